import type { Translations } from '@kingside/contract';

export default {
  'Your board': 'Ihr Brett',
  'Both players confirmed: the result waits for the arbiter': 'Beide Spieler haben bestätigt: Das Ergebnis wartet auf den Schiedsrichter',
  'Your opponent confirmed another result: the arbiter decides': 'Ihr Gegner hat ein anderes Ergebnis bestätigt: Der Schiedsrichter entscheidet',
  'Your result is recorded; waiting for your opponent': 'Ihr Ergebnis ist erfasst; es wird auf Ihren Gegner gewartet',
  'Confirmations by the players': 'Bestätigungen der Spieler',
  'Round {round} is not paired yet': 'Runde {round} ist noch nicht ausgelost',
  'Round {round} has no board {board}': 'Runde {round} hat kein Brett {board}',
  'Board {board} of round {round} is a bye or an absence: nobody plays there':
    'Brett {board} der Runde {round} ist spielfrei oder eine Abwesenheit: Dort spielt niemand',
  'Only the two players of board {board} may confirm its result': 'Nur die beiden Spieler an Brett {board} dürfen das Ergebnis bestätigen',
  'The arbiter has entered the result of board {board}: {result}. Confirmations no longer change it.':
    'Der Schiedsrichter hat das Ergebnis an Brett {board} eingetragen: {result}. Bestätigungen ändern es nicht mehr.',
  'The tournament has finished: results can no longer be confirmed.': 'Das Turnier ist beendet: Ergebnisse können nicht mehr bestätigt werden.',
  'Round {round} has not started yet: confirm the result once the game is over.':
    'Runde {round} hat noch nicht begonnen: Bestätigen Sie das Ergebnis nach Ende der Partie.',
  'Round {round} is closed: results can no longer be confirmed.': 'Runde {round} ist abgeschlossen: Ergebnisse können nicht mehr bestätigt werden.',
  '{reason} Your confirmation ({result}) was not recorded.': '{reason} Ihre Bestätigung ({result}) wurde nicht erfasst.',
} satisfies Translations;
