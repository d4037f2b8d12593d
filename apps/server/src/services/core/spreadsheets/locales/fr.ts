import type { Translations } from '@kingside/contract';

export default {
  'Upload failed: {reason}': 'Échec de l’envoi : {reason}',
  'the file is empty (nothing in it except blank space)': 'le fichier est vide (rien d’autre que des blancs)',
  'no file type is accepted except CSV and XLSX; this is an old Excel (.xls) file: save it as .xlsx or .csv':
    'seuls les fichiers CSV et XLSX sont acceptés ; celui-ci est un ancien fichier Excel (.xls) : enregistrez-le en .xlsx ou .csv',
  'no file type is accepted except CSV and XLSX; this file (.{extension}) is neither':
    'seuls les fichiers CSV et XLSX sont acceptés ; ce fichier (.{extension}) n’est ni l’un ni l’autre',
  'no file type is accepted except CSV and XLSX; this file is neither': 'seuls les fichiers CSV et XLSX sont acceptés ; ce fichier n’est ni l’un ni l’autre',
  'the CSV cannot be read; every line must be whole except a quoted value may span lines ({detail})':
    'le CSV est illisible ; chaque ligne doit être complète, seule une valeur entre guillemets peut s’étendre sur plusieurs lignes ({detail})',
  'the file has more than {rows} rows of players; no file is taken beyond {rows} rows (no exceptions)':
    'le fichier compte plus de {rows} lignes de joueurs ; aucun fichier n’est pris au-delà de {rows} lignes (sans exception)',
  'the file is empty (nothing in it except blank lines)': 'le fichier est vide (rien d’autre que des lignes vides)',
  'the file has no players: nothing in it except the header row': 'le fichier ne contient aucun joueur : rien d’autre que la ligne d’en-tête',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read ({detail})':
    'seuls les fichiers CSV et XLSX sont acceptés ; ce zip n’est pas un classeur Excel lisible ({detail})',
  'the workbook holds more than {count} files; none is read except a workbook within that':
    'le classeur contient plus de {count} fichiers ; seul un classeur sous cette limite est lu',
  'its part {part} inflates to more than {size} MB; no workbook is read except within that':
    'sa partie {part} dépasse {size} Mo une fois décompressée ; seul un classeur sous cette limite est lu',
  '{part} is damaged: {problem}': '{part} est endommagé : {problem}',
  'the workbook has no sheet; nothing in it except the workbook itself': 'le classeur n’a aucune feuille ; rien d’autre que le classeur lui-même',
  'no file type is accepted except CSV and XLSX; this workbook names a sheet "{sheet}" it does not hold':
    'seuls les fichiers CSV et XLSX sont acceptés ; ce classeur nomme une feuille « {sheet} » qu’il ne contient pas',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read':
    'seuls les fichiers CSV et XLSX sont acceptés ; ce zip n’est pas un classeur Excel lisible',
  'the sheet has a value in column {column}; no column is read except the first {count} (A to {last})':
    'la feuille a une valeur dans la colonne {column} ; seules les {count} premières colonnes sont lues (A à {last})',
  'its part {part} declares a document type; no workbook is read except one without (Excel writes none)':
    'sa partie {part} déclare un type de document ; seul un classeur sans déclaration est lu (Excel n’en écrit pas)',
  "no file type is accepted except CSV and XLSX; this workbook's part {part} is not well-formed XML ({problem})":
    'seuls les fichiers CSV et XLSX sont acceptés ; la partie {part} de ce classeur n’est pas un XML bien formé ({problem})',
  '{field}: {problem}': '{field} : {problem}',
} satisfies Translations;
