import type { Translations } from '@kingside/contract';

export default {
  'The lineups of round {round}': 'Las alineaciones de la ronda {round}',
  'Lineup set': 'Alineación fijada',
  'The lineups of round {round} are published': 'Las alineaciones de la ronda {round} están publicadas',
  'Match forfeit recorded': 'Incomparecencia del encuentro registrada',
  'Match forfeit undone': 'Incomparecencia del encuentro anulada',
  'Board {board} of the match already has a result; correct the board results instead':
    'El tablero {board} del encuentro ya tiene resultado; corrija en su lugar los resultados de los tableros',
  'The match is not forfeited': 'El encuentro no está perdido por incomparecencia',
  'Match not found in round {round}': 'Encuentro no encontrado en la ronda {round}',
  'The pairing-allocated bye is no match to forfeit': 'El bye asignado por el emparejamiento no es un encuentro que se pueda dar por incomparecencia',
  'Round {round} is scored; a forfeit changes only a round still being played':
    'La ronda {round} está puntuada; una incomparecencia solo cambia una ronda que aún se juega',
  'The lineups of round {round} are already published': 'Las alineaciones de la ronda {round} ya están publicadas',
  "Only the tournament's arbiters and the teams' captains see the lineups": 'Solo los árbitros del torneo y los capitanes de los equipos ven las alineaciones',
  'A lineup has at most {boards} players ({boards} boards); {given} given':
    'Una alineación tiene como máximo {boards} jugadores ({boards} tableros); se dieron {given}',
  'A player is in the lineup only once': 'Un jugador figura en la alineación una sola vez',
  'A player given is not on the roster of {team}': 'Un jugador indicado no está en la plantilla de {team}',
  '{player} is not on the roster of {team}': '{player} no está en la plantilla de {team}',
  '{player} has withdrawn from the tournament and cannot play': '{player} se ha retirado del torneo y no puede jugar',
  '{after} (roster position {afterPosition}) cannot play below {before} (roster position {beforePosition}): a lineup keeps the roster order; players may be left out, not reordered':
    '{after} (puesto {afterPosition} de la plantilla) no puede jugar por debajo de {before} (puesto {beforePosition} de la plantilla): una alineación mantiene el orden de la plantilla; se puede dejar fuera a jugadores, no reordenarlos',
  "Only the captain of {team} or the tournament's arbiters set its lineup": 'Solo el capitán de {team} o los árbitros del torneo fijan su alineación',
  '{team} is not paired in round {round}: it has no lineup to set': '{team} no está emparejado en la ronda {round}: no tiene alineación que fijar',
  'The lineups of round {round} are published; its boards are made': 'Las alineaciones de la ronda {round} están publicadas; sus tableros están hechos',
  'The lineup deadline of round {round} passed at {deadline}; ask the arbiter to change the lineup':
    'El plazo de alineaciones de la ronda {round} venció a las {deadline}; pida al árbitro que cambie la alineación',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
