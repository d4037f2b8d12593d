import type { Translations } from '@kingside/contract';

export default {
  'Upload failed: {reason}': 'Falha no carregamento: {reason}',
  'the file is empty (nothing in it except blank space)': 'o ficheiro está vazio (só tem espaços em branco)',
  'no file type is accepted except CSV and XLSX; this is an old Excel (.xls) file: save it as .xlsx or .csv':
    'só são aceites ficheiros CSV e XLSX; este é um ficheiro antigo do Excel (.xls): guarde-o como .xlsx ou .csv',
  'no file type is accepted except CSV and XLSX; this file (.{extension}) is neither':
    'só são aceites ficheiros CSV e XLSX; este ficheiro (.{extension}) não é nenhum dos dois',
  'no file type is accepted except CSV and XLSX; this file is neither': 'só são aceites ficheiros CSV e XLSX; este ficheiro não é nenhum dos dois',
  'the CSV cannot be read; every line must be whole except a quoted value may span lines ({detail})':
    'não é possível ler o CSV; cada linha tem de estar completa, exceto um valor entre aspas, que pode ocupar várias linhas ({detail})',
  'the file has more than {rows} rows of players; no file is taken beyond {rows} rows (no exceptions)':
    'o ficheiro tem mais de {rows} linhas de jogadores; não se aceita nenhum ficheiro com mais de {rows} linhas (sem exceções)',
  'the file is empty (nothing in it except blank lines)': 'o ficheiro está vazio (só tem linhas em branco)',
  'the file has no players: nothing in it except the header row': 'o ficheiro não tem jogadores: só tem a linha de cabeçalho',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read ({detail})':
    'só são aceites ficheiros CSV e XLSX; este zip não é um livro do Excel legível ({detail})',
  'the workbook holds more than {count} files; none is read except a workbook within that':
    'o livro contém mais de {count} ficheiros; só se lê um livro dentro desse limite',
  'its part {part} inflates to more than {size} MB; no workbook is read except within that':
    'a sua parte {part} excede {size} MB descomprimida; só se lê um livro dentro desse limite',
  '{part} is damaged: {problem}': '{part} está danificado: {problem}',
  'the workbook has no sheet; nothing in it except the workbook itself': 'o livro não tem nenhuma folha; só tem o próprio livro',
  'no file type is accepted except CSV and XLSX; this workbook names a sheet "{sheet}" it does not hold':
    'só são aceites ficheiros CSV e XLSX; este livro indica uma folha “{sheet}” que não contém',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read':
    'só são aceites ficheiros CSV e XLSX; este zip não é um livro do Excel legível',
  'the sheet has a value in column {column}; no column is read except the first {count} (A to {last})':
    'a folha tem um valor na coluna {column}; só se leem as primeiras {count} colunas (A a {last})',
  'its part {part} declares a document type; no workbook is read except one without (Excel writes none)':
    'a sua parte {part} declara um tipo de documento; só se lê um livro sem ele (o Excel não o escreve)',
  "no file type is accepted except CSV and XLSX; this workbook's part {part} is not well-formed XML ({problem})":
    'só são aceites ficheiros CSV e XLSX; a parte {part} deste livro não é XML bem formado ({problem})',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
