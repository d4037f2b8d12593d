import type { Translations } from '@kingside/contract';

export default {
  'Round {round} paired': 'Ronda {round} emparejada',
  'The pairing of round {round} was cancelled': 'El emparejamiento de la ronda {round} se canceló',
  'Round {round} pairing reverted': 'Emparejamiento de la ronda {round} revertido',
  Pairings: 'Emparejamientos',
  'Pairing added': 'Emparejamiento añadido',
  'Pairing added, against FIDE rules: {warnings}': 'Emparejamiento añadido, contrario a las reglas FIDE: {warnings}',
  'Editing the pairings of round {round}': 'Editando los emparejamientos de la ronda {round}',
  "Round {round} differs from the engine's pairing": 'La ronda {round} difiere del emparejamiento del motor',
  "Round {round} is the engine's pairing": 'La ronda {round} es el emparejamiento del motor',
  'Pairings of round {round} validated': 'Emparejamientos de la ronda {round} validados',
  'Pairing removed': 'Emparejamiento eliminado',
  'Results saved': 'Resultados guardados',
  'Results saved; round {round} is scored': 'Resultados guardados; la ronda {round} está completa',
  'Result history': 'Historial de resultados',
  'Tie-breaks explained': 'Desempates explicados',
  'Round {round} started': 'Ronda {round} iniciada',
  'Round {round} closed: every board had a result': 'Ronda {round} cerrada: todos los tableros tenían resultado',
  'Round {round} closed: {count, plural, one {# board} other {# boards}} without a result scored -/-':
    'Ronda {round} cerrada: {count, plural, one {# tablero} other {# tableros}} sin resultado con -/-',
  'Tournament finished': 'Torneo finalizado',
  'Why round {round} is paired as it is': 'Por qué la ronda {round} está emparejada así',
  "Why round {round}'s matches are as they are": 'Por qué los encuentros de la ronda {round} son así',
  'Check-in for round {round} has not been held: open it and close it before pairing, or turn check-in off':
    'El registro de presencia de la ronda {round} no se ha hecho: ábralo y ciérrelo antes de emparejar, o desactívelo',
  'Check-in for round {round} is still open: close it before pairing':
    'El registro de presencia de la ronda {round} sigue abierto: ciérrelo antes de emparejar',
  'The pairing of round {round} is in progress; wait for it, or cancel it': 'El emparejamiento de la ronda {round} está en curso; espere o cancélelo',
  'The pairing needed more than its memory limit of {megabytes} MB and was stopped':
    'El emparejamiento superó su límite de memoria de {megabytes} MB y se detuvo',
  'The pairing was cancelled': 'El emparejamiento se canceló',
  'The pairing took longer than its limit of {seconds} s and was stopped': 'El emparejamiento superó su límite de {seconds} s y se detuvo',
  'The pairing engine stopped unexpectedly ({detail})': 'El motor de emparejamiento se detuvo inesperadamente ({detail})',
  '{count, plural, one {board {boards}} other {boards {boards}}}': '{count, plural, one {tablero {boards}} other {tableros {boards}}}',
  '{what}; confirm it to go ahead (confirmation "confirmed")': '{what}; confírmelo para continuar (confirmation "confirmed")',
  '{what}; confirm it twice to go ahead (confirmation "confirmed-twice")': '{what}; confírmelo dos veces para continuar (confirmation "confirmed-twice")',
  '{what}: refused in FIDE mode; only leaving FIDE mode (for good) allows it':
    '{what}: rechazado en modo FIDE; solo salir (definitivamente) del modo FIDE lo permite',
  '{first}; {rest}': '{first}; {rest}',
  "{reason}; the engine's pairing of round {round} could not be made, validate again":
    '{reason}; no se pudo hacer el emparejamiento de la ronda {round} por el motor, valide de nuevo',
  'Pair every player of round {round} first: {names} not paired': 'Empareje primero a todos los jugadores de la ronda {round}: {names} sin emparejar',
  "A team event's boards come from the teams' lineups; change a lineup, or record a match forfeit, instead":
    'Los tableros de una competición por equipos salen de las alineaciones; cambie una alineación, o registre una incomparecencia del encuentro',
  'No round is paired yet': 'Todavía no hay ninguna ronda emparejada',
  'Only the current round (round {round}) can be changed by hand': 'Solo la ronda actual (ronda {round}) se puede cambiar a mano',
  'Round {round} is scored; pair round {next} instead': 'La ronda {round} ya tiene todos sus resultados; empareje la ronda {next}',
  'Round {round}\'s pairings are not being edited; choose "Edit pairings" first':
    'Los emparejamientos de la ronda {round} no se están editando; elija primero "Edit pairings"',
  '{first} and {second} have already played each other (round {round}; FIDE C.04.1 art. 2)':
    '{first} y {second} ya han jugado entre sí (ronda {round}; FIDE C.04.1 art. 2)',
  '{first} and {second} may not be paired in round {round} (FIDE C.04.1 art. 2)':
    '{first} y {second} no pueden emparejarse en la ronda {round} (FIDE C.04.1 art. 2)',
  "{name} has already had the pairing-allocated bye or a win's points without playing (FIDE C.04.1 art. 4)":
    '{name} ya ha tenido el bye asignado por el emparejamiento o los puntos de una victoria sin jugar (FIDE C.04.1 art. 4)',
  'Round {round} already has a pairing-allocated bye ({name}; FIDE C.04.1 art. 3)':
    'La ronda {round} ya tiene un bye asignado por el emparejamiento ({name}; FIDE C.04.1 art. 3)',
  '{name} would have {count} more whites than blacks (FIDE C.04.1 art. 6)': '{name} tendría {count} blancas más que negras (FIDE C.04.1 art. 6)',
  '{name} would have {count} more blacks than whites (FIDE C.04.1 art. 6)': '{name} tendría {count} negras más que blancas (FIDE C.04.1 art. 6)',
  '{name} would have white three times running (FIDE C.04.1 art. 7)': '{name} tendría blancas tres veces seguidas (FIDE C.04.1 art. 7)',
  '{name} would have black three times running (FIDE C.04.1 art. 7)': '{name} tendría negras tres veces seguidas (FIDE C.04.1 art. 7)',
  '{first} and {second} both get the colour opposite to the one due to them (FIDE C.04.3 art. 5)':
    '{first} y {second} reciben ambos el color contrario al que les corresponde (FIDE C.04.3 art. 5)',
  '{name} has withdrawn': '{name} se ha retirado',
  'Pairing not added: {warnings}': 'Emparejamiento no añadido: {warnings}',
  'Pairing not added, against FIDE rules: {warnings}': 'Emparejamiento no añadido, contrario a las reglas FIDE: {warnings}',
  'black: a player cannot play themselves': 'black: un jugador no puede jugar contra sí mismo',
  '{field}: no such player in this tournament': '{field}: no hay tal jugador en este torneo',
  '{field}: {expelled}, and an expelled player is not paired again': '{field}: {expelled}, y un jugador expulsado no vuelve a emparejarse',
  '{field}: {name} is already {kind, select, game {paired on board {board}} pairing_bye {on board {board} (pairing bye)} half_point_bye {on board {board} (half point bye)} full_point_bye {on board {board} (full point bye)} zero_point_bye {on board {board} (zero point bye)} forfeit_win {on board {board} (forfeit win)} absent {on board {board} (absent)} other {on board {board}}}; remove that pairing first':
    '{field}: {name} ya está {kind, select, game {emparejado en el tablero {board}} pairing_bye {en el tablero {board} (bye del emparejamiento)} half_point_bye {en el tablero {board} (bye de medio punto)} full_point_bye {en el tablero {board} (bye de un punto)} zero_point_bye {en el tablero {board} (bye de cero puntos)} forfeit_win {en el tablero {board} (victoria por incomparecencia)} absent {en el tablero {board} (ausente)} other {en el tablero {board}}}; elimine primero ese emparejamiento',
  'board: round {round} has no board {board}': 'board: la ronda {round} no tiene tablero {board}',
  'board: board {board} has a result ({result}); it can no longer be removed': 'board: el tablero {board} tiene resultado ({result}); ya no se puede eliminar',
  'Not paired in round {round}: {names}': 'Sin emparejar en la ronda {round}: {names}',
  'The round robin has {rounds} rounds': 'El round robin tiene {rounds} rondas',
  'The pairing of round {round} was cancelled; nothing was saved': 'El emparejamiento de la ronda {round} se canceló; no se guardó nada',
  'The players of round {round} changed while it was being paired; nothing was saved, pair it again':
    'Los jugadores de la ronda {round} cambiaron mientras se emparejaba; no se guardó nada, empareje de nuevo',
  '{reason}; round {round} stays unpaired, pair it again': '{reason}; la ronda {round} sigue sin emparejar, empareje de nuevo',
  'No pairing is in progress': 'No hay ningún emparejamiento en curso',
  'Round {round} is already paired': 'La ronda {round} ya está emparejada',
  'Pair round {round} first': 'Empareje primero la ronda {round}',
  'The tournament has {rounds} rounds; change the number of rounds to pair more':
    'El torneo tiene {rounds} rondas; cambie el número de rondas para emparejar más',
  'Start round {round} and enter its results first': 'Inicie primero la ronda {round} e introduzca sus resultados',
  'Enter every result of round {round} first ({boards} without a result)':
    'Introduzca primero todos los resultados de la ronda {round} ({boards} sin resultado)',
  'At least two players must be available to pair round {round} ({available} available)':
    'Se necesitan al menos dos jugadores disponibles para emparejar la ronda {round} ({available} disponibles)',
  'No valid pairing exists for round {round}: no pairing of the {available} available players meets the FIDE absolute criteria (no two players meet twice, nobody gets a second bye or a win without playing); enter more players, or end the tournament after round {previous}':
    'No existe un emparejamiento válido para la ronda {round}: ningún emparejamiento de los {available} jugadores disponibles cumple los criterios absolutos FIDE (nadie se enfrenta dos veces, nadie recibe un segundo bye ni una victoria sin jugar); inscriba más jugadores, o termine el torneo tras la ronda {previous}',
  '{count, plural, one {pairing number {numbers}} other {pairing numbers {numbers}}} left out':
    '{count, plural, one {número de emparejamiento {numbers} omitido} other {números de emparejamiento {numbers} omitidos}}',
  '{numbers} seated twice': '{numbers} sentados dos veces',
  '{numbers} not available': '{numbers} no disponibles',
  'No valid pairing exists for round {round}: the Dutch pairing does not seat every available player exactly once ({why}); nothing was saved':
    'No existe un emparejamiento válido para la ronda {round}: el emparejamiento holandés no sienta a cada jugador disponible exactamente una vez ({why}); no se guardó nada',
  'A round robin needs at least two players ({available} available)': 'Un round robin necesita al menos dos jugadores ({available} disponibles)',
  "Round {round} differs from the engine's pairing ({boards} not the engine's); the change is written into the TRF export as ### MPA":
    'La ronda {round} difiere del emparejamiento del motor ({boards} no son del motor); el cambio se escribe en la exportación TRF como ### MPA',
  "Round {round}'s pairings changed while they were being validated; nothing was saved, validate again":
    'Los emparejamientos de la ronda {round} cambiaron mientras se validaban; no se guardó nada, valide de nuevo',
  '{field}: board {board} was changed meanwhile by {by}: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: {by} cambió mientras tanto el tablero {board}: ahora no tiene resultado, el suyo es {yours}. No se guardó nada; déjelo sin resultado, o introduzca {yours} de nuevo para reemplazarlo',
  '{field}: board {board} was changed meanwhile by {by}: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: {by} cambió mientras tanto el tablero {board}: ahora tiene {theirs}, el suyo es {yours}. No se guardó nada; mantenga {theirs}, o introduzca {yours} de nuevo para reemplazarlo',
  '{field}: board {board} was changed meanwhile: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: el tablero {board} cambió mientras tanto: ahora no tiene resultado, el suyo es {yours}. No se guardó nada; déjelo sin resultado, o introduzca {yours} de nuevo para reemplazarlo',
  '{field}: board {board} was changed meanwhile: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: el tablero {board} cambió mientras tanto: ahora tiene {theirs}, el suyo es {yours}. No se guardó nada; mantenga {theirs}, o introduzca {yours} de nuevo para reemplazarlo',
  'Start round {round} first (trigger-round-start)': 'Inicie primero la ronda {round} (trigger-round-start)',
  '{field}: board {board} is listed twice': '{field}: el tablero {board} aparece dos veces',
  '{field}: round {round} has no board {board}': '{field}: la ronda {round} no tiene tablero {board}',
  '{field}: board {board} is a bye or an absence; its score is fixed': '{field}: el tablero {board} es un bye o una ausencia; su puntuación es fija',
  'Only the last paired round (round {round}) can be reverted': 'Solo se puede revertir la última ronda emparejada (ronda {round})',
  'Round {round} already has {count, plural, one {# result} other {# results}}; it can no longer be reverted':
    'La ronda {round} ya tiene {count, plural, one {# resultado} other {# resultados}}; ya no se puede revertir',
  'Pair round 1 first': 'Empareje primero la ronda 1',
  'Round {round} has already started': 'La ronda {round} ya ha comenzado',
  'Round {round} is over; pair round {next} first': 'La ronda {round} ha terminado; empareje primero la ronda {next}',
  "Round {round}'s pairings are being edited; validate them first": 'Los emparejamientos de la ronda {round} se están editando; valídelos primero',
  'Publish the lineups of round {round} first': 'Publique primero las alineaciones de la ronda {round}',
  'Start round {round} first': 'Inicie primero la ronda {round}',
  'Round {round} is already scored': 'La ronda {round} ya tiene todos sus resultados',
  'The tournament has already finished': 'El torneo ya ha terminado',
  'Enter every result of round {round} first': 'Introduzca primero todos los resultados de la ronda {round}',
  'Pair round {round} first (the tournament has {rounds} rounds)': 'Empareje primero la ronda {round} (el torneo tiene {rounds} rondas)',
  'At least two teams with players must be available to pair round {round} ({available} available)':
    'Se necesitan al menos dos equipos con jugadores disponibles para emparejar la ronda {round} ({available} disponibles)',
  'No legal pairing exists for round {round}: {reason}; withdraw a team, or end the event after round {previous}':
    'No existe un emparejamiento reglamentario para la ronda {round}: {reason}; retire un equipo, o termine la competición tras la ronda {previous}',
  'A team round robin needs at least two teams ({available} available)': 'Un round robin por equipos necesita al menos dos equipos ({available} disponibles)',
  'This is an individual Swiss: ask why-this-pairing': 'Es un suizo individual: consulte why-this-pairing',
  'Round {round} follows the Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain':
    'La ronda {round} sigue la tabla de Berger (FIDE C.05 anexo 1); no hay emparejamiento suizo que explicar',
  'Round {round} was not paired by the engine here (it was imported): there is no record of its pairing to explain':
    'La ronda {round} no la emparejó aquí el motor (se importó): no hay registro de su emparejamiento que explicar',
  'Round {round} pairs teams: ask why-these-matches': 'La ronda {round} empareja equipos: consulte why-these-matches',
  "Round {round} follows the round robin's Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain":
    'La ronda {round} sigue la tabla de Berger del round robin (FIDE C.05 anexo 1); no hay emparejamiento suizo que explicar',
  "Round {round} was not paired by the engine here (it was imported, or paired before the engine's reasons were kept): there is no record of its pairing to explain":
    'La ronda {round} no la emparejó aquí el motor (se importó, o se emparejó antes de que se guardaran las razones del motor): no hay registro de su emparejamiento que explicar',
  'This API needs the application key in the {header} header or the {query} query parameter':
    'Esta API necesita la clave de aplicación en la cabecera {header} o en el parámetro de consulta {query}',
  'This address already follows {count} live streams, the most one address may hold open at once; close a page that follows a tournament live and reload':
    'Esta dirección ya sigue {count} transmisiones en directo, el máximo que una dirección puede mantener abiertas a la vez; cierre una página que siga un torneo en directo y recargue',
  Standings: 'Clasificación',
  'No player has the start number {number}': 'Ningún jugador tiene el número inicial {number}',
  'Team {number}': 'Equipo {number}',
  '{count, plural, one {{points} match point} other {{points} match points}}':
    '{count, plural, one {{points} punto de encuentro} other {{points} puntos de encuentro}}',
  '{count, plural, one {{points} game point} other {{points} game points}}':
    '{count, plural, one {{points} punto de partida} other {{points} puntos de partida}}',
  '{count, plural, one {{points} point} other {{points} points}}': '{count, plural, one {{points} punto} other {{points} puntos}}',
  'grant both colour preferences': 'conceder ambas preferencias de color',
  'grant the stronger colour preference (of two absolute ones, the wider colour difference)':
    'conceder la preferencia de color más fuerte (entre dos absolutas, la de mayor diferencia de color)',
  'alternate the colours from the most recent round in which the two had different colours':
    'alternar los colores desde la ronda más reciente en que ambos tuvieron colores distintos',
  "grant the higher ranked player's colour preference": 'conceder la preferencia de color del jugador mejor clasificado',
  'the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one':
    'el jugador mejor clasificado recibe el color inicial con un número de emparejamiento impar, el otro color con uno par',
  '{player} has no colour preference': '{player} no tiene preferencia de color',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference)':
    '{player} debe jugar con {colour, select, w {blancas} other {negras}} (preferencia {strength, select, absolute {absoluta} strong {fuerte} other {leve}})',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference, colour difference {difference})':
    '{player} debe jugar con {colour, select, w {blancas} other {negras}} (preferencia {strength, select, absolute {absoluta} strong {fuerte} other {leve}}, diferencia de color {difference})',
  '{whitePreference}; {blackPreference}. Both preferences are granted (C.04.3 art. 5.2.1: {rule}).':
    '{whitePreference}; {blackPreference}. Se conceden ambas preferencias (C.04.3 art. 5.2.1: {rule}).',
  '{whitePreference}; {blackPreference}. {player} has the stronger preference and gets {colour, select, w {white} other {black}} (C.04.3 art. 5.2.2: {rule}).':
    '{whitePreference}; {blackPreference}. {player} tiene la preferencia más fuerte y recibe {colour, select, w {blancas} other {negras}} (C.04.3 art. 5.2.2: {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength. Going back to the latest round in which they had different colours, each now gets the other one (C.04.3 art. 5.2.3: {rule}).':
    '{whitePreference}; {blackPreference}: el mismo color, con preferencias de igual fuerza. Volviendo a la última ronda en que tuvieron colores distintos, cada uno recibe ahora el otro (C.04.3 art. 5.2.3: {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength and the same colour history. {higher}, the higher ranked, gets the preference, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.4: {rule}).':
    '{whitePreference}; {blackPreference}: el mismo color, con preferencias de igual fuerza y el mismo historial de colores. {higher}, el mejor clasificado, obtiene su preferencia, {colour, select, w {blancas} other {negras}} (C.04.3 art. 5.2.4: {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (odd) and gets the initial colour, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'Ninguno tiene preferencia de color. {higher}, el mejor clasificado, tiene el número de emparejamiento {number} (impar) y recibe el color inicial, {colour, select, w {blancas} other {negras}} (C.04.3 art. 5.2.5: {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (even) and gets the colour opposite to the initial one, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'Ninguno tiene preferencia de color. {higher}, el mejor clasificado, tiene el número de emparejamiento {number} (par) y recibe el color opuesto al inicial, {colour, select, w {blancas} other {negras}} (C.04.3 art. 5.2.5: {rule}).',
  '{player} floats down: nobody in the bracket may play them under the absolute criteria (C.04.3 C1–C3: they have already met, the pairing is prohibited, or both have the same absolute colour preference).':
    '{player} baja: nadie del grupo puede jugar con él según los criterios absolutos (C.04.3 C1–C3: ya se han enfrentado, el emparejamiento está prohibido, o ambos tienen la misma preferencia de color absoluta).',
  "{player} floats down: the bracket has an odd number of players ({size}), so one of them must float; the quality criteria and the bracket's order (C.04.3 art. 2–3) chose {player}.":
    '{player} baja: el grupo tiene un número impar de jugadores ({size}), así que uno de ellos debe bajar; los criterios de calidad y el orden del grupo (C.04.3 art. 2–3) eligieron a {player}.',
  '{player} floats down although a partner was free in the bracket: pairing them here would have left players below unpairable (C.04.3 C4, completion) or moved the bye to a higher score than necessary (C5).':
    '{player} baja aunque había un compañero libre en el grupo: emparejarlo aquí habría dejado sin emparejamiento posible a jugadores de más abajo (C.04.3 C4, completitud) o llevado el bye a una puntuación más alta de lo necesario (C5).',
  '{player} floats down: {count, plural, one {the player {player} could meet in the bracket ({opponents}) is needed} other {the players {player} could meet in the bracket ({opponents}) are each needed}} for another pair, in the pairing that pairs the whole round (C.04.3 C4) with the most pairs in this bracket (C6).':
    '{player} baja: {count, plural, one {el jugador con quien {player} podía enfrentarse en el grupo ({opponents}) es necesario} other {los jugadores con quienes {player} podía enfrentarse en el grupo ({opponents}) son necesarios, cada uno,}} para otra pareja, en el emparejamiento que empareja toda la ronda (C.04.3 C4) con el mayor número de parejas en este grupo (C6).',
  '{lower} floats up to play {higher}, moved down with {points}: moved-down players are paired first, each with the highest resident the criteria allow (C.04.3 art. 3).':
    '{lower} sube para jugar con {higher}, bajado con {points}: los jugadores bajados se emparejan primero, cada uno con el residente más alto que permiten los criterios (C.04.3 art. 3).',
  '{player} ({points}) gets the pairing-allocated bye: the player left over once everyone else is paired, from the lowest score that allows it, and allowed to have it (C.04.3 C2, C4, C5).':
    '{player} ({points}) recibe el bye asignado por el emparejamiento: el jugador que queda una vez emparejados todos los demás, de la puntuación más baja que lo permite, y con derecho a recibirlo (C.04.3 C2, C4, C5).',
  "{player} has already had the pairing-allocated bye or a win's points without playing, and may not have it again (C.04.3 C2).":
    '{player} ya ha tenido el bye asignado por el emparejamiento o los puntos de una victoria sin jugar, y no puede volver a tenerlo (C.04.3 C2).',
  '{player} has fewer points, but no pairing of everybody else leaves a player with that score over: the bye goes to the lowest score it can (C.04.3 C4, C5).':
    '{player} tiene menos puntos, pero ningún emparejamiento de todos los demás deja libre a un jugador de esa puntuación: el bye va a la puntuación más baja posible (C.04.3 C4, C5).',
  '{player} has as many points but more unplayed games ({unplayed} against {assigneeUnplayed} for {assignee}): the bye goes to the player with the fewest (C.04.3 C9).':
    '{player} tiene los mismos puntos pero más partidas no jugadas ({unplayed} frente a {assigneeUnplayed} de {assignee}): el bye va al jugador que tiene menos (C.04.3 C9).',
  "{player} has as many points; the pairing that pairs {player} and leaves {assignee} over comes first on the quality criteria and then in the bracket's order (C.04.3 art. 2–3).":
    '{player} tiene los mismos puntos; el emparejamiento que empareja a {player} y deja libre a {assignee} va primero según los criterios de calidad y luego según el orden del grupo (C.04.3 art. 2–3).',
  'before either team has played, the first team gets the initial colour with an odd TPN, the other colour with an even one':
    'antes de que ninguno de los dos equipos haya jugado, el primer equipo recibe el color inicial con un TPN impar, el otro color con uno par',
  'grant the only colour preference': 'conceder la única preferencia de color',
  'type B: grant the only strong colour preference': 'tipo B: conceder la única preferencia de color fuerte',
  'white to the team with the lower colour difference': 'blancas para el equipo con la menor diferencia de color',
  'alternate the colours from the latest round in which the two had different colours':
    'alternar los colores desde la última ronda en que ambos tuvieron colores distintos',
  "grant the first team's colour preference": 'conceder la preferencia de color del primer equipo',
  "alternate the first team's colour from its last match": 'alternar el color del primer equipo respecto a su último encuentro',
  "give the first team the other team's colour of its last match": 'dar al primer equipo el color que tuvo el otro equipo en su último encuentro',
  'the higher score': 'la puntuación más alta',
  'the same score and the higher secondary score': 'la misma puntuación y la puntuación secundaria más alta',
  'the same scores and the smaller TPN': 'las mismas puntuaciones y el TPN más pequeño',
  'no other team can have it and leave the rest pairable': 'ningún otro equipo puede tenerlo dejando emparejable al resto',
  'of the teams whose bye leaves the rest pairable, it has the lowest score': 'de los equipos cuyo bye deja emparejable al resto, es el de puntuación más baja',
  'of the lowest scores whose bye leaves the rest pairable, it has played the most matches':
    'de las puntuaciones más bajas cuyo bye deja emparejable al resto, es el que más encuentros ha jugado',
  'of the teams left equal by score and matches played, it has the largest TPN':
    'de los equipos que siguen empatados en puntuación y encuentros jugados, es el de mayor TPN',
  'the otherwise first choice has a team that floated in the previous round (C.04.6 C7)':
    'la que de otro modo sería la primera opción tiene un equipo que flotó en la ronda anterior (C.04.6 C7)',
  'it lets the following scoregroup be paired with as few upfloaters of its own as can be (C.04.6 C6)':
    'permite emparejar el siguiente grupo de puntuación con tan pocos flotantes ascendentes propios como sea posible (C.04.6 C6)',
  'it has the highest scores that leave a legal pairing (C.04.6 C5)': 'tiene las puntuaciones más altas que dejan un emparejamiento reglamentario (C.04.6 C5)',
  'the sets before it leave no legal pairing of the bracket or of the teams below (C.04.6 C1, C3)':
    'los conjuntos anteriores no dejan ningún emparejamiento reglamentario del grupo ni de los equipos de más abajo (C.04.6 C1, C3)',
  'it is the first set in the order of art. 3.5: the highest placed teams below':
    'es el primer conjunto en el orden del art. 3.5: los equipos mejor situados de más abajo',
  '{team} has no colour preference': '{team} no tiene preferencia de color',
  '{team} has no colour preference (colour difference {difference})': '{team} no tiene preferencia de color (diferencia de color {difference})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, {met, select, yes {met} other {not met}})':
    '{team} debe jugar con {colour, select, w {blancas} other {negras}} (preferencia {strength, select, strong {fuerte} other {leve}}, {met, select, yes {cumplida} other {no cumplida}})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, colour difference {difference}, {met, select, yes {met} other {not met}})':
    '{team} debe jugar con {colour, select, w {blancas} other {negras}} (preferencia {strength, select, strong {fuerte} other {leve}}, diferencia de color {difference}, {met, select, yes {cumplida} other {no cumplida}})',
  '{team} ({points}) gets the pairing-allocated bye: {reason} (C.04.6 art. {step}).':
    '{team} ({points}) recibe el bye asignado por el emparejamiento: {reason} (C.04.6 art. {step}).',
  '{count, plural, one {{teams} would come first, but with its bye} other {{teams} would come first, but with their bye}} the other teams could not all be paired without a rematch or a forbidden pair (C.04.6 art. 3.4.1).':
    '{count, plural, one {{teams} iría primero, pero con su bye} other {{teams} irían primero, pero con su bye}} los demás equipos no podrían emparejarse todos sin repetir un encuentro ni formar una pareja prohibida (C.04.6 art. 3.4.1).',
  '{count, plural, one {{teams} may not have it: it has already had} other {{teams} may not have it: each has already had}} a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.6 C2).':
    '{count, plural, one {{teams} no puede tenerlo: ya ha tenido} other {{teams} no pueden tenerlo: cada uno ya ha tenido}} un bye asignado por el emparejamiento, un encuentro ganado por incomparecencia o un bye de un punto (C.04.6 C2).',
  'The scoregroup has an odd number of teams, so one team floats up into the bracket of {points}: {teams}, because {reason}.':
    'El grupo de puntuación tiene un número impar de equipos, así que un equipo sube al grupo de {points}: {teams}, porque {reason}.',
  'Its teams cannot be paired among themselves with fewer, so {count, plural, one {# team floats} other {# teams float}} up (C.04.6 C4) into the bracket of {points}: {teams}, because {reason}.':
    'Sus equipos no pueden emparejarse entre sí con menos, así que {count, plural, one {# equipo sube} other {# equipos suben}} (C.04.6 C4) al grupo de {points}: {teams}, porque {reason}.',
  '{count, plural, one {# upfloater} other {# upfloaters}} that floated in the previous round (C7)':
    '{count, plural, one {# flotante ascendente que flotó} other {# flotantes ascendentes que flotaron}} en la ronda anterior (C7)',
  '{count, plural, one {# match} other {# matches}} leaving a colour preference unmet (C8)':
    '{count, plural, one {# encuentro que deja} other {# encuentros que dejan}} una preferencia de color sin cumplir (C8)',
  '{count, plural, one {# of them a strong preference} other {# of them strong preferences}} of type B (C9)':
    '{count, plural, one {# de ellos una preferencia fuerte} other {# de ellos preferencias fuertes}} de tipo B (C9)',
  '{count, plural, one {# upfloater} other {# upfloaters}} against a team that floated in the previous round (C10)':
    '{count, plural, one {# flotante ascendente} other {# flotantes ascendentes}} contra un equipo que flotó en la ronda anterior (C10)',
  'No legal pairing of the bracket does better: {unmet}.': 'Ningún emparejamiento reglamentario del grupo lo hace mejor: {unmet}.',
  '{whitePreference}; {blackPreference}. {first} is the first team, with {firstRule} (C.04.6 art. {firstArticle}). {white} has white on board 1: {rule} (C.04.6 art. {article}).':
    '{whitePreference}; {blackPreference}. {first} es el primer equipo, con {firstRule} (C.04.6 art. {firstArticle}). {white} juega con blancas en el tablero 1: {rule} (C.04.6 art. {article}).',
} satisfies Translations;
