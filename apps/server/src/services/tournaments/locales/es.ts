import type { Translations } from '@kingside/contract';

export default {
  'Split into {count, plural, one {# section} other {# sections}}': 'Dividido en {count, plural, one {# grupo} other {# grupos}}',
  'The tournament left FIDE mode in round {round}': 'El torneo salió del modo FIDE en la ronda {round}',
  '{name} expelled': '{name} expulsado',
  'Prohibited pairings': 'Emparejamientos prohibidos',
  'Prohibited pairing added': 'Emparejamiento prohibido añadido',
  'Prohibited pairing removed': 'Emparejamiento prohibido eliminado',
  'Ratings per round': 'Ratings por ronda',
  'Rating entered': 'Rating introducido',
  'Rating removed': 'Rating eliminado',
  'Players {players} ranked by the arbiter after round {round}': 'Jugadores {players} clasificados por el árbitro tras la ronda {round}',
  'Tournament config': 'Configuración del torneo',
  'Tournament config saved': 'Configuración del torneo guardada',
  'Tournament created': 'Torneo creado',
  'Tournament already created': 'Torneo ya creado',
  'Tournament imported': 'Torneo importado',
  Tournaments: 'Torneos',
  Statistics: 'Estadísticas',
  Tournament: 'Torneo',
  'Tournament updated': 'Torneo actualizado',
  'The tournament left FIDE mode in round {round}; it cannot go back': 'El torneo salió del modo FIDE en la ronda {round}; no puede volver',
  'Leaving FIDE mode: It cannot be undone: the tournament stays out of FIDE mode to its end. The round it happens in is written into the TRF export (FIDE rating report) as a comment. Every admin page and export marks the tournament as not run in FIDE mode. Actions FIDE mode refuses (warning level 5) become possible.':
    'Salir del modo FIDE: no se puede deshacer: el torneo queda fuera del modo FIDE hasta el final. La ronda en que ocurre se escribe como comentario en la exportación TRF (informe de rating FIDE). Cada página de administración y exportación marca el torneo como no dirigido en modo FIDE. Las acciones que el modo FIDE rechaza (nivel de aviso 5) pasan a ser posibles.',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    'Expulsión de {name}: el jugador no vuelve a emparejarse en este torneo; un tablero ya emparejado para él se mantiene, por su resultado. Un suizo lo retira de su clasificación, de los premios y de los puestos del TRF; sus rivales conservan las partidas jugadas contra él para sus desempates. La expulsión, con la ronda en que ocurre, se escribe como comentario en la exportación TRF (informe de rating FIDE). No se puede deshacer: el jugador no puede volver al torneo.',
  'Prohibited pairings keep players apart; a team event pairs teams, and its boards come from the lineups':
    'Los emparejamientos prohibidos separan jugadores; una competición por equipos empareja equipos, y sus tableros salen de las alineaciones',
  'Prohibited pairings apply to a Swiss tournament; a round robin pairs everyone with everyone':
    'Los emparejamientos prohibidos se aplican a un torneo suizo; un round robin enfrenta a todos contra todos',
  'Prohibited pairings: round {round} is paired; they are entered before round 1':
    'Emparejamientos prohibidos: la ronda {round} está emparejada; se introducen antes de la ronda 1',
  'lastRound: the tournament has {rounds} rounds': 'lastRound: el torneo tiene {rounds} rondas',
  'entryIds: a player named is not in this tournament': 'entryIds: un jugador indicado no está en este torneo',
  'Prohibited pairing not found': 'Emparejamiento prohibido no encontrado',
  'unratedRating: give the rating unrated players count with, or choose none':
    'unratedRating: indique el rating con el que cuentan los jugadores sin rating, o elija ninguno',
  'ratingMethod: changing the rating method ({from} → {to}). Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: cambio del método de rating ({from} → {to}). La ronda 1 está emparejada: cambian los ratings del torneo, y con ellos los números de emparejamiento mientras aún puedan cambiar (hasta la ronda 3) y cada desempate basado en el rating (ARO, TPR, PTP, APRO, APPO) ya mostrado.',
  'ratingMethod: changing the rating unrated players count with. Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: cambio del rating con el que cuentan los jugadores sin rating. La ronda 1 está emparejada: cambian los ratings del torneo, y con ellos los números de emparejamiento mientras aún puedan cambiar (hasta la ronda 3) y cada desempate basado en el rating (ARO, TPR, PTP, APRO, APPO) ya mostrado.',
  'fromRound: the tournament has {rounds} rounds': 'fromRound: el torneo tiene {rounds} rondas',
  'playerId: the player is not in this tournament': 'playerId: el jugador no está en este torneo',
  'Rating not found': 'Rating no encontrado',
  'A tournament can only be split before round 1 is paired': 'Un torneo solo puede dividirse antes de emparejar la ronda 1',
  '{field}: section {section} would have {count, plural, one {# player} other {# players}}; a section needs at least 2':
    '{field}: la sección {section} tendría {count, plural, one {# jugador} other {# jugadores}}; una sección necesita al menos 2',
  'tiebreaks: round {round} is paired; changing the tie-breaks ({from} → {to}) now: Every standings list, printout and prize ranking is ranked again by the new tie-breaks, those already shown included. Players told their place may find it changed. The change, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment.':
    'tiebreaks: la ronda {round} está emparejada; cambiar ahora los desempates ({from} → {to}): cada clasificación, impresión y orden de premios se vuelve a ordenar con los nuevos desempates, incluidos los ya mostrados. Los jugadores que conocen su puesto pueden verlo cambiar. El cambio, con la ronda en que ocurre, se escribe como comentario en la exportación TRF (informe de rating FIDE).',
  '{field}: {code} is a team tie-break; an individual event ranks by individual ones':
    '{field}: {code} es un desempate por equipos; una competición individual clasifica por desempates individuales',
  '{field}: the primary score always ranks first; list only the tie-breaks after it':
    '{field}: la puntuación principal siempre clasifica primero; indique solo los desempates que la siguen',
  '{field}: points always rank first; list only the tie-breaks after them':
    '{field}: los puntos siempre clasifican primero; indique solo los desempates que los siguen',
  'tiebreaks: {code} is listed twice': 'tiebreaks: {code} aparece dos veces',
  'Club not found': 'Club no encontrado',
  'You do not manage this club': 'No gestionas este club',
  'clubId: a club membership tournament belongs to a club': 'clubId: un torneo para socios de un club pertenece a un club',
  '{field}: {field, select, system {The pairing system} initialColour {The initial colour} boards {The number of boards} teamScoring {The team scoring} other {The rating used}} cannot change once round 1 is paired; revert round 1 first':
    '{field}: {field, select, system {el sistema de emparejamiento} initialColour {el color inicial} boards {el número de tableros} teamScoring {la puntuación por equipos} other {el rating usado}} no puede cambiar una vez emparejada la ronda 1; revierta primero la ronda 1',
  'acceleration: round {round} is paired; the acceleration is chosen before round 1':
    'acceleration: la ronda {round} está emparejada; la aceleración se elige antes de la ronda 1',
  'rounds: a round robin has as many rounds as its Berger table': 'rounds: un round robin tiene tantas rondas como su tabla de Berger',
  'rounds: round {round} is already paired; revert rounds first to have fewer':
    'rounds: la ronda {round} ya está emparejada; revierta primero rondas para tener menos',
  'rounds: a Swiss needs its number of rounds': 'rounds: un suizo necesita su número de rondas',
  'endDate: the end date is before the start date': 'endDate: la fecha de fin es anterior a la de inicio',
  'boards: boards, team scoring and a lineup deadline are for team events only':
    'boards: los tableros, la puntuación por equipos y el plazo de alineaciones son solo para competiciones por equipos',
  'Only organisers and admins manage tournaments': 'Solo los organizadores y los administradores gestionan torneos',
  'trf: the match points (362): {problem}': 'trf: los puntos de encuentro (362): {problem}',
  'trf: the pairing-allocated bye is worth {matchPoints} match points and {gamePoints} game points (320); Kingside counts it as a drawn match, {drawMatchPoints} and {drawGamePoints} (C.04.6 art. 1.4)':
    'trf: el bye del emparejamiento vale {matchPoints} puntos de encuentro y {gamePoints} puntos de partida (320); Kingside lo cuenta como un encuentro empatado, {drawMatchPoints} y {drawGamePoints} (C.04.6 art. 1.4)',
  "trf: team {team}'s name holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: el nombre del equipo {team} contiene {found}, un carácter invisible o que cambia la dirección del texto; elimínelo e importe de nuevo',
  'trf: two teams are named "{name}" (310); a team\'s name is its own in an event':
    'trf: dos equipos se llaman "{name}" (310); en una competición cada equipo tiene su propio nombre',
  'trf: team {team} wins its boards of round {round} by forfeit against no team; a match forfeited as a whole is a 330 record':
    'trf: el equipo {team} gana sus tableros de la ronda {round} por incomparecencia sin equipo rival; un encuentro perdido entero por incomparecencia es un registro 330',
  'trf: a team event has 1 to {max} boards per match; the file has {boards}':
    'trf: una competición por equipos tiene de 1 a {max} tableros por encuentro; el archivo tiene {boards}',
  'trf: the boards’ colours (352) do not alternate from white on board 1, which is how Kingside gives them (C.04.6 art. 4)':
    'trf: los colores de los tableros (352) no alternan desde blancas en el tablero 1, que es como los da Kingside (C.04.6 art. 4)',
  'trf: player {player} has a {result} bye in round {round}, which Kingside does not record':
    'trf: el jugador {player} tiene un bye {result} en la ronda {round}, que Kingside no registra',
  'trf: round {round} pairs {player} with {opponent}, who does not have them as opponent':
    'trf: la ronda {round} empareja a {player} con {opponent}, que no lo tiene como rival',
  'trf: round {round}, {player} against {opponent}: results {result} and {opponentResult} do not go together':
    'trf: ronda {round}, {player} contra {opponent}: los resultados {result} y {opponentResult} no concuerdan',
  "trf: {what, select, name {the tournament name (012)} city {the city (022)} chiefArbiter {the chief arbiter (102)} deputy {a deputy arbiter (112)} other {player {player}'s name}} holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: {what, select, name {el nombre del torneo (012)} city {la ciudad (022)} chiefArbiter {el árbitro principal (102)} deputy {un árbitro adjunto (112)} other {el nombre del jugador {player}}} contiene {found}, un carácter invisible o que cambia la dirección del texto; elimínelo e importe de nuevo',
  'trf: the point system must be in half points from 0 to 10': 'trf: el sistema de puntos debe ir en medios puntos de 0 a 10',
  'trf: the file has no players (001 lines)': 'trf: el archivo no tiene jugadores (líneas 001)',
  'trf: the file gives no number of rounds (142 or XXR) and records none': 'trf: el archivo no indica el número de rondas (142 o XXR) y no registra ninguna',
} satisfies Translations;
