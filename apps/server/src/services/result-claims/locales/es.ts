import type { Translations } from '@kingside/contract';

export default {
  'Your board': 'Su tablero',
  'Both players confirmed: the result waits for the arbiter': 'Ambos jugadores confirmaron: el resultado espera al árbitro',
  'Your opponent confirmed another result: the arbiter decides': 'Su rival confirmó otro resultado: decide el árbitro',
  'Your result is recorded; waiting for your opponent': 'Su resultado está registrado; a la espera de su rival',
  'Confirmations by the players': 'Confirmaciones de los jugadores',
  'Round {round} is not paired yet': 'La ronda {round} todavía no está emparejada',
  'Round {round} has no board {board}': 'La ronda {round} no tiene tablero {board}',
  'Board {board} of round {round} is a bye or an absence: nobody plays there':
    'El tablero {board} de la ronda {round} es un bye o una ausencia: nadie juega allí',
  'Only the two players of board {board} may confirm its result': 'Solo los dos jugadores del tablero {board} pueden confirmar su resultado',
  'The arbiter has entered the result of board {board}: {result}. Confirmations no longer change it.':
    'El árbitro ha anotado el resultado del tablero {board}: {result}. Las confirmaciones ya no lo cambian.',
  'The tournament has finished: results can no longer be confirmed.': 'El torneo ha terminado: ya no se pueden confirmar resultados.',
  'Round {round} has not started yet: confirm the result once the game is over.':
    'La ronda {round} aún no ha empezado: confirme el resultado cuando acabe la partida.',
  'Round {round} is closed: results can no longer be confirmed.': 'La ronda {round} está cerrada: ya no se pueden confirmar resultados.',
  '{reason} Your confirmation ({result}) was not recorded.': '{reason} Su confirmación ({result}) no se registró.',
} satisfies Translations;
