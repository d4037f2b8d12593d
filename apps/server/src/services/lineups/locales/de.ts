import type { Translations } from '@kingside/contract';

export default {
  'The lineups of round {round}': 'Die Aufstellungen der Runde {round}',
  'Lineup set': 'Aufstellung festgelegt',
  'The lineups of round {round} are published': 'Die Aufstellungen der Runde {round} sind veröffentlicht',
  'Match forfeit recorded': 'Kampflose Wertung des Mannschaftskampfs eingetragen',
  'Match forfeit undone': 'Kampflose Wertung des Mannschaftskampfs zurückgenommen',
  'Board {board} of the match already has a result; correct the board results instead':
    'Brett {board} des Mannschaftskampfs hat schon ein Ergebnis; korrigieren Sie stattdessen die Brettergebnisse',
  'The match is not forfeited': 'Der Mannschaftskampf ist nicht kampflos gewertet',
  'Match not found in round {round}': 'Mannschaftskampf in Runde {round} nicht gefunden',
  'The pairing-allocated bye is no match to forfeit': 'Das bei der Auslosung vergebene Spielfrei ist kein Mannschaftskampf, der kampflos gewertet werden kann',
  'Round {round} is scored; a forfeit changes only a round still being played':
    'Runde {round} ist gewertet; eine kampflose Wertung ändert nur eine noch laufende Runde',
  'The lineups of round {round} are already published': 'Die Aufstellungen der Runde {round} sind bereits veröffentlicht',
  "Only the tournament's arbiters and the teams' captains see the lineups":
    'Nur die Schiedsrichter des Turniers und die Mannschaftsführer sehen die Aufstellungen',
  'A lineup has at most {boards} players ({boards} boards); {given} given':
    'Eine Aufstellung hat höchstens {boards} Spieler ({boards} Bretter); {given} angegeben',
  'A player is in the lineup only once': 'Ein Spieler steht nur einmal in der Aufstellung',
  'A player given is not on the roster of {team}': 'Ein angegebener Spieler steht nicht in der Mannschaftsliste von {team}',
  '{player} is not on the roster of {team}': '{player} steht nicht in der Mannschaftsliste von {team}',
  '{player} has withdrawn from the tournament and cannot play': '{player} hat sich vom Turnier zurückgezogen und kann nicht spielen',
  '{after} (roster position {afterPosition}) cannot play below {before} (roster position {beforePosition}): a lineup keeps the roster order; players may be left out, not reordered':
    '{after} (Position {afterPosition} der Mannschaftsliste) kann nicht unter {before} (Position {beforePosition} der Mannschaftsliste) spielen: Eine Aufstellung behält die Reihenfolge der Mannschaftsliste; Spieler dürfen fehlen, aber nicht umgestellt werden',
  "Only the captain of {team} or the tournament's arbiters set its lineup":
    'Nur der Mannschaftsführer von {team} oder die Schiedsrichter des Turniers legen ihre Aufstellung fest',
  '{team} is not paired in round {round}: it has no lineup to set': '{team} ist in Runde {round} nicht ausgelost: Es gibt keine Aufstellung festzulegen',
  'The lineups of round {round} are published; its boards are made': 'Die Aufstellungen der Runde {round} sind veröffentlicht; ihre Bretter stehen fest',
  'The lineup deadline of round {round} passed at {deadline}; ask the arbiter to change the lineup':
    'Die Aufstellungsfrist der Runde {round} ist um {deadline} abgelaufen; bitten Sie den Schiedsrichter, die Aufstellung zu ändern',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
