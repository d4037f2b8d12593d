import type { Translations } from '@kingside/contract';

export default {
  'Access was not granted on lichess': 'No se concedió el acceso en lichess',
  'An Arena has no rounds here: it finishes when lichess ends it, read from lichess':
    'Una Arena no tiene rondas aquí: termina cuando lichess la cierra, leído de lichess',
  'Arena standings': 'Clasificación de la Arena',
  'Clock time must be one of {choices} seconds': 'El tiempo de reloj debe ser uno de estos: {choices} segundos',
  'Connect your lichess account first (Account → Connect lichess)': 'Conecta primero tu cuenta de lichess (Cuenta → Conectar lichess)',
  'Connected to lichess as {username}': 'Conectado a lichess como {username}',
  'Continue on lichess': 'Continúa en lichess',
  'Increment must be one of {choices} seconds': 'El incremento debe ser uno de estos: {choices} segundos',
  'Lichess asked Kingside to slow down; try again in {seconds} seconds':
    'Lichess pidió a Kingside que fuera más despacio; inténtalo de nuevo en {seconds} segundos',
  'Lichess could not be reached just now ({reason}); try again in a few minutes':
    'No se pudo contactar con lichess ahora mismo ({reason}); inténtalo en unos minutos',
  'Lichess did not accept the authorization ({reason})': 'Lichess no aceptó la autorización ({reason})',
  'Lichess did not give the game {game}: {reason}': 'Lichess no entregó la partida {game}: {reason}',
  'Lichess did not revoke the token ({reason}); try again': 'Lichess no revocó el token ({reason}); inténtalo de nuevo',
  'Lichess disconnected': 'Lichess desconectado',
  'Lichess games': 'Partidas de lichess',
  'Lichess is not connected': 'Lichess no está conectado',
  'Lichess made {games} games for {boards} boards': 'Lichess creó {games} partidas para {boards} tableros',
  'Lichess no longer accepts your connection (the token was revoked or has expired): connect lichess again':
    'Lichess ya no acepta tu conexión (el token se revocó o caducó): vuelve a conectar lichess',
  'Lichess refused the pairing: {reason}': 'Lichess rechazó el emparejamiento: {reason}',
  'Lichess refused the tournament — {reasons}': 'Lichess rechazó el torneo — {reasons}',
  'Lichess refused to export the Swiss: {reason}': 'Lichess se negó a exportar el suizo: {reason}',
  'Lichess refused to give the Arena: {reason}': 'Lichess se negó a entregar la Arena: {reason}',
  'Lichess refused to give the tournament: {reason}': 'Lichess se negó a entregar el torneo: {reason}',
  'Lichess refused: {reason}': 'Lichess lo rechazó: {reason}',
  "Lichess's TRF export could not be read: {reason}": 'No se pudo leer la exportación TRF de lichess: {reason}',
  'No such tournament': 'No existe ese torneo',
  'Not on lichess': 'No está en lichess',
  'On lichess': 'En lichess',
  'Read from lichess: {players} players in the Arena standings': 'Leído de lichess: {players} jugadores en la clasificación de la Arena',
  'Read from lichess: {players} players, {rounds, plural, one {# round} other {# rounds}}':
    'Leído de lichess: {players} jugadores, {rounds, plural, one {# ronda} other {# rondas}}',
  'Round {round} cannot go to lichess yet. {why}.': 'La ronda {round} aún no puede ir a lichess. {why}.',
  'Round {round} has no games to play': 'La ronda {round} no tiene partidas que jugar',
  'Round {round} is already on lichess': 'La ronda {round} ya está en lichess',
  'Round {round} is not paired yet': 'La ronda {round} todavía no está emparejada',
  'Round {round} was not played on lichess': 'La ronda {round} no se jugó en lichess',
  'Round {round}: {count, plural, one {# game} other {# games}} on lichess': 'Ronda {round}: {count, plural, one {# partida} other {# partidas}} en lichess',
  'Round {round}: {count, plural, one {# result} other {# results}} from lichess, {pending} still open':
    'Ronda {round}: {count, plural, one {# resultado} other {# resultados}} de lichess, {pending} aún abiertos',
  'The lichess tournament': 'El torneo de lichess',
  'The lichess tournament is updated': 'El torneo de lichess está actualizado',
  'The tournament has finished; lichess no longer takes changes to it': 'El torneo ha terminado; lichess ya no admite cambios',
  'This tournament has no lichess counterpart': 'Este torneo no tiene equivalente en lichess',
  'This tournament is no Arena on lichess': 'Este torneo no es una Arena en lichess',
  'You lead no team on lichess: create one at lichess.org/team/new to hold a Swiss there':
    'No diriges ningún equipo en lichess: crea uno en lichess.org/team/new para organizar allí un suizo',
  'Your lichess connection lacks the {scope} permission: connect lichess again':
    'A tu conexión con lichess le falta el permiso {scope}: vuelve a conectar lichess',
  'Your session has ended; please sign in again': 'Su sesión ha terminado; vuelva a iniciar sesión',
  'clockLimit: the clock must give some time': 'clockLimit: el reloj debe dar algo de tiempo',
  'lichess_username: connect through lichess first (lichess_login), then confirm the account':
    'lichess_username: conéctate primero a través de lichess (lichess_login) y luego confirma la cuenta',
  'lichess_username: the lichess account connected is {username}; to use another, disconnect and connect again':
    'lichess_username: la cuenta de lichess conectada es {username}; para usar otra, desconéctala y vuelve a conectar',
  'startsAt: the games must start in the future (leave it out to start them now)':
    'startsAt: las partidas deben empezar en el futuro (omítelo para empezarlas ya)',
  'startsAt: the start must be in the future': 'startsAt: el inicio debe ser en el futuro',
  '{count, plural, one {# round is already under way} other {# rounds are already under way}}':
    '{count, plural, one {# ronda ya está en curso} other {# rondas ya están en curso}}',
  '{count, plural, one {# team you lead on lichess} other {# teams you lead on lichess}}':
    '{count, plural, one {# equipo que diriges en lichess} other {# equipos que diriges en lichess}}',
  '{count, plural, one {{players} has not connected lichess} other {{players} have not connected lichess}}: sign in to Kingside, open /connect-lichess, press “Connect lichess” and approve on lichess':
    '{count, plural, one {{players} no ha conectado lichess} other {{players} no han conectado lichess}}: inicia sesión en Kingside, abre /connect-lichess, pulsa «Conectar lichess» y aprueba en lichess',
  '{count, plural, one {{players} was entered by the organiser} other {{players} were entered by the organiser}}: to play on lichess a player registers in the tournament with their own Kingside account':
    '{count, plural, one {{players} fue inscrito por el organizador} other {{players} fueron inscritos por el organizador}}: para jugar en lichess, el jugador se inscribe en el torneo con su propia cuenta de Kingside',
  '{kind, select, swiss {Swiss} other {Arena}} created on lichess: {url}': '{kind, select, swiss {Suizo} other {Arena}} creado en lichess: {url}',
  '{why}; nothing was connected. Start again from “Connect lichess”.': '{why}; no se conectó nada. Empieza de nuevo desde «Conectar lichess».',
  'A Swiss needs its number of rounds': 'Un suizo necesita su número de rondas',
  'A Swiss has rounds, not a duration': 'Un suizo tiene rondas, no una duración',
  'An Arena needs its duration': 'Una Arena necesita su duración',
  'An Arena has a duration, not rounds': 'Una Arena tiene una duración, no rondas',
} satisfies Translations;
