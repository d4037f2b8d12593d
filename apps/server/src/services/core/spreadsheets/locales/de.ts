import type { Translations } from '@kingside/contract';

export default {
  'Upload failed: {reason}': 'Hochladen fehlgeschlagen: {reason}',
  'the file is empty (nothing in it except blank space)': 'die Datei ist leer (nichts außer Leerraum)',
  'no file type is accepted except CSV and XLSX; this is an old Excel (.xls) file: save it as .xlsx or .csv':
    'nur CSV- und XLSX-Dateien werden angenommen; dies ist eine alte Excel-Datei (.xls): Speichern Sie sie als .xlsx oder .csv',
  'no file type is accepted except CSV and XLSX; this file (.{extension}) is neither':
    'nur CSV- und XLSX-Dateien werden angenommen; diese Datei (.{extension}) ist keins von beiden',
  'no file type is accepted except CSV and XLSX; this file is neither': 'nur CSV- und XLSX-Dateien werden angenommen; diese Datei ist keins von beiden',
  'the CSV cannot be read; every line must be whole except a quoted value may span lines ({detail})':
    'die CSV-Datei kann nicht gelesen werden; jede Zeile muss vollständig sein, nur ein Wert in Anführungszeichen darf mehrere Zeilen umfassen ({detail})',
  'the file has more than {rows} rows of players; no file is taken beyond {rows} rows (no exceptions)':
    'die Datei hat mehr als {rows} Spielerzeilen; keine Datei über {rows} Zeilen wird angenommen (ausnahmslos)',
  'the file is empty (nothing in it except blank lines)': 'die Datei ist leer (nichts außer Leerzeilen)',
  'the file has no players: nothing in it except the header row': 'die Datei enthält keine Spieler: nichts außer der Kopfzeile',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read ({detail})':
    'nur CSV- und XLSX-Dateien werden angenommen; dieses Zip ist keine lesbare Excel-Arbeitsmappe ({detail})',
  'the workbook holds more than {count} files; none is read except a workbook within that':
    'die Arbeitsmappe enthält mehr als {count} Dateien; nur eine Arbeitsmappe innerhalb dieser Grenze wird gelesen',
  'its part {part} inflates to more than {size} MB; no workbook is read except within that':
    'sein Teil {part} ist entpackt größer als {size} MB; nur eine Arbeitsmappe innerhalb dieser Grenze wird gelesen',
  '{part} is damaged: {problem}': '{part} ist beschädigt: {problem}',
  'the workbook has no sheet; nothing in it except the workbook itself': 'die Arbeitsmappe hat kein Tabellenblatt; nichts außer der Arbeitsmappe selbst',
  'no file type is accepted except CSV and XLSX; this workbook names a sheet "{sheet}" it does not hold':
    'nur CSV- und XLSX-Dateien werden angenommen; diese Arbeitsmappe nennt ein Tabellenblatt „{sheet}“, das sie nicht enthält',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read':
    'nur CSV- und XLSX-Dateien werden angenommen; dieses Zip ist keine lesbare Excel-Arbeitsmappe',
  'the sheet has a value in column {column}; no column is read except the first {count} (A to {last})':
    'das Tabellenblatt hat einen Wert in Spalte {column}; nur die ersten {count} Spalten werden gelesen (A bis {last})',
  'its part {part} declares a document type; no workbook is read except one without (Excel writes none)':
    'sein Teil {part} deklariert einen Dokumenttyp; nur eine Arbeitsmappe ohne wird gelesen (Excel schreibt keinen)',
  "no file type is accepted except CSV and XLSX; this workbook's part {part} is not well-formed XML ({problem})":
    'nur CSV- und XLSX-Dateien werden angenommen; der Teil {part} dieser Arbeitsmappe ist kein wohlgeformtes XML ({problem})',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
