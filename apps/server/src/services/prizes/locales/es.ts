import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit (no exceptions)': 'el archivo supera el límite de {size} MB (sin excepciones)',
  'choose the CSV or XLSX file of prize winners (field "file"); every field is optional except that one and tournamentId':
    'elija el archivo CSV o XLSX de los premiados (campo «file»); todos los campos son opcionales salvo ese y tournamentId',
  'Prize categories': 'Categorías de premios',
  'Prize structure': 'Estructura de premios',
  'Prize structure saved': 'Estructura de premios guardada',
  'Category {category} saved': 'Categoría {category} guardada',
  'Prize list published': 'Lista de premios publicada',
  'Prize list no longer public': 'La lista de premios ya no es pública',
  'Prize list': 'Lista de premios',
  'The prize list is not published yet': 'La lista de premios aún no está publicada',
  'Prize winners': 'Premiados',
  '{count, plural, one {# prize awarded} other {# prizes awarded}}': '{count, plural, one {# premio otorgado} other {# premios otorgados}}',
  'Prize changed': 'Premio modificado',
  Overall: 'General',
  'Every player': 'Todos los jugadores',
  'Best woman': 'Mejor jugadora',
  'Women and girls': 'Mujeres y niñas',
  'Under {age}': 'Sub-{age}',
  'Born in {year} or later': 'Nacidos en {year} o después',
  '{age} and over': '{age} años o más',
  'Born in {year} or earlier': 'Nacidos en {year} o antes',
  'Below {rating}': 'Menos de {rating}',
  'Rated 1–{rating}': 'Con rating de 1 a {rating}',
  'Best unrated': 'Mejor sin rating',
  'Players without a rating': 'Jugadores sin rating',
  'Best of {club}': 'Mejor de {club}',
  'Members of {club}': 'Miembros de {club}',
  'Best of {federation}': 'Mejor de {federation}',
  'Players of the federation {federation}': 'Jugadores de la federación {federation}',
  'Best of the region': 'Mejor de la región',
  'Players of the region’s federations: keep only those that make the region': 'Jugadores de las federaciones de la región: deje solo las que forman la región',
  'Custom prize': 'Premio personalizado',
  'Name it and add the conditions a player must meet': 'Póngale nombre y añada las condiciones que debe cumplir un jugador',
  '{count, plural, one {order: no player has the start number {numbers}} other {order: no player has the start numbers {numbers}}}':
    '{count, plural, one {order: ningún jugador tiene el número inicial {numbers}} other {order: ningún jugador tiene los números iniciales {numbers}}}',
  'order: {player} is not tied with anyone on points and every tie-break after round {round}':
    'order: {player} no está empatado con nadie en puntos y en todos los desempates tras la ronda {round}',
  '{count, plural, one {order: {players} is not tied with {player} on points and every tie-break after round {round}} other {order: {players} are not tied with {player} on points and every tie-break after round {round}}}':
    '{count, plural, one {order: {players} no está empatado con {player} en puntos y en todos los desempates tras la ronda {round}} other {order: {players} no están empatados con {player} en puntos y en todos los desempates tras la ronda {round}}}',
  '{count, plural, one {order: {players} is tied with them too: rank every tied player} other {order: {players} are tied with them too: rank every tied player}}':
    '{count, plural, one {order: {players} también está empatado con ellos: clasifique a todos los jugadores empatados} other {order: {players} también están empatados con ellos: clasifique a todos los jugadores empatados}}',
  'No round is paired yet: nobody is tied': 'Todavía no hay ninguna ronda emparejada: nadie está empatado',
  'Round {round} is waiting for results: rank tied players once its standings count it':
    'La ronda {round} espera sus resultados: clasifique a los jugadores empatados cuando la clasificación la cuente',
  'tournament_id: not the tournament of the address': 'tournament_id: no es el torneo de la dirección',
  'category: the structure already has 50 categories': 'category: la estructura ya tiene 50 categorías',
  'There are no winners to publish yet: compute or upload them first': 'Todavía no hay premiados que publicar: calcúlelos o súbalos primero',
  'Team places': 'Puestos por equipos',
  'The teams in the order of the final team standings': 'Los equipos en el orden de la clasificación final por equipos',
  'Board {board}': 'Tablero {board}',
  'Best performance rating on board {board}, from at least {count, plural, one {# game} other {# games}} played over the board':
    'Mejor performance en el tablero {board}, con al menos {count, plural, one {# partida jugada} other {# partidas jugadas}} sobre el tablero',
  '{field}: {category}: board prizes are for team events': '{field}: {category}: los premios por tablero son para torneos por equipos',
  '{field}: {category}: team places are for team events': '{field}: {category}: los puestos por equipos son para torneos por equipos',
  '{field}: {category}: team places have no board': '{field}: {category}: los puestos por equipos no tienen tablero',
  "{field}: {category}: a team category tests the team's {fields}, not {given}":
    '{field}: {category}: una categoría de equipos comprueba {fields} del equipo, no {given}',
  "{field}: {category}: a team event's prizes are team places (kind team) or board prizes (kind board, with its board)":
    '{field}: {category}: los premios de un torneo por equipos son puestos por equipos (kind team) o premios por tablero (kind board, con su tablero)',
  '{field}: {category}: a board prize has no conditions, only its board and minimum of games':
    '{field}: {category}: un premio por tablero no tiene condiciones, solo su tablero y su mínimo de partidas',
  '{field}: {category}: the matches have {count, plural, one {# board} other {# boards}}':
    '{field}: {category}: los encuentros se juegan a {count, plural, one {# tablero} other {# tableros}}',
  '{missing, select, category {the sheet has no category column} place {the sheet has no place column} other {the sheet has no category or place column}}; every column is optional except Category, Place and one naming the player':
    '{missing, select, category {la hoja no tiene columna de categoría} place {la hoja no tiene columna de puesto} other {la hoja no tiene columna de categoría ni de puesto}}; todas las columnas son opcionales salvo Category, Place y una que nombre al jugador',
  'no column names the player; every column is optional except Category, Place and one of Start no, FIDE ID or Name':
    'ninguna columna nombra al jugador; todas las columnas son opcionales salvo Category, Place y una de Start no, FIDE ID o Name',
  "''{text}'' is not an amount above 0": '«{text}» no es un importe mayor que 0',
  "''{text}'' has more than two decimals": '«{text}» tiene más de dos decimales',
  "''{text}'' is not an amount (e.g. 5000 or 2500.50)": '«{text}» no es un importe (p. ej. 5000 o 2500.50)',
  'a category is required': 'la categoría es obligatoria',
  "''{text}'' is not a category of the prize structure ({categories})": '«{text}» no es una categoría de la estructura de premios ({categories})',
  "{category} is won by teams: a sheet gives players' prizes; change a team's place on the winners list":
    '{category} lo ganan equipos: una hoja da los premios de los jugadores; cambie el puesto de un equipo en la lista de premiados',
  'a place is required': 'el puesto es obligatorio',
  "''{text}'' is not a place (1, 2, …)": '«{text}» no es un puesto (1, 2, …)',
  "no player has the start number ''{number}''": 'ningún jugador tiene el número inicial «{number}»',
  "no player of the tournament has the FIDE id ''{fideId}''": 'ningún jugador del torneo tiene el id FIDE «{fideId}»',
  "{count, plural, one {# player is called ''{name}''} other {# players are called ''{name}''}}; give the start number":
    '{count, plural, one {# jugador se llama «{name}»} other {# jugadores se llaman «{name}»}}; indique el número inicial',
  "no player of the tournament is called ''{name}''": 'ningún jugador del torneo se llama «{name}»',
  'the player is required': 'el jugador es obligatorio',
  "''{given}'' is {name}, but ''{first}'' is {player}": '«{given}» es {name}, pero «{first}» es {player}',
  'the structure has no amount for {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}; give one':
    'la estructura no tiene importe para el {place, selectordinal, other {#.º}} puesto de {category}; indique uno',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} is already given in row {row}':
    'el {place, selectordinal, other {#.º}} puesto de {category} ya está en la fila {row}',
  '{name} already has a prize in row {row} (one prize per player)': '{name} ya tiene un premio en la fila {row} (un premio por jugador)',
  'Upload failed: prizes go to players of a tournament under way; no sheet is taken before round 1, without exception':
    'La subida falló: los premios son para los jugadores de un torneo en curso; no se admite ninguna hoja antes de la ronda 1, sin excepción',
  'Upload failed: save the prize structure first; no sheet is taken except against its categories':
    'La subida falló: guarde primero la estructura de premios; solo se admite una hoja según sus categorías',
  '{count, plural, one {# prize} other {# prizes}} ready to upload': '{count, plural, one {# premio listo} other {# premios listos}} para subir',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, decided offline ({file}, row {row})':
    '{category}, {place, selectordinal, other {#.º}} puesto: {name}, decidido fuera de línea ({file}, fila {row})',
  'Uploaded from {file}, row {row}': 'Subido desde {file}, fila {row}',
  '{count, plural, one {# prize} other {# prizes}} uploaded': '{count, plural, one {# premio subido} other {# premios subidos}}',
  '{count, plural, one {Payouts have started for # prize} other {Payouts have started for # prizes}}; {doing, select, structure {changing the prize structure} compute {computing the winners again} upload {replacing the winners} other {ranking tied players again}} would lose them. Change single awards instead':
    '{count, plural, one {Ya ha empezado el pago de # premio} other {Ya ha empezado el pago de # premios}}; {doing, select, structure {cambiar la estructura de premios} compute {volver a calcular los premiados} upload {sustituir a los premiados} other {volver a clasificar a los jugadores empatados}} los perdería. Cambie los premios de uno en uno',
  'Prizes go by the final standings: finish the tournament first': 'Los premios siguen la clasificación final: termine primero el torneo',
  'Save a prize structure with at least one category first': 'Guarde primero una estructura de premios con al menos una categoría',
  'The prize structure has no category {category}': 'La estructura de premios no tiene la categoría {category}',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per team)':
    '{field}: {name} ya tiene el {place, selectordinal, other {#.º}} puesto de {category} (un premio por equipo)',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per player)':
    '{field}: {name} ya tiene el {place, selectordinal, other {#.º}} puesto de {category} (un premio por jugador)',
  "playerId: this is a team's place: give another team (teamId)": 'playerId: es el puesto de un equipo: indique otro equipo (teamId)',
  'teamId: not a team of this tournament': 'teamId: no es un equipo de este torneo',
  "teamId: this prize is a player's: give another player (playerId)": 'teamId: este premio es de un jugador: indique otro jugador (playerId)',
  'playerId: not a player of this tournament': 'playerId: no es un jugador de este torneo',
  'Prize winner not found': 'Premiado no encontrado',
  'The payout of this prize is under way ({status}); it can no longer be changed': 'El pago de este premio está en curso ({status}); ya no se puede cambiar',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {amount}, set by the organiser: {reason}':
    '{category}, {place, selectordinal, other {#.º}} puesto: {name}, {amount}, fijado por el organizador: {reason}',
  '{points, plural, one {# match point} other {# match points}}': '{points, plural, one {# punto de match} other {# puntos de match}}',
  '{points, plural, one {# game point} other {# game points}}': '{points, plural, one {# punto de partida} other {# puntos de partida}}',
  '{points, plural, one {# point} other {# points}}': '{points, plural, one {# punto} other {# puntos}}',
  'places {places} pooled and split equally': 'puestos {places} sumados y repartidos a partes iguales',
  'half of each of places {places} kept by tie-break order, the other halves pooled and split equally (Hort system)':
    'la mitad de cada uno de los puestos {places} se queda según el orden de desempate, las otras mitades se suman y se reparten a partes iguales (sistema Hort)',
  'nobody is eligible for this category': 'nadie cumple las condiciones de esta categoría',
  'every eligible team withdrew': 'todos los equipos que cumplen las condiciones se retiraron',
  'every eligible player withdrew': 'todos los jugadores que cumplen las condiciones se retiraron',
  'every eligible team already holds a prize of at least this value': 'cada equipo que cumple las condiciones ya tiene un premio de al menos este valor',
  'every eligible player already holds a prize of at least this value': 'cada jugador que cumple las condiciones ya tiene un premio de al menos este valor',
  'placed {order}, below {name} ({winnerOrder})': 'clasificado {order}, por detrás de {name} ({winnerOrder})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings':
    '{category}, {place, selectordinal, other {#.º}} puesto: {name}, {points}, {order, selectordinal, other {#.º}} en la clasificación',
  'placed above: {holders}': 'clasificados por delante: {holders}',
  '{count, plural, one {{names} withdrew} other {{names} withdrew}}': '{count, plural, one {{names} se retiró} other {{names} se retiraron}}',
  'tied on {points} with {others}: {how}': 'empatado a {points} con {others}: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings, tied with {others}: {how}':
    '{category}, {place, selectordinal, other {#.º}} puesto: {name}, {points}, {order, selectordinal, other {#.º}} en la clasificación, empatado con {others}: {how}',
  '{name}, no performance rating, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, sin performance, {percentage} % en {played, plural, one {# partida} other {# partidas}}',
  '{name}, {percentage}%, no performance rating from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage} %, sin performance, en {played, plural, one {# partida} other {# partidas}}',
  '{name}, performance {performance}, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, performance {performance}, {percentage} % en {played, plural, one {# partida} other {# partidas}}',
  '{name}, {percentage}%, performance {performance} from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage} %, performance {performance} en {played, plural, one {# partida} other {# partidas}}',
  'places {places} shared by the Hort system': 'puestos {places} repartidos por el sistema Hort',
  'nobody played on board {board}': 'nadie jugó en el tablero {board}',
  'nobody eligible played {count, plural, one {# game} other {# games}} on board {board}':
    'ningún jugador elegible jugó {count, plural, one {# partida} other {# partidas}} en el tablero {board}',
  '{name} played {played} of the {needed, plural, one {# game} other {# games}} needed':
    '{name} jugó {played} de {needed, plural, one {la # partida necesaria} other {las # partidas necesarias}}',
  'placed {place} on board {board}, below {name} ({winnerPlace})': 'clasificado {place} en el tablero {board}, por detrás de {name} ({winnerPlace})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}': '{category}, {place, selectordinal, other {#.º}} puesto: {row}',
  'passed over: {players}': 'descartados: {players}',
  'equal with {others}: {how}': 'igualado con {others}: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}, equal with {others}: {how}':
    '{category}, {place, selectordinal, other {#.º}} puesto: {row}, igualado con {others}: {how}',
  '{name} holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}':
    '{name} tiene el {place, selectordinal, other {#.º}} puesto de {category}',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'La subida falló: {problem} (campo {field}); ningún campo es obligatorio salvo tournamentId y file',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'envíe el formulario como multipart/form-data, con la hoja en el campo «file»; todos los demás campos son texto',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'envíe una sola hoja, en el campo «file»; no se admite ningún otro archivo',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'las columnas «{first}» y «{second}» contienen ambas el campo {field}; deje solo una',
  'column {number}': 'columna {number}',
  'Row {row}: {problem}': 'Fila {row}: {problem}',
  'Row {row}, column {column}: {problem}': 'Fila {row}, columna {column}: {problem}',
  'column {column}: {problem}': 'columna {column}: {problem}',
  'Upload failed: {reason}. Every row was refused, without exception': 'La subida falló: {reason}. Se rechazaron todas las filas, sin excepción',
  'Cannot upload yet: every row is fine except {list}': 'Aún no se puede subir: todas las filas están bien salvo {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved': 'La subida falló: todas las filas están bien salvo {list}. No se guardó nada',
  'row {row} ({problem})': 'fila {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} y {more, plural, one {# fila más} other {# filas más}}',
  '{first}, {second} and {third}': '{first}, {second} y {third}',
  '{first} and {second}': '{first} y {second}',
  '{first}; {rest}': '{first}; {rest}',
} satisfies Translations;
