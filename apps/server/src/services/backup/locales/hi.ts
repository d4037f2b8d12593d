import type { Translations } from '@kingside/contract';

export default {
  'This database cannot be backed up from here': 'इस डेटाबेस का बैकअप यहाँ से नहीं लिया जा सकता',
  '{tool} is not installed on the server (Debian: apt-get install postgresql-client); or run npm run backup where it is':
    'सर्वर पर {tool} इंस्टॉल नहीं है (Debian: apt-get install postgresql-client); या npm run backup वहाँ चलाएँ जहाँ यह इंस्टॉल है',
  "Give a passphrase in the X-Backup-Passphrase header: the backup carries the server's keys sealed with it (without them, payee details and lichess tokens cannot be read after a restore), and npm run restore asks for it":
    'X-Backup-Passphrase हेडर में एक पासफ़्रेज़ दें: बैकअप में सर्वर की कुंजियाँ इसी से सील करके रखी जाती हैं (उनके बिना रीस्टोर के बाद प्राप्तकर्ता विवरण और lichess टोकन पढ़े नहीं जा सकते), और npm run restore इसे माँगता है',
  'The X-Backup-Passphrase header is not percent-encoded UTF-8': 'X-Backup-Passphrase हेडर प्रतिशत-एन्कोडेड UTF-8 में नहीं है',
  'The passphrase must be at least {count, plural, one {# character} other {# characters}}':
    'पासफ़्रेज़ कम से कम {count, plural, one {# अक्षर} other {# अक्षरों}} का होना चाहिए',
} satisfies Translations;
