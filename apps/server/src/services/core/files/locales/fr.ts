import type { Translations } from '@kingside/contract';

export default {
  Files: 'Fichiers',
  'Files uploaded': 'Fichiers envoyés',
  'File not found': 'Fichier introuvable',
  'File deleted': 'Fichier supprimé',
  'attachments: a tournament keeps at most {count} attachments; delete one first':
    'attachments : un tournoi garde au plus {count} pièces jointes ; supprimez-en une d’abord',
  'attachments: send at least one file (logo, regulations or attachments)': 'attachments : envoyez au moins un fichier (logo, regulations ou attachments)',
  '{field}: the file is larger than {size} MB': '{field} : le fichier dépasse {size} Mo',
  '{field}: the file is empty': '{field} : le fichier est vide',
  '{field}: SVG is not accepted (it can carry scripts); send a {label}':
    '{field} : le SVG n’est pas accepté (il peut contenir des scripts) ; envoyez un fichier {label}',
  '{field}: the file is a web page (HTML), which is not accepted (it can carry scripts); send a {label}':
    '{field} : le fichier est une page web (HTML), qui n’est pas acceptée (elle peut contenir des scripts) ; envoyez un fichier {label}',
  '{field}: the file is not a {label}': '{field} : le fichier n’est pas au format {label}',
  '{field}: unknown file field; send files as {kinds}': '{field} : champ de fichier inconnu ; envoyez les fichiers comme {kinds}',
  '{field}: at most {count} files in one request': '{field} : au plus {count} fichiers par requête',
  '{field}: at most {count} in one request': '{field} : au plus {count} par requête',
  'PNG, JPEG or WebP image': 'image PNG, JPEG ou WebP',
  'PDF, PNG, JPEG or WebP': 'PDF, PNG, JPEG ou WebP',
} satisfies Translations;
