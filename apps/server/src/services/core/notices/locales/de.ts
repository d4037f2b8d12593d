import type { Translations } from '@kingside/contract';

export default {
  'Notice choices': 'Benachrichtigungseinstellungen',
  'Notice choices saved': 'Benachrichtigungseinstellungen gespeichert',
  'Push notices on for this browser': 'Push-Benachrichtigungen für diesen Browser eingeschaltet',
  'Push notices off for this browser': 'Push-Benachrichtigungen für diesen Browser ausgeschaltet',
  'The push service address must be https': 'Die Adresse des Push-Dienstes muss https sein',
  'p256dh must be an uncompressed P-256 public key (65 bytes)': 'p256dh muss ein unkomprimierter öffentlicher P-256-Schlüssel sein (65 Byte)',
  'auth must be 16 bytes': 'auth muss 16 Byte lang sein',
  'Board {board}: you play {opponent}{colour, select, w { with White} b { with Black} other {}}.':
    'Brett {board}: Sie spielen gegen {opponent}{colour, select, w { mit Weiß} b { mit Schwarz} other {}}.',
  'You do not play this round: no game.': 'Sie spielen in dieser Runde nicht: keine Partie.',
  'You do not play this round: {bye}.': 'Sie spielen in dieser Runde nicht: {bye}.',
  'round {round} pairings': 'Paarungen der Runde {round}',
  'round {round} is starting': 'Runde {round} beginnt',
  'Round {round} is starting: go to your board.': 'Runde {round} beginnt: Gehen Sie an Ihr Brett.',
  'check-in for round {round} closing': 'Anmeldeschluss für Runde {round}',
  'Check-in for round {round} closes at {time} UTC. Players who have not checked in are not paired.':
    'Die Anwesenheitsmeldung für Runde {round} schließt um {time} UTC. Wer sich nicht gemeldet hat, wird nicht gepaart.',
  'Check-in for round {round} closes soon. Players who have not checked in are not paired.':
    'Die Anwesenheitsmeldung für Runde {round} schließt bald. Wer sich nicht gemeldet hat, wird nicht gepaart.',
  'result of board {board} disputed': 'Ergebnis an Brett {board} strittig',
  'The players of board {board} (round {round}) entered different results; the arbiter decides.':
    'Die Spieler an Brett {board} (Runde {round}) haben unterschiedliche Ergebnisse gemeldet; der Schiedsrichter entscheidet.',
  'tournament finished': 'Turnier beendet',
  'The tournament is over ({players, plural, one {# player} other {# players}}).':
    'Das Turnier ist beendet ({players, plural, one {# Spieler} other {# Spieler}}).',
  'The tournament is over: you finished {rank} of {players}.': 'Das Turnier ist beendet: Sie haben Platz {rank} von {players} belegt.',
  '{tournament}: {title}': '{tournament}: {title}',
} satisfies Translations;
