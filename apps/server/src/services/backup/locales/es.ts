import type { Translations } from '@kingside/contract';

export default {
  'This database cannot be backed up from here': 'Esta base de datos no se puede respaldar desde aquí',
  '{tool} is not installed on the server (Debian: apt-get install postgresql-client); or run npm run backup where it is':
    '{tool} no está instalado en el servidor (Debian: apt-get install postgresql-client); o ejecute npm run backup donde sí lo esté',
  "Give a passphrase in the X-Backup-Passphrase header: the backup carries the server's keys sealed with it (without them, payee details and lichess tokens cannot be read after a restore), and npm run restore asks for it":
    'Indique una frase de contraseña en la cabecera X-Backup-Passphrase: la copia de seguridad lleva las claves del servidor selladas con ella (sin ellas, los datos de cobro y los tokens de lichess no se pueden leer tras una restauración), y npm run restore la pide',
  'The X-Backup-Passphrase header is not percent-encoded UTF-8': 'La cabecera X-Backup-Passphrase no es UTF-8 codificado con porcentajes',
  'The passphrase must be at least {count, plural, one {# character} other {# characters}}':
    'La frase de contraseña debe tener al menos {count, plural, one {# carácter} other {# caracteres}}',
} satisfies Translations;
