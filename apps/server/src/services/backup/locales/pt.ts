import type { Translations } from '@kingside/contract';

export default {
  'This database cannot be backed up from here': 'Não é possível fazer uma cópia de segurança desta base de dados a partir daqui',
  '{tool} is not installed on the server (Debian: apt-get install postgresql-client); or run npm run backup where it is':
    '{tool} não está instalado no servidor (Debian: apt-get install postgresql-client); ou execute npm run backup onde estiver instalado',
  "Give a passphrase in the X-Backup-Passphrase header: the backup carries the server's keys sealed with it (without them, payee details and lichess tokens cannot be read after a restore), and npm run restore asks for it":
    'Indique uma frase-passe no cabeçalho X-Backup-Passphrase: a cópia de segurança leva as chaves do servidor seladas com ela (sem elas, os dados de recebimento e os tokens do lichess não podem ser lidos após um restauro), e o npm run restore pede-a',
  'The X-Backup-Passphrase header is not percent-encoded UTF-8': 'O cabeçalho X-Backup-Passphrase não está em UTF-8 com codificação por percentagem',
  'The passphrase must be at least {count, plural, one {# character} other {# characters}}':
    'A frase-passe deve ter pelo menos {count, plural, one {# carácter} other {# caracteres}}',
} satisfies Translations;
