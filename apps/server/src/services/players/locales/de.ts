import type { Translations } from '@kingside/contract';

export default {
  'Player added': 'Spieler hinzugefügt',
  'Player already added': 'Spieler bereits hinzugefügt',
  'You are registered': 'Sie sind angemeldet',
  'Player details': 'Spielerdetails',
  'Player updated': 'Spieler aktualisiert',
  '{name} withdrawn': '{name} zurückgezogen',
  '{name} back in the tournament': '{name} wieder im Turnier',
  Players: 'Spieler',
  'You do not manage this tournament': 'Sie verwalten dieses Turnier nicht',
  '{field}: no half-point byes in the last round ({last}) of this tournament; round {round} cannot have one':
    '{field}: in der letzten Runde ({last}) dieses Turniers gibt es kein Spielfrei mit halbem Punkt; Runde {round} kann keines haben',
  '{field}: no half-point byes in the last {count} rounds ({first} to {last}) of this tournament; round {round} cannot have one':
    '{field}: in den letzten {count} Runden ({first} bis {last}) dieses Turniers gibt es kein Spielfrei mit halbem Punkt; Runde {round} kann keines haben',
  "{field}: {player} would have {total} half-point byes, beyond this tournament's limit of {limit} per player":
    '{field}: {player} hätte {total} Spielfrei mit halbem Punkt, mehr als die Grenze dieses Turniers von {limit} pro Spieler',
  'clientToken: this token already sent another request; send a new one':
    'clientToken: dieses Token hat bereits eine andere Anfrage gesendet; senden Sie ein neues',
  'This tournament caps its field or approves its entries: register from its page (POST /api/registration/{tournamentId})':
    'Dieses Turnier begrenzt das Teilnehmerfeld oder genehmigt Anmeldungen: melden Sie sich auf seiner Seite an (POST /api/registration/{tournamentId})',
  '{name} was expelled in round {round}; an expulsion cannot be undone':
    '{name} wurde in Runde {round} ausgeschlossen; ein Ausschluss kann nicht rückgängig gemacht werden',
  '{name} was expelled before round 1; an expulsion cannot be undone':
    '{name} wurde vor Runde 1 ausgeschlossen; ein Ausschluss kann nicht rückgängig gemacht werden',
  '{what}: round {round} is paired, and pairing numbers are fixed once round {fixedFrom} is':
    '{what}: Runde {round} ist ausgelost, und die Startnummern stehen fest, sobald Runde {fixedFrom} ausgelost ist',
  '{what}: {round, plural, one {round 1 is} other {rounds 1 to # are}} already paired with the old pairing numbers, and stay as they were paired':
    '{what}: {round, plural, one {Runde 1 ist} other {die Runden 1 bis # sind}} bereits mit den alten Startnummern ausgelost und bleiben so, wie sie ausgelost wurden',
  'The tournament has finished; its pairing numbers can no longer change': 'Das Turnier ist beendet; seine Startnummern können sich nicht mehr ändern',
  'pairingNumber: {name} already has number {number}': 'pairingNumber: {name} hat bereits die Nummer {number}',
  'pairingNumber: no player of this tournament has number {number}': 'pairingNumber: kein Spieler dieses Turniers hat die Nummer {number}',
  'pairingNumber: swapping pairing numbers {change} ({name}, {other})': 'pairingNumber: Tausch der Startnummern {change} ({name}, {other})',
  '{reason} Nothing was changed; try again in a few minutes.': '{reason} Es wurde nichts geändert; versuchen Sie es in einigen Minuten erneut.',
  'The payment provider refused {what}: {reason}': 'Der Zahlungsanbieter hat {what} abgelehnt: {reason}',
  'The tournament has finished; its players can no longer change': 'Das Turnier ist beendet; seine Spieler können sich nicht mehr ändern',
  "{field}: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    '{field}: in einem Mannschaftsturnier spielen die Spieler, wenn ihr Mannschaftsführer sie aufstellt; wer nicht kommen kann, wird nicht aufgestellt',
  '{field}: a round robin has no requested byes; enter a forfeit instead':
    '{field}: ein Rundenturnier kennt kein Spielfrei auf Antrag; tragen Sie stattdessen eine kampflose Partie ein',
  '{field}: the tournament has {rounds} rounds, not {round}': '{field}: das Turnier hat {rounds} Runden, nicht {round}',
  'fullPointByes: round {round} is a half-point bye too; a round has one bye':
    'fullPointByes: Runde {round} ist auch ein Spielfrei mit halbem Punkt; eine Runde hat nur ein Spielfrei',
  'byes: round {round} is already paired; its byes can no longer change (revert it first)':
    'byes: Runde {round} ist bereits ausgelost; ihr Spielfrei kann sich nicht mehr ändern (nehmen Sie sie zuerst zurück)',
  'Full-point bye in round {round} for {name}: FIDE discourages full-point byes other than the pairing-allocated bye; the player scores a win without playing, which also counts against them when the pairing-allocated bye is given':
    'Spielfrei mit vollem Punkt in Runde {round} für {name}: die FIDE rät von Spielfrei mit vollem Punkt außer dem durch die Auslosung ab; der Spieler erhält einen Sieg ohne Partie, der auch gegen ihn zählt, wenn das Spielfrei der Auslosung vergeben wird',
  'fideId: {name} is already entered with FIDE id {fideId}': 'fideId: {name} ist bereits mit der FIDE-ID {fideId} gemeldet',
  'name: {name}, born {birthDate}, is already entered': 'name: {name}, geboren am {birthDate}, ist bereits gemeldet',
  'This tournament charges an entry fee of {fee}: register through the entry-fee registration, which takes the payment':
    'Dieses Turnier erhebt ein Startgeld von {fee}: melden Sie sich über die Anmeldung mit Startgeld an, die die Zahlung entgegennimmt',
  'A round robin takes no players once round 1 is paired; revert round 1 first':
    'Ein Rundenturnier nimmt keine Spieler mehr auf, sobald Runde 1 ausgelost ist; nehmen Sie zuerst Runde 1 zurück',
  'All {rounds} rounds are paired; a late entry would have no round to play':
    'Alle {rounds} Runden sind ausgelost; ein Nachzügler hätte keine Runde mehr zu spielen',
  "{name}'s entry fee was refunded, so they cannot come back into the tournament":
    'Das Startgeld von {name} wurde erstattet, daher kann er nicht ins Turnier zurückkehren',
  'deputyArbiterFideIds: {ids} FIDE ids for {deputies} deputy arbiters': 'deputyArbiterFideIds: {ids} FIDE-IDs für {deputies} stellvertretende Schiedsrichter',
  'Pairing number {number} set': 'Startnummer {number} gesetzt',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    'Ausschluss von {name}: Der Spieler wird in diesem Turnier nicht mehr gepaart; ein für ihn schon ausgelostes Brett bleibt für sein Ergebnis bestehen. Ein Schweizer System nimmt ihn aus Tabelle, Preisen und TRF-Rängen; seine Gegner behalten die gegen ihn gespielten Partien für ihre Feinwertung. Der Ausschluss wird mit der Runde, in der er geschieht, als Kommentar in den TRF-Export (FIDE-Elo-Bericht) geschrieben. Er kann nicht rückgängig gemacht werden: der Spieler kann nicht ins Turnier zurückgeholt werden.',
} satisfies Translations;
