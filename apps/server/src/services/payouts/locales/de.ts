import type { Translations } from '@kingside/contract';

export default {
  Payouts: 'Auszahlungen',
  'Payee details saved': 'Empfängerdaten gespeichert',
  'Link sent to {to}': 'Link an {to} gesendet',
  'Your prize': 'Ihr Preis',
  'Thank you: your details are saved': 'Danke: Ihre Daten sind gespeichert',
  'Entry fee payment status': 'Stand der Startgeldzahlung',
  'Payout status': 'Stand der Auszahlung',
  Balance: 'Kontostand',
  'The payment provider did not give the balance': 'Der Zahlungsanbieter hat den Kontostand nicht mitgeteilt',
  'Payout ledger': 'Auszahlungsjournal',
  'Released: the prize may be paid again': 'Freigegeben: Der Preis kann erneut ausgezahlt werden',
  Received: 'Empfangen',
  'already paid': 'schon ausgezahlt',
  'the provider does not know its last payout: check with the provider and release it first':
    'der Anbieter kennt die letzte Auszahlung nicht: Prüfen Sie das beim Anbieter und geben Sie sie zuerst frei',
  'its payout is under way ({status})': 'die Auszahlung läuft ({status})',
  'No prize winner {id} in this tournament': 'Kein Preisträger {id} in diesem Turnier',
  'This tournament has no prize winners yet: compute or upload them on the prizes tab first':
    'Dieses Turnier hat noch keine Preisträger: Berechnen Sie sie zuerst im Reiter Preise oder laden Sie sie dort hoch',
  'nothing to pay': 'nichts auszuzahlen',
  '{amount} is under {least}, the least a payout can be': '{amount} liegt unter {least}, dem Mindestbetrag einer Auszahlung',
  'no payee details yet': 'noch keine Empfängerdaten',
  '{field}: {problem}': '{field}: {problem}',
  'Nothing to pay ({skipped}; …)': 'Nichts auszuzahlen ({skipped}; …)',
  'Nothing to pay ({skipped})': 'Nichts auszuzahlen ({skipped})',
  'nothing was sent': 'nichts wurde gesendet',
  'The payment provider pays in {provider}; these prizes are in {currency}. Nothing was sent':
    'Der Zahlungsanbieter zahlt in {provider}; diese Preise sind in {currency}. Nichts wurde gesendet',
  'The payout account holds {balance}; these prizes need {total}. Nothing was sent':
    'Das Auszahlungskonto enthält {balance}; diese Preise brauchen {total}. Nichts wurde gesendet',
  'The payment provider refused the payout: {reason}. Nothing was paid; correct it and pay again':
    'Der Zahlungsanbieter hat die Auszahlung abgelehnt: {reason}. Nichts wurde ausgezahlt; korrigieren Sie das und zahlen Sie erneut',
  'no payout is marked as started; Kingside asks the provider about order {orderId} and will show its answer':
    'keine Auszahlung ist als begonnen markiert; Kingside fragt den Anbieter nach dem Auftrag {orderId} und zeigt seine Antwort',
  '{count, plural, one {Sent # prize ({total}) to the payment provider} other {Sent # prizes ({total}) to the payment provider}}':
    '{count, plural, one {# Preis ({total}) an den Zahlungsanbieter gesendet} other {# Preise ({total}) an den Zahlungsanbieter gesendet}}',
  'Refused: {reason}': 'Abgelehnt: {reason}',
  'The payment provider refused: {reason}; {consequence}': 'Der Zahlungsanbieter hat abgelehnt: {reason}; {consequence}',
  'The payment provider failed ({reason})': 'Der Zahlungsanbieter ist gescheitert ({reason})',
  '{first}; {rest}': '{first}; {rest}',
  Created: 'Erstellt',
  Updated: 'Aktualisiert',
  Tournament: 'Turnier',
  Player: 'Spieler',
  Category: 'Kategorie',
  Place: 'Platz',
  Attempt: 'Versuch',
  Amount: 'Betrag',
  Currency: 'Währung',
  Payee: 'Empfänger',
  Status: 'Status',
  'Order id': 'Auftrags-ID',
  'Fulfillment id': 'Ausführungs-ID',
  'Transaction id': 'Transaktions-ID',
  'Idempotency key': 'Idempotenzschlüssel',
  'Failure reason': 'Fehlergrund',
  "{name}'s prize at {tournament}: where should we pay it?": 'Der Preis von {name} bei {tournament}: Wohin sollen wir ihn auszahlen?',
  "Dear captain of {name},\n\nCongratulations on {name}'s prize at {tournament} ({prize}).\n\nPlease tell us the team's UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n":
    'Liebe Mannschaftsführerin, lieber Mannschaftsführer von {name},\n\nherzlichen Glückwunsch zum Preis von {name} bei {tournament} ({prize}).\n\nBitte nennen Sie uns auf dieser Seite die UPI-ID der Mannschaft oder ihr Bankkonto und den IFSC:\n{link}\n\nDer Link gilt bis {expires} UTC. Wenn Sie diese Mail nicht erwartet haben, ignorieren Sie sie.\n',
  'Your prize at {tournament}: where should we pay it?': 'Ihr Preis bei {tournament}: Wohin sollen wir ihn auszahlen?',
  'Dear {name},\n\nCongratulations on your prize at {tournament} ({prize}).\n\nPlease tell us your UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n':
    'Hallo {name},\n\nherzlichen Glückwunsch zu Ihrem Preis bei {tournament} ({prize}).\n\nBitte nennen Sie uns auf dieser Seite Ihre UPI-ID oder Ihr Bankkonto und den IFSC:\n{link}\n\nDer Link gilt bis {expires} UTC. Wenn Sie diese Mail nicht erwartet haben, ignorieren Sie sie.\n',
  'This team has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    'Diese Mannschaft hat keinen Mannschaftsführer mit E-Mail-Adresse: Geben Sie ihr im Reiter Mannschaften einen, oder tragen Sie die Empfängerdaten selbst ein',
  '{team} has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    '{team} hat keinen Mannschaftsführer mit E-Mail-Adresse: Geben Sie der Mannschaft im Reiter Mannschaften einen, oder tragen Sie die Empfängerdaten selbst ein',
  'This player has no email address: add one on the players tab, or type the payee details yourself':
    'Dieser Spieler hat keine E-Mail-Adresse: Fügen Sie im Reiter Spieler eine hinzu, oder tragen Sie die Empfängerdaten selbst ein',
  '{player} has no email address: add one on the players tab, or type the payee details yourself':
    '{player} hat keine E-Mail-Adresse: Fügen Sie im Reiter Spieler eine hinzu, oder tragen Sie die Empfängerdaten selbst ein',
  '{category}, place {place}: {amount}': '{category}, Platz {place}: {amount}',
  'The mail to {to} could not be sent ({reason}); try again later': 'Die Mail an {to} konnte nicht gesendet werden ({reason}); versuchen Sie es später erneut',
  'This payee link is not valid: ask the organiser for a new one': 'Dieser Empfängerlink ist ungültig: Bitten Sie den Veranstalter um einen neuen',
  'This payee link has expired: ask the organiser for a new one': 'Dieser Empfängerlink ist abgelaufen: Bitten Sie den Veranstalter um einen neuen',
  'This payee link is for a player or team no longer in the tournament':
    'Dieser Empfängerlink gilt für einen Spieler oder eine Mannschaft, die nicht mehr im Turnier ist',
  'This link has already been used to give your payee details, which are saved. To change them, ask the organiser for a new link':
    'Über diesen Link wurden Ihre Empfängerdaten schon angegeben; sie sind gespeichert. Um sie zu ändern, bitten Sie den Veranstalter um einen neuen Link',
  'the provider does not know the order: its answer to the creation was lost':
    'der Anbieter kennt den Auftrag nicht: seine Antwort auf die Anlage ging verloren',
  'the provider no longer knows the order': 'der Anbieter kennt den Auftrag nicht mehr',
  'No payout order or fulfillment has this id': 'Kein Auszahlungsauftrag und keine Ausführung hat diese ID',
  'Payout attempt not found': 'Auszahlungsversuch nicht gefunden',
  'Only a payout the provider does not know can be released; this one is {status}':
    'Nur eine Auszahlung, die der Anbieter nicht kennt, kann freigegeben werden; diese ist {status}',
  'Released by {name}: {reason}': 'Freigegeben von {name}: {reason}',
} satisfies Translations;
