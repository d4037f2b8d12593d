import type { Translations } from '@kingside/contract';

export default {
  'You are on the waiting list (number {position})': 'Sie stehen auf der Warteliste (Nummer {position})',
  "Your registration: {state, select, registered {Registered} confirmed {Confirmed by the organiser} awaiting_approval {Awaiting the organiser's approval} awaiting_payment {Awaiting payment} withdrawn {Withdrawn} declined {Declined} other {Waiting list}}":
    'Ihre Anmeldung: {state, select, registered {angemeldet} confirmed {vom Veranstalter bestätigt} awaiting_approval {wartet auf die Zustimmung des Veranstalters} awaiting_payment {wartet auf Zahlung} withdrawn {zurückgezogen} declined {abgelehnt} other {Warteliste}}',
  Registration: 'Anmeldung',
  'You are not registered': 'Sie sind nicht angemeldet',
  'You have withdrawn': 'Sie haben sich abgemeldet',
  '{count, plural, one {# player found} other {# players found}}': '{count, plural, one {# Spieler gefunden} other {# Spieler gefunden}}',
  Registrations: 'Anmeldungen',
  'Registration settings saved': 'Anmeldeeinstellungen gespeichert',
  'Registration approved': 'Anmeldung angenommen',
  'Registration declined': 'Anmeldung abgelehnt',
  'The tournament has finished; its registration no longer changes': 'Das Turnier ist beendet; seine Anmeldung ändert sich nicht mehr',
  'No registration has this id': 'Keine Anmeldung hat diese ID',
  'This registration was already decided, or withdrawn by its player': 'Über diese Anmeldung wurde bereits entschieden, oder der Spieler hat sie zurückgezogen',
  'Tournament not found': 'Turnier nicht gefunden',
  'Players enter a team event with their team: join yours through the invitation link its captain sends, or register a team':
    'In einen Mannschaftswettbewerb kommt man mit seiner Mannschaft: Treten Sie Ihrer über den Einladungslink des Mannschaftsführers bei, oder melden Sie eine Mannschaft an',
  'This tournament does not take registrations; ask its organiser': 'Dieses Turnier nimmt keine Anmeldungen an; fragen Sie den Veranstalter',
  'The tournament has finished': 'Das Turnier ist beendet',
  'Round 1 is already paired; ask the arbiter for a late entry': 'Runde 1 ist bereits gepaart; bitten Sie den Schiedsrichter um eine Nachmeldung',
  'Registration for this tournament is closed': 'Die Anmeldung zu diesem Turnier ist geschlossen',
  'You withdrew from this tournament; ask its organiser to enter you again':
    'Sie haben sich von diesem Turnier abgemeldet; bitten Sie den Veranstalter, Sie wieder aufzunehmen',
  'You are already registered in this tournament': 'Sie sind bereits für dieses Turnier angemeldet',
  'fideId: a player with FIDE id {fideId} is already registered': 'fideId: ein Spieler mit der FIDE-ID {fideId} ist bereits angemeldet',
  'You have no registration in this tournament to withdraw': 'Sie haben in diesem Turnier keine Anmeldung, die Sie zurückziehen könnten',
  'Round 1 is paired: only the arbiter can withdraw you now': 'Runde 1 ist gepaart: Jetzt kann nur noch der Schiedsrichter Sie abmelden',
} satisfies Translations;
