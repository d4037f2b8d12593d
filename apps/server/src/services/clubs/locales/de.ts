import type { Translations } from '@kingside/contract';

export default {
  'Club invitations': 'Club-Einladungen',
  'Club memberships': 'Ihre Vereine',
  'Club created.': 'Verein angelegt.',
  'Only organisers and admins create clubs': 'Nur Veranstalter und Admins legen Vereine an',
  'A club with this name already exists': 'Ein Verein mit diesem Namen existiert bereits',
  'Club not found': 'Verein nicht gefunden',
  'You do not manage this club': 'Sie verwalten diesen Verein nicht',
  'emails: name at least one address other than your own': 'emails: Geben Sie mindestens eine andere Adresse als Ihre eigene an',
  'Only organisers and admins manage clubs': 'Nur Veranstalter und Admins verwalten Vereine',
  'You have sent too many club invitations today; try again tomorrow.': 'Sie haben heute zu viele Club-Einladungen verschickt; versuchen Sie es morgen erneut.',
  '{inviter} invited you to manage {club} on Kingside': '{inviter} lädt Sie ein, {club} auf Kingside zu verwalten',
  'Hello,\n\n{inviter} invited you to manage the tournaments of the club {club} on Kingside with them.\n\nTo accept, sign in to Kingside with this email address (or sign up as an organiser with it) and open\n{link}\nwhere the invitation waits under "Invitations to manage a club".\n\nNothing changes until you accept. If you did not expect this mail, ignore it or decline the invitation there.\n':
    'Hallo,\n\n{inviter} lädt Sie ein, die Turniere des Vereins {club} auf Kingside gemeinsam zu verwalten.\n\nUm anzunehmen, melden Sie sich mit dieser E-Mail-Adresse bei Kingside an (oder registrieren Sie sich damit als Veranstalter) und öffnen Sie\n{link}\nwo die Einladung unter „Einladungen zur Vereinsverwaltung“ wartet.\n\nBis Sie annehmen, ändert sich nichts. Falls Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie oder lehnen Sie die Einladung dort ab.\n',
  'Invitation mailed to {emails}: they manage {club} once they accept it.': 'Einladung an {emails} verschickt: Sobald sie sie annehmen, verwalten sie {club}.',
  'The mail to {emails} could not be sent; they can still accept the invitation once signed in.':
    'Die E-Mail an {emails} konnte nicht verschickt werden; nach der Anmeldung können sie die Einladung trotzdem annehmen.',
  'There is no invitation to this club for your email address': 'Für Ihre E-Mail-Adresse gibt es keine Einladung in diesen Verein',
  'You now manage {club}': 'Sie verwalten jetzt {club}',
  'Invitation to {club} declined': 'Einladung in {club} abgelehnt',
} satisfies Translations;
