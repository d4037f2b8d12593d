import type { Translations } from '@kingside/contract';

export default {
  'Deleted tournaments': 'Tournois supprimés',
  'Tournament deleted; it can be restored until {date}': 'Tournoi supprimé ; il peut être restauré jusqu’au {date}',
  'Tournament restored': 'Tournoi restauré',
  'Your account was deleted': 'Votre compte a été supprimé',
  'Your data': 'Vos données',
  'Account deleted': 'Compte supprimé',
  '{count, plural, one {You still own a tournament ({names}): delete it first, or ask an admin to take it over} other {You still own # tournaments ({names}{more, plural, =0 {} other { and # more}}): delete them first, or ask an admin to take them over}}':
    '{count, plural, one {Vous possédez encore un tournoi ({names}) : supprimez-le d’abord, ou demandez à un administrateur de le reprendre} other {Vous possédez encore # tournois ({names}{more, plural, =0 {} other { et # autres}}) : supprimez-les d’abord, ou demandez à un administrateur de les reprendre}}',
  'A prize payout to you is still pending: wait until it is paid or has failed, then delete your account':
    'Un versement de prix à votre nom est encore en attente : attendez qu’il soit payé ou ait échoué, puis supprimez votre compte',
  'You are the only manager of the club “{club}”, which has tournaments: invite another organiser to manage it (Create club, Your clubs) and wait until they accept':
    'Vous êtes le seul gestionnaire du club « {club} », qui a des tournois : invitez un autre organisateur à le gérer (Créer un club, Vos clubs) et attendez qu’il accepte',
  'An admin account is deleted by another admin (Admin → users)': 'Un compte administrateur est supprimé par un autre administrateur (Admin → utilisateurs)',
  'The password is wrong': 'Le mot de passe est incorrect',
  'You cannot delete your own admin account here; another admin can':
    'Vous ne pouvez pas supprimer ici votre propre compte administrateur ; un autre administrateur le peut',
  'Account not found': 'Compte introuvable',
  'A prize payout of this tournament is still pending: wait until it is paid or has failed (Payouts), then delete the tournament':
    'Un versement de prix de ce tournoi est encore en attente : attendez qu’il soit payé ou ait échoué (Versements), puis supprimez le tournoi',
  'Tournament not found': 'Tournoi introuvable',
  'You do not manage this tournament': 'Vous ne gérez pas ce tournoi',
  'This tournament is not deleted': 'Ce tournoi n’est pas supprimé',
  'This tournament was deleted more than {days} days ago and is being purged; it can no longer be restored':
    'Ce tournoi a été supprimé il y a plus de {days} jours et est en cours d’effacement ; il ne peut plus être restauré',
  'Only organisers and admins manage tournaments': 'Seuls les organisateurs et les administrateurs gèrent des tournois',
} satisfies Translations;
