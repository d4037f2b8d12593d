import type { Translations } from '@kingside/contract';

export default {
  'This database cannot be backed up from here': 'Резервную копию этой базы данных отсюда сделать нельзя',
  '{tool} is not installed on the server (Debian: apt-get install postgresql-client); or run npm run backup where it is':
    '{tool} не установлен на сервере (Debian: apt-get install postgresql-client); или запустите npm run backup там, где он установлен',
  "Give a passphrase in the X-Backup-Passphrase header: the backup carries the server's keys sealed with it (without them, payee details and lichess tokens cannot be read after a restore), and npm run restore asks for it":
    'Укажите парольную фразу в заголовке X-Backup-Passphrase: резервная копия содержит ключи сервера, запечатанные ею (без них реквизиты получателей и токены lichess после восстановления не прочитать), и npm run restore её запросит',
  'The X-Backup-Passphrase header is not percent-encoded UTF-8': 'Заголовок X-Backup-Passphrase — не UTF-8 в процентной кодировке',
  'The passphrase must be at least {count, plural, one {# character} other {# characters}}':
    'Парольная фраза должна быть не короче {count, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
} satisfies Translations;
