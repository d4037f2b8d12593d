import type { Translations } from '@kingside/contract';

export default {
  'Club invitations': 'Invitations de club',
  'Club memberships': 'Vos clubs',
  'Club created.': 'Club créé.',
  'Only organisers and admins create clubs': 'Seuls les organisateurs et les administrateurs créent des clubs',
  'A club with this name already exists': 'Un club porte déjà ce nom',
  'Club not found': 'Club introuvable',
  'You do not manage this club': 'Vous ne gérez pas ce club',
  'emails: name at least one address other than your own': 'emails : indiquez au moins une adresse autre que la vôtre',
  'Only organisers and admins manage clubs': 'Seuls les organisateurs et les administrateurs gèrent des clubs',
  'You have sent too many club invitations today; try again tomorrow.': 'Vous avez envoyé trop d’invitations de club aujourd’hui ; réessayez demain.',
  '{inviter} invited you to manage {club} on Kingside': '{inviter} vous invite à gérer {club} sur Kingside',
  'Hello,\n\n{inviter} invited you to manage the tournaments of the club {club} on Kingside with them.\n\nTo accept, sign in to Kingside with this email address (or sign up as an organiser with it) and open\n{link}\nwhere the invitation waits under "Invitations to manage a club".\n\nNothing changes until you accept. If you did not expect this mail, ignore it or decline the invitation there.\n':
    'Bonjour,\n\n{inviter} vous invite à gérer avec lui les tournois du club {club} sur Kingside.\n\nPour accepter, connectez-vous à Kingside avec cette adresse e-mail (ou inscrivez-vous comme organisateur avec elle) et ouvrez\n{link}\noù l’invitation vous attend sous « Invitations à gérer un club ».\n\nRien ne change tant que vous n’acceptez pas. Si vous n’attendiez pas ce message, ignorez-le ou déclinez l’invitation sur cette page.\n',
  'Invitation mailed to {emails}: they manage {club} once they accept it.': 'Invitation envoyée à {emails} : ils gèrent {club} dès qu’ils l’acceptent.',
  'The mail to {emails} could not be sent; they can still accept the invitation once signed in.':
    'Le message à {emails} n’a pas pu être envoyé ; ils peuvent tout de même accepter l’invitation une fois connectés.',
  'There is no invitation to this club for your email address': 'Aucune invitation à ce club n’est adressée à votre adresse e-mail',
  'You now manage {club}': 'Vous gérez désormais {club}',
  'Invitation to {club} declined': 'Invitation à {club} déclinée',
} satisfies Translations;
