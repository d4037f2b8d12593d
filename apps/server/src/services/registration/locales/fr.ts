import type { Translations } from '@kingside/contract';

export default {
  'You are on the waiting list (number {position})': 'Vous êtes sur la liste d’attente (n° {position})',
  "Your registration: {state, select, registered {Registered} confirmed {Confirmed by the organiser} awaiting_approval {Awaiting the organiser's approval} awaiting_payment {Awaiting payment} withdrawn {Withdrawn} declined {Declined} other {Waiting list}}":
    'Votre inscription : {state, select, registered {inscrit} confirmed {confirmée par l’organisateur} awaiting_approval {en attente de l’accord de l’organisateur} awaiting_payment {en attente de paiement} withdrawn {retirée} declined {refusée} other {liste d’attente}}',
  Registration: 'Inscription',
  'You are not registered': 'Vous n’êtes pas inscrit',
  'You have withdrawn': 'Vous vous êtes retiré',
  '{count, plural, one {# player found} other {# players found}}': '{count, plural, one {# joueur trouvé} other {# joueurs trouvés}}',
  Registrations: 'Inscriptions',
  'Registration settings saved': 'Réglages des inscriptions enregistrés',
  'Registration approved': 'Inscription acceptée',
  'Registration declined': 'Inscription refusée',
  'The tournament has finished; its registration no longer changes': 'Le tournoi est terminé ; ses inscriptions ne changent plus',
  'No registration has this id': 'Aucune inscription n’a cet identifiant',
  'This registration was already decided, or withdrawn by its player': 'Cette inscription a déjà été tranchée, ou retirée par son joueur',
  'Tournament not found': 'Tournoi introuvable',
  'Players enter a team event with their team: join yours through the invitation link its captain sends, or register a team':
    'On entre dans une compétition par équipes avec son équipe : rejoignez la vôtre par le lien d’invitation que son capitaine envoie, ou inscrivez une équipe',
  'This tournament does not take registrations; ask its organiser': 'Ce tournoi ne prend pas d’inscriptions ; adressez-vous à son organisateur',
  'The tournament has finished': 'Le tournoi est terminé',
  'Round 1 is already paired; ask the arbiter for a late entry': 'La ronde 1 est déjà appariée ; demandez une inscription tardive à l’arbitre',
  'Registration for this tournament is closed': 'Les inscriptions à ce tournoi sont closes',
  'You withdrew from this tournament; ask its organiser to enter you again':
    'Vous vous êtes retiré de ce tournoi ; demandez à son organisateur de vous réinscrire',
  'You are already registered in this tournament': 'Vous êtes déjà inscrit à ce tournoi',
  'fideId: a player with FIDE id {fideId} is already registered': 'fideId : un joueur avec l’identifiant FIDE {fideId} est déjà inscrit',
  'You have no registration in this tournament to withdraw': 'Vous n’avez pas d’inscription à retirer dans ce tournoi',
  'Round 1 is paired: only the arbiter can withdraw you now': 'La ronde 1 est appariée : seul l’arbitre peut désormais vous retirer',
} satisfies Translations;
