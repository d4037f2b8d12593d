import type { Translations } from '@kingside/contract';

export default {
  '{count, plural, one {# player found} other {# players found}}': '{count, plural, one {# joueur trouvé} other {# joueurs trouvés}}',
  'No rating list has been imported yet': 'Aucune liste Elo n’a encore été importée',
  'Rating list of {date}': 'Liste Elo du {date}',
  'Send the list as multipart/form-data, in the field "file"': 'Envoyez la liste en multipart/form-data, dans le champ "file"',
  'Send one list file, in the field "file"': 'Envoyez un seul fichier de liste, dans le champ "file"',
  '{field}: {problem}': '{field} : {problem}',
  'The file name must not contain a NUL character': 'Le nom du fichier ne doit pas contenir de caractère NUL',
  'Choose the list file to upload (field "file")': 'Choisissez le fichier de liste à téléverser (champ "file")',
  'The import has started': 'L’import a commencé',
  'No such import': 'Import introuvable',
  'The list is imported': 'La liste est importée',
  'The import failed; the previous list is still in use': 'L’import a échoué ; l’ancienne liste reste en service',
  Importing: 'Import en cours',
  'An import of the rating list is running already; wait for it to finish': 'Un import de la liste Elo est déjà en cours ; attendez qu’il se termine',
  'The tournament has finished; its players can no longer change': 'Le tournoi est terminé ; ses joueurs ne peuvent plus changer',
  'No FIDE rating list has been imported yet; an admin imports one under Admin → FIDE list':
    'Aucune liste Elo FIDE n’a encore été importée ; un administrateur en importe une dans Gestion → Liste Elo FIDE',
  'Every player matches the list of {date}; nothing changed': 'Chaque joueur correspond à la liste du {date} ; rien n’a changé',
  '{count, plural, one {# player updated from the list of {date}; pairing numbers recomputed} other {# players updated from the list of {date}; pairing numbers recomputed}}':
    '{count, plural, one {# joueur mis à jour d’après la liste du {date} ; numéros d’appariement recalculés} other {# joueurs mis à jour d’après la liste du {date} ; numéros d’appariement recalculés}}',
  '{count, plural, one {# player updated from the list of {date}} other {# players updated from the list of {date}}}':
    '{count, plural, one {# joueur mis à jour d’après la liste du {date}} other {# joueurs mis à jour d’après la liste du {date}}}',
  'Every player matches the list of {date}': 'Chaque joueur correspond à la liste du {date}',
  '{count, plural, one {# player would change with the list of {date}} other {# players would change with the list of {date}}}':
    '{count, plural, one {# joueur changerait avec la liste du {date}} other {# joueurs changeraient avec la liste du {date}}}',
  '{count, plural, one {# player not on the list (kept as entered)} other {# players not on the list (kept as entered)}}':
    '{count, plural, one {# joueur absent de la liste (conservé tel que saisi)} other {# joueurs absents de la liste (conservés tels que saisis)}}',
  '{first}; {rest}': '{first} ; {rest}',
} satisfies Translations;
