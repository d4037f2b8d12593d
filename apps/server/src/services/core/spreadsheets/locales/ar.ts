import type { Translations } from '@kingside/contract';

export default {
  'Upload failed: {reason}': 'فشل الرفع: {reason}',
  'the file is empty (nothing in it except blank space)': 'الملف فارغ (لا شيء فيه سوى فراغات)',
  'no file type is accepted except CSV and XLSX; this is an old Excel (.xls) file: save it as .xlsx or .csv':
    'لا يُقبل إلا CSV وXLSX؛ هذا ملف Excel قديم (.xls): احفظه بصيغة .xlsx أو .csv',
  'no file type is accepted except CSV and XLSX; this file (.{extension}) is neither': 'لا يُقبل إلا CSV وXLSX؛ هذا الملف (.{extension}) ليس أياً منهما',
  'no file type is accepted except CSV and XLSX; this file is neither': 'لا يُقبل إلا CSV وXLSX؛ هذا الملف ليس أياً منهما',
  'the CSV cannot be read; every line must be whole except a quoted value may span lines ({detail})':
    'تتعذر قراءة ملف CSV؛ يجب أن يكون كل سطر كاملاً إلا أن القيمة بين علامتي تنصيص قد تمتد على عدة أسطر ({detail})',
  'the file has more than {rows} rows of players; no file is taken beyond {rows} rows (no exceptions)':
    'في الملف أكثر من {rows} صف من اللاعبين؛ لا يُقبل ملف يتجاوز {rows} صف (بلا استثناء)',
  'the file is empty (nothing in it except blank lines)': 'الملف فارغ (لا شيء فيه سوى أسطر فارغة)',
  'the file has no players: nothing in it except the header row': 'لا لاعبين في الملف: لا شيء فيه سوى صف الترويسة',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read ({detail})':
    'لا يُقبل إلا CSV وXLSX؛ ملف zip هذا ليس مصنف Excel قابلاً للقراءة ({detail})',
  'the workbook holds more than {count} files; none is read except a workbook within that': 'يحوي المصنف أكثر من {count} ملفات؛ لا يُقرأ إلا مصنف ضمن هذا الحد',
  'its part {part} inflates to more than {size} MB; no workbook is read except within that':
    'جزؤه {part} يتجاوز {size} ميغابايت بعد فك الضغط؛ لا يُقرأ إلا مصنف ضمن هذا الحد',
  '{part} is damaged: {problem}': '{part} تالف: {problem}',
  'the workbook has no sheet; nothing in it except the workbook itself': 'لا ورقة في المصنف؛ لا شيء فيه سوى المصنف نفسه',
  'no file type is accepted except CSV and XLSX; this workbook names a sheet "{sheet}" it does not hold':
    'لا يُقبل إلا CSV وXLSX؛ يذكر هذا المصنف ورقة «{sheet}» ليست فيه',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read':
    'لا يُقبل إلا CSV وXLSX؛ ملف zip هذا ليس مصنف Excel قابلاً للقراءة',
  'the sheet has a value in column {column}; no column is read except the first {count} (A to {last})':
    'في الورقة قيمة في العمود {column}؛ لا يُقرأ إلا أول {count} عموداً (من A إلى {last})',
  'its part {part} declares a document type; no workbook is read except one without (Excel writes none)':
    'جزؤه {part} يعلن نوع مستند؛ لا يُقرأ إلا مصنف بلا إعلان (لا يكتبه Excel)',
  "no file type is accepted except CSV and XLSX; this workbook's part {part} is not well-formed XML ({problem})":
    'لا يُقبل إلا CSV وXLSX؛ الجزء {part} من هذا المصنف ليس XML سليم البنية ({problem})',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
