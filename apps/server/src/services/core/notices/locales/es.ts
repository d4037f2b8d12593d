import type { Translations } from '@kingside/contract';

export default {
  'Notice choices': 'Preferencias de avisos',
  'Notice choices saved': 'Preferencias de avisos guardadas',
  'Push notices on for this browser': 'Avisos push activados en este navegador',
  'Push notices off for this browser': 'Avisos push desactivados en este navegador',
  'The push service address must be https': 'La dirección del servicio push debe ser https',
  'p256dh must be an uncompressed P-256 public key (65 bytes)': 'p256dh debe ser una clave pública P-256 sin comprimir (65 bytes)',
  'auth must be 16 bytes': 'auth debe tener 16 bytes',
  'Board {board}: you play {opponent}{colour, select, w { with White} b { with Black} other {}}.':
    'Tablero {board}: juega contra {opponent}{colour, select, w {, con blancas} b {, con negras} other {}}.',
  'You do not play this round: no game.': 'No juega esta ronda: sin partida.',
  'You do not play this round: {bye}.': 'No juega esta ronda: {bye}.',
  'round {round} pairings': 'emparejamientos de la ronda {round}',
  'round {round} is starting': 'la ronda {round} comienza',
  'Round {round} is starting: go to your board.': 'La ronda {round} comienza: vaya a su tablero.',
  'check-in for round {round} closing': 'cierre de la confirmación de la ronda {round}',
  'Check-in for round {round} closes at {time} UTC. Players who have not checked in are not paired.':
    'La confirmación de la ronda {round} cierra a las {time} UTC. Los jugadores que no la hayan hecho no serán emparejados.',
  'Check-in for round {round} closes soon. Players who have not checked in are not paired.':
    'La confirmación de la ronda {round} cierra pronto. Los jugadores que no la hayan hecho no serán emparejados.',
  'result of board {board} disputed': 'resultado del tablero {board} en disputa',
  'The players of board {board} (round {round}) entered different results; the arbiter decides.':
    'Los jugadores del tablero {board} (ronda {round}) introdujeron resultados distintos; decide el árbitro.',
  'tournament finished': 'torneo terminado',
  'The tournament is over ({players, plural, one {# player} other {# players}}).':
    'El torneo ha terminado ({players, plural, one {# jugador} other {# jugadores}}).',
  'The tournament is over: you finished {rank} of {players}.': 'El torneo ha terminado: ha quedado en el puesto {rank} de {players}.',
  '{tournament}: {title}': '{tournament}: {title}',
} satisfies Translations;
