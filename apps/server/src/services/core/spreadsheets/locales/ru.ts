import type { Translations } from '@kingside/contract';

export default {
  'Upload failed: {reason}': 'Загрузка не удалась: {reason}',
  'the file is empty (nothing in it except blank space)': 'файл пуст (в нём только пробелы)',
  'no file type is accepted except CSV and XLSX; this is an old Excel (.xls) file: save it as .xlsx or .csv':
    'принимаются только файлы CSV и XLSX; это старый файл Excel (.xls): сохраните его как .xlsx или .csv',
  'no file type is accepted except CSV and XLSX; this file (.{extension}) is neither':
    'принимаются только файлы CSV и XLSX; этот файл (.{extension}) — ни то, ни другое',
  'no file type is accepted except CSV and XLSX; this file is neither': 'принимаются только файлы CSV и XLSX; этот файл — ни то, ни другое',
  'the CSV cannot be read; every line must be whole except a quoted value may span lines ({detail})':
    'CSV не читается; каждая строка должна быть целой, лишь значение в кавычках может занимать несколько строк ({detail})',
  'the file has more than {rows} rows of players; no file is taken beyond {rows} rows (no exceptions)':
    'в файле больше {rows} строк с игроками; файлы больше {rows} строк не принимаются (без исключений)',
  'the file is empty (nothing in it except blank lines)': 'файл пуст (в нём только пустые строки)',
  'the file has no players: nothing in it except the header row': 'в файле нет игроков: в нём только строка заголовка',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read ({detail})':
    'принимаются только файлы CSV и XLSX; этот zip — не читаемая книга Excel ({detail})',
  'the workbook holds more than {count} files; none is read except a workbook within that':
    'в книге больше {count} файлов; читается только книга в этих пределах',
  'its part {part} inflates to more than {size} MB; no workbook is read except within that':
    'его часть {part} в распакованном виде больше {size} МБ; читается только книга в этих пределах',
  '{part} is damaged: {problem}': '{part} повреждён: {problem}',
  'the workbook has no sheet; nothing in it except the workbook itself': 'в книге нет листов; в ней только сама книга',
  'no file type is accepted except CSV and XLSX; this workbook names a sheet "{sheet}" it does not hold':
    'принимаются только файлы CSV и XLSX; эта книга ссылается на лист «{sheet}», которого в ней нет',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read':
    'принимаются только файлы CSV и XLSX; этот zip — не читаемая книга Excel',
  'the sheet has a value in column {column}; no column is read except the first {count} (A to {last})':
    'на листе есть значение в столбце {column}; читаются только первые {count} столбцов (от A до {last})',
  'its part {part} declares a document type; no workbook is read except one without (Excel writes none)':
    'его часть {part} объявляет тип документа; читается только книга без него (Excel его не пишет)',
  "no file type is accepted except CSV and XLSX; this workbook's part {part} is not well-formed XML ({problem})":
    'принимаются только файлы CSV и XLSX; часть {part} этой книги — некорректный XML ({problem})',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
