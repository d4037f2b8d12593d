import type { Translations } from '@kingside/contract';

export default {
  'You are registered: pay the entry fee to confirm your place': 'Sie sind angemeldet: Zahlen Sie das Startgeld, um Ihren Platz zu bestätigen',
  'Your entry fee': 'Ihr Startgeld',
  'Entry fee payment': 'Zahlung des Startgelds',
  'The payment did not go through: your registration still awaits payment; pay again':
    'Die Zahlung ist nicht durchgegangen: Ihre Anmeldung wartet weiter auf Zahlung; zahlen Sie erneut',
  'Entry fees': 'Startgelder',
  'Payment confirmed': 'Zahlung bestätigt',
  'Entry fee refunded': 'Startgeld erstattet',
  'You are registered and your entry fee awaits payment: pay it from the tournament page':
    'Sie sind angemeldet und Ihr Startgeld ist noch offen: Zahlen Sie es auf der Turnierseite',
  'This tournament charges no entry fee: register without paying': 'Dieses Turnier erhebt kein Startgeld: Melden Sie sich ohne Zahlung an',
  'The entry fee changed while you registered; register again': 'Das Startgeld hat sich während Ihrer Anmeldung geändert; melden Sie sich erneut an',
  'You have no registration with an entry fee in this tournament': 'Sie haben in diesem Turnier keine Anmeldung mit Startgeld',
  'No registration with an entry fee has this id': 'Keine Anmeldung mit Startgeld hat diese ID',
  'Only the player who registered pays their entry fee': 'Nur der angemeldete Spieler zahlt sein Startgeld',
  'This entry fee is already paid': 'Dieses Startgeld ist bereits bezahlt',
  'This entry fee was refunded': 'Dieses Startgeld wurde erstattet',
  '{player} has not paid the entry fee; there is nothing to refund': '{player} hat das Startgeld nicht bezahlt; es gibt nichts zu erstatten',
  'Withdraw {player} first: entry fees are refunded on withdrawal': 'Ziehen Sie {player} zuerst zurück: Startgelder werden beim Rückzug erstattet',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1':
    'Runde 1 ist ausgelost: Startgelder werden nur bei Rückzug vor Runde 1 erstattet',
  "The payment provider could not refund {player}'s entry fee; it stays paid. Try again later":
    'Der Zahlungsanbieter konnte das Startgeld von {player} nicht erstatten; es bleibt bezahlt. Versuchen Sie es später erneut',
  'This payment is not yours, and you do not manage its tournament': 'Diese Zahlung gehört nicht Ihnen, und Sie verwalten ihr Turnier nicht',
  'No entry fee payment has this order id': 'Keine Startgeldzahlung hat diese Bestell-ID',
} satisfies Translations;
