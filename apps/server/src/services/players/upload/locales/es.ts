import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit for a player list (no exceptions)':
    'el archivo supera el límite de {size} MB de una lista de jugadores (sin excepciones)',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'La subida falló: {problem} (campo {field}); ningún campo es obligatorio salvo tournamentId y file',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'envíe el formulario como multipart/form-data, con la hoja en el campo «file»; todos los demás campos son texto',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'envíe una sola hoja, en el campo «file»; no se admite ningún otro archivo',
  'choose the CSV or XLSX file of players (field "file"); every field is optional except that one and tournamentId':
    'elija el archivo CSV o XLSX de jugadores (campo «file»); todos los campos son opcionales salvo ese y tournamentId',
  'every column is optional except the name, and no column of the header is a name (e.g. "Name"); download the template for the columns':
    'todas las columnas son opcionales salvo el nombre, y ninguna columna del encabezado es un nombre (p. ej. «Name»); descargue la plantilla para ver las columnas',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'las columnas «{first}» y «{second}» contienen ambas el campo {field}; deje solo una',
  'column {number}': 'columna {number}',
  "''{text}'' is not a number (a FIDE id is a whole number)": '«{text}» no es un número (un id FIDE es un número entero)',
  "''{text}'' is not a number": '«{text}» no es un número',
  "''{text}'' is not a whole number (a FIDE id is a whole number)": '«{text}» no es un número entero (un id FIDE es un número entero)',
  "''{text}'' is not a whole number (a rating is a whole number)": '«{text}» no es un número entero (un rating es un número entero)',
  "''{text}'' is not a whole number (a board is a whole number)": '«{text}» no es un número entero (un tablero es un número entero)',
  "''{text}'' is not a date that exists": '«{text}» no es una fecha que exista',
  "''{text}'' is not a date (YYYY, YYYY-MM-DD or DD.MM.YYYY)": '«{text}» no es una fecha (AAAA, AAAA-MM-DD o DD.MM.AAAA)',
  'a name is required': 'el nombre es obligatorio',
  "{problem} (found ''{found}'')": '{problem} (se encontró «{found}»)',
  "a board is from 1 to {max} (found ''{found}'')": 'un tablero va de 1 a {max} (se encontró «{found}»)',
  'a board is a place in a team, and the row names no team': 'un tablero es un puesto en un equipo, y la fila no nombra ningún equipo',
  'rows {rows} and {last}': 'filas {rows} y {last}',
  'board {board} of {team} is given in {rows}': 'el tablero {board} de {team} aparece en las {rows}',
  'Upload failed: {tournament} is an individual event, and column {column} gives teams. Every column may stay except that one: leave it empty, or name it Club if it holds the players’ clubs':
    'La subida falló: {tournament} es un torneo individual y la columna {column} indica equipos. Todas las columnas pueden quedarse salvo esa: déjela vacía o llámela Club si contiene los clubes de los jugadores',
  'Cannot upload yet: every row is fine except {list}': 'Aún no se puede subir: todas las filas están bien salvo {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved; remove those rows, or leave out the players already entered':
    'La subida falló: todas las filas están bien salvo {list}. No se guardó nada; elimine esas filas o deje fuera a los jugadores ya inscritos',
  'Upload failed: every row is fine except {list}. Nothing was saved': 'La subida falló: todas las filas están bien salvo {list}. No se guardó nada',
  '{count, plural, one {# player} other {# players}} ready to upload; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    '{count, plural, one {# jugador listo} other {# jugadores listos}} para subir; {skipped, plural, one {# fila} other {# filas}} de jugadores ya inscritos quedan fuera',
  '{count, plural, one {# player} other {# players}} ready to upload': '{count, plural, one {# jugador listo} other {# jugadores listos}} para subir',
  '{count, plural, one {# player} other {# players}} uploaded; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    '{count, plural, one {# jugador subido} other {# jugadores subidos}}; {skipped, plural, one {# fila} other {# filas}} de jugadores ya inscritos quedan fuera',
  '{count, plural, one {# player} other {# players}} uploaded': '{count, plural, one {# jugador subido} other {# jugadores subidos}}',
  'Upload failed: {reason}. Every row was refused, without exception': 'La subida falló: {reason}. Se rechazaron todas las filas, sin excepción',
  'Row {row}: {problem}': 'Fila {row}: {problem}',
  'the same player as row {other} (FIDE id {fideId})': 'el mismo jugador que la fila {other} (id FIDE {fideId})',
  'the same player as row {other} (same name and birth date)': 'el mismo jugador que la fila {other} (mismo nombre y fecha de nacimiento)',
  'already entered as {name} (FIDE id {fideId})': 'ya inscrito como {name} (id FIDE {fideId})',
  'already entered as {name}, born {birthDate}': 'ya inscrito como {name}, nacido el {birthDate}',
  'Row {row}, column {column}: {problem}': 'Fila {row}, columna {column}: {problem}',
  'column {column}: {problem}': 'columna {column}: {problem}',
  'row {row} ({problem})': 'fila {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} y {more, plural, one {# fila más} other {# filas más}}',
  '{first}, {second} and {third}': '{first}, {second} y {third}',
  '{first} and {second}': '{first} y {second}',
} satisfies Translations;
