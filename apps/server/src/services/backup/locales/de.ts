import type { Translations } from '@kingside/contract';

export default {
  'This database cannot be backed up from here': 'Diese Datenbank lässt sich von hier aus nicht sichern',
  '{tool} is not installed on the server (Debian: apt-get install postgresql-client); or run npm run backup where it is':
    '{tool} ist auf dem Server nicht installiert (Debian: apt-get install postgresql-client); oder führen Sie npm run backup dort aus, wo es installiert ist',
  "Give a passphrase in the X-Backup-Passphrase header: the backup carries the server's keys sealed with it (without them, payee details and lichess tokens cannot be read after a restore), and npm run restore asks for it":
    'Geben Sie im Header X-Backup-Passphrase eine Passphrase an: Die Sicherung enthält die Schlüssel des Servers, damit versiegelt (ohne sie sind Empfängerdaten und lichess-Token nach einer Wiederherstellung nicht lesbar), und npm run restore fragt danach',
  'The X-Backup-Passphrase header is not percent-encoded UTF-8': 'Der Header X-Backup-Passphrase ist kein prozentkodiertes UTF-8',
  'The passphrase must be at least {count, plural, one {# character} other {# characters}}':
    'Die Passphrase muss mindestens {count, plural, one {# Zeichen} other {# Zeichen}} lang sein',
} satisfies Translations;
