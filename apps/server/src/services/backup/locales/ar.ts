import type { Translations } from '@kingside/contract';

export default {
  'This database cannot be backed up from here': 'لا يمكن أخذ نسخة احتياطية من قاعدة البيانات هذه من هنا',
  '{tool} is not installed on the server (Debian: apt-get install postgresql-client); or run npm run backup where it is':
    '{tool} غير مثبّت على الخادم (Debian: apt-get install postgresql-client)؛ أو شغّل npm run backup حيث يكون مثبّتًا',
  "Give a passphrase in the X-Backup-Passphrase header: the backup carries the server's keys sealed with it (without them, payee details and lichess tokens cannot be read after a restore), and npm run restore asks for it":
    'أعطِ عبارة مرور في الترويسة X-Backup-Passphrase: تحمل النسخة الاحتياطية مفاتيح الخادم مختومة بها (ومن دونها لا يمكن قراءة بيانات المستفيدين ورموز lichess بعد الاستعادة)، ويطلبها npm run restore',
  'The X-Backup-Passphrase header is not percent-encoded UTF-8': 'الترويسة X-Backup-Passphrase ليست بترميز UTF-8 المشفَّر بالنسبة المئوية',
  'The passphrase must be at least {count, plural, one {# character} other {# characters}}':
    'يجب ألا تقل عبارة المرور عن {count, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
} satisfies Translations;
