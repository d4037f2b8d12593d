import type { Translations } from '@kingside/contract';

export default {
  'Your team is registered: pay the entry fee to confirm its place': 'Ihre Mannschaft ist angemeldet: Zahlen Sie das Startgeld, um ihren Platz zu bestätigen',
  'Your team is registered': 'Ihre Mannschaft ist angemeldet',
  'Pay the entry fee to confirm your team’s place': 'Zahlen Sie das Startgeld, um den Platz Ihrer Mannschaft zu bestätigen',
  'The entry fee is paid': 'Das Startgeld ist bezahlt',
  'Team entry fees': 'Startgelder der Mannschaften',
  "{team}'s entry fee is confirmed paid in hand": 'Das Startgeld von {team} ist als bar bezahlt bestätigt',
  "{team}'s entry fee is refunded": 'Das Startgeld von {team} ist erstattet',
  'Your teams': 'Ihre Mannschaften',
  'Invitation link made': 'Einladungslink erstellt',
  '{count, plural, one {# invitation link revoked} other {# invitation links revoked}}':
    '{count, plural, one {# Einladungslink widerrufen} other {# Einladungslinks widerrufen}}',
  Invitation: 'Einladung',
  'You joined {team} (board order {position})': 'Sie sind {team} beigetreten (Brettreihenfolge {position})',
  "{team} awaits the organiser's approval: invite its players once it is approved":
    '{team} wartet auf die Zulassung durch den Veranstalter: Laden Sie ihre Spieler ein, sobald sie zugelassen ist',
  'The organiser declined {team}: nobody can join it': 'Der Veranstalter hat {team} abgelehnt: Niemand kann der Mannschaft beitreten',
  '{team} is withdrawn: nobody can join it': '{team} ist zurückgezogen: Niemand kann der Mannschaft beitreten',
  'This invitation link is not valid: it was revoked, or its team or tournament no longer exists':
    'Dieser Einladungslink ist ungültig: Er wurde widerrufen, oder seine Mannschaft oder sein Turnier existiert nicht mehr',
  'This invitation link expired on {date}; ask the captain of {team} for a new one':
    'Dieser Einladungslink ist am {date} abgelaufen; bitten Sie den Mannschaftsführer von {team} um einen neuen',
  '{team} pays no entry fee': '{team} zahlt kein Startgeld',
  "{team}'s entry fee is already paid": 'Das Startgeld von {team} ist bereits bezahlt',
  "{team}'s entry fee was refunded": 'Das Startgeld von {team} wurde erstattet',
  '{team} has not paid the entry fee; there is nothing to refund': '{team} hat das Startgeld nicht bezahlt; es gibt nichts zu erstatten',
  'Withdraw {team} first: entry fees are refunded on withdrawal': 'Ziehen Sie zuerst {team} zurück: Startgelder werden beim Rückzug erstattet',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1':
    'Runde 1 ist ausgelost: Startgelder werden nur bei Rückzug vor Runde 1 erstattet',
  "The payment provider could not refund {team}'s entry fee; it stays paid. Try again later":
    'Der Zahlungsanbieter konnte das Startgeld von {team} nicht erstatten; es bleibt bezahlt. Versuchen Sie es später erneut',
  "Only the team's captain pays its entry fee": 'Nur der Mannschaftsführer zahlt das Startgeld der Mannschaft',
  'Round 1 is already paired; ask the organiser to enter your team': 'Runde 1 ist bereits ausgelost; bitten Sie den Veranstalter, Ihre Mannschaft zu melden',
  'The tournament is full: it takes {count, plural, one {# team} other {# teams}}':
    'Das Turnier ist voll: Es nimmt {count, plural, one {# Mannschaft} other {# Mannschaften}} auf',
  'You already captain {team} in this tournament': 'Sie sind in diesem Turnier bereits Mannschaftsführer von {team}',
  'A team named {team} was declined by the organiser; register under another name':
    'Eine Mannschaft namens {team} wurde vom Veranstalter abgelehnt; melden Sie sich unter einem anderen Namen an',
  'A team named {team} is already registered': 'Eine Mannschaft namens {team} ist bereits angemeldet',
  'The organiser changed how teams are entered while you registered; register again':
    'Der Veranstalter hat während Ihrer Anmeldung geändert, wie Mannschaften gemeldet werden; melden Sie sich erneut an',
  "Only the captain of {team} or the tournament's organisers manage its invitation links":
    'Nur der Mannschaftsführer von {team} oder die Veranstalter des Turniers verwalten ihre Einladungslinks',
} satisfies Translations;
