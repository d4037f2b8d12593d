import type { Translations } from '@kingside/contract';

export default {
  'Upload failed: {reason}': 'अपलोड विफल: {reason}',
  'the file is empty (nothing in it except blank space)': 'फ़ाइल खाली है (उसमें खाली जगह के सिवा कुछ नहीं)',
  'no file type is accepted except CSV and XLSX; this is an old Excel (.xls) file: save it as .xlsx or .csv':
    'CSV और XLSX के सिवा कोई फ़ाइल प्रकार स्वीकार नहीं; यह पुरानी Excel (.xls) फ़ाइल है: इसे .xlsx या .csv के रूप में सहेजें',
  'no file type is accepted except CSV and XLSX; this file (.{extension}) is neither':
    'CSV और XLSX के सिवा कोई फ़ाइल प्रकार स्वीकार नहीं; यह फ़ाइल (.{extension}) इनमें से कोई नहीं है',
  'no file type is accepted except CSV and XLSX; this file is neither': 'CSV और XLSX के सिवा कोई फ़ाइल प्रकार स्वीकार नहीं; यह फ़ाइल इनमें से कोई नहीं है',
  'the CSV cannot be read; every line must be whole except a quoted value may span lines ({detail})':
    'CSV पढ़ी नहीं जा सकती; हर पंक्ति पूरी होनी चाहिए, सिवा इसके कि उद्धरण चिह्नों में मान कई पंक्तियों में फैल सकता है ({detail})',
  'the file has more than {rows} rows of players; no file is taken beyond {rows} rows (no exceptions)':
    'फ़ाइल में खिलाड़ियों की {rows} से अधिक पंक्तियाँ हैं; {rows} पंक्तियों से बड़ी कोई फ़ाइल नहीं ली जाती (कोई अपवाद नहीं)',
  'the file is empty (nothing in it except blank lines)': 'फ़ाइल खाली है (उसमें खाली पंक्तियों के सिवा कुछ नहीं)',
  'the file has no players: nothing in it except the header row': 'फ़ाइल में कोई खिलाड़ी नहीं: उसमें हेडर पंक्ति के सिवा कुछ नहीं',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read ({detail})':
    'CSV और XLSX के सिवा कोई फ़ाइल प्रकार स्वीकार नहीं; यह zip पढ़ी जा सकने वाली Excel वर्कबुक नहीं है ({detail})',
  'the workbook holds more than {count} files; none is read except a workbook within that':
    'वर्कबुक में {count} से अधिक फ़ाइलें हैं; इस सीमा के भीतर की वर्कबुक के सिवा कोई नहीं पढ़ी जाती',
  'its part {part} inflates to more than {size} MB; no workbook is read except within that':
    'इसका भाग {part} खुलकर {size} MB से बड़ा हो जाता है; इस सीमा के भीतर की वर्कबुक के सिवा कोई नहीं पढ़ी जाती',
  '{part} is damaged: {problem}': '{part} क्षतिग्रस्त है: {problem}',
  'the workbook has no sheet; nothing in it except the workbook itself': 'वर्कबुक में कोई शीट नहीं; उसमें वर्कबुक के सिवा कुछ नहीं',
  'no file type is accepted except CSV and XLSX; this workbook names a sheet "{sheet}" it does not hold':
    'CSV और XLSX के सिवा कोई फ़ाइल प्रकार स्वीकार नहीं; यह वर्कबुक "{sheet}" शीट का नाम लेती है जो उसमें नहीं है',
  'no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read':
    'CSV और XLSX के सिवा कोई फ़ाइल प्रकार स्वीकार नहीं; यह zip पढ़ी जा सकने वाली Excel वर्कबुक नहीं है',
  'the sheet has a value in column {column}; no column is read except the first {count} (A to {last})':
    'शीट के कॉलम {column} में एक मान है; पहले {count} कॉलमों (A से {last}) के सिवा कोई कॉलम नहीं पढ़ा जाता',
  'its part {part} declares a document type; no workbook is read except one without (Excel writes none)':
    'इसका भाग {part} एक दस्तावेज़ प्रकार घोषित करता है; बिना उसके वाली वर्कबुक के सिवा कोई नहीं पढ़ी जाती (Excel ऐसा कुछ नहीं लिखता)',
  "no file type is accepted except CSV and XLSX; this workbook's part {part} is not well-formed XML ({problem})":
    'CSV और XLSX के सिवा कोई फ़ाइल प्रकार स्वीकार नहीं; इस वर्कबुक का भाग {part} सही XML नहीं है ({problem})',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
