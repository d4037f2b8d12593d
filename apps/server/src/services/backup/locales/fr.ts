import type { Translations } from '@kingside/contract';

export default {
  'This database cannot be backed up from here': 'Cette base de données ne peut pas être sauvegardée d’ici',
  '{tool} is not installed on the server (Debian: apt-get install postgresql-client); or run npm run backup where it is':
    '{tool} n’est pas installé sur le serveur (Debian : apt-get install postgresql-client) ; ou lancez npm run backup là où il l’est',
  "Give a passphrase in the X-Backup-Passphrase header: the backup carries the server's keys sealed with it (without them, payee details and lichess tokens cannot be read after a restore), and npm run restore asks for it":
    'Indiquez une phrase secrète dans l’en-tête X-Backup-Passphrase : la sauvegarde contient les clés du serveur, scellées avec elle (sans elles, les coordonnées bancaires et les jetons lichess sont illisibles après une restauration), et npm run restore la demande',
  'The X-Backup-Passphrase header is not percent-encoded UTF-8': 'L’en-tête X-Backup-Passphrase n’est pas de l’UTF-8 encodé en pourcent',
  'The passphrase must be at least {count, plural, one {# character} other {# characters}}':
    'La phrase secrète doit faire au moins {count, plural, one {# caractère} other {# caractères}}',
} satisfies Translations;
