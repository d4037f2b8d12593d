import type { Translations } from '@kingside/contract';

export default {
  'Upload failed: {reason}': 'La subida falló: {reason}',
  'the file is empty (nothing in it except blank space)': 'el archivo está vacío (solo contiene espacios en blanco)',
  'no file type is accepted except CSV and XLSX; this is an old Excel (.xls) file: save it as .xlsx or .csv':
    'solo se aceptan archivos CSV y XLSX; este es un archivo antiguo de Excel (.xls): guárdelo como .xlsx o .csv',
  'no file type is accepted except CSV and XLSX; this file (.{extension}) is neither':
    'solo se aceptan archivos CSV y XLSX; este archivo (.{extension}) no es ninguno de los dos',
  'no file type is accepted except CSV and XLSX; this file is neither': 'solo se aceptan archivos CSV y XLSX; este archivo no es ninguno de los dos',
  'the CSV cannot be read; every line must be whole except a quoted value may span lines ({detail})':
    'no se puede leer el CSV; cada línea debe estar completa, salvo que un valor entre comillas puede ocupar varias líneas ({detail})',
  'the file has more than {rows} rows of players; no file is taken beyond {rows} rows (no exceptions)':
    'el archivo tiene más de {rows} filas de jugadores; no se admite ningún archivo de más de {rows} filas (sin excepciones)',
  'the file is empty (nothing in it except blank lines)': 'el archivo está vacío (solo contiene líneas en blanco)',
  'the file has no players: nothing in it except the header row': 'el archivo no tiene jugadores: solo contiene la fila de encabezado',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read ({detail})':
    'solo se aceptan archivos CSV y XLSX; este zip no es un libro de Excel legible ({detail})',
  'the workbook holds more than {count} files; none is read except a workbook within that':
    'el libro contiene más de {count} archivos; solo se lee un libro dentro de ese límite',
  'its part {part} inflates to more than {size} MB; no workbook is read except within that':
    'su parte {part} ocupa más de {size} MB descomprimida; solo se lee un libro dentro de ese límite',
  '{part} is damaged: {problem}': '{part} está dañado: {problem}',
  'the workbook has no sheet; nothing in it except the workbook itself': 'el libro no tiene ninguna hoja; solo contiene el libro en sí',
  'no file type is accepted except CSV and XLSX; this workbook names a sheet "{sheet}" it does not hold':
    'solo se aceptan archivos CSV y XLSX; este libro nombra una hoja «{sheet}» que no contiene',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read':
    'solo se aceptan archivos CSV y XLSX; este zip no es un libro de Excel legible',
  'the sheet has a value in column {column}; no column is read except the first {count} (A to {last})':
    'la hoja tiene un valor en la columna {column}; solo se leen las primeras {count} columnas (A a {last})',
  'its part {part} declares a document type; no workbook is read except one without (Excel writes none)':
    'su parte {part} declara un tipo de documento; solo se lee un libro sin él (Excel no lo escribe)',
  "no file type is accepted except CSV and XLSX; this workbook's part {part} is not well-formed XML ({problem})":
    'solo se aceptan archivos CSV y XLSX; la parte {part} de este libro no es XML bien formado ({problem})',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
