import type { Translations } from '@kingside/contract';

export default {
  'Bad request: {reason}': 'Requête invalide : {reason}',
  'This API needs the application key in the X-App-Key header': 'Cette API exige la clé d’application dans l’en-tête X-App-Key',
  '{part, select, body {The request body} query {The query} path {The path} headers {The headers} other {The request}} is missing or not an object':
    '{part, select, body {Le corps de la requête} query {La requête (query)} path {Le chemin} headers {Les en-têtes} other {La requête}} manque ou n’est pas un objet',
  '{field}: {problem}': '{field} : {problem}',
  'The request body is not valid JSON': 'Le corps de la requête n’est pas du JSON valide',
  'The multipart form is malformed ({reason}); send it whole, as multipart/form-data with its boundary':
    'Le formulaire multipart est mal formé ({reason}) ; envoyez-le en entier, en multipart/form-data avec sa délimitation (boundary)',
  '{reason}': '{reason}',
  "The server's disk is full, so nothing was saved; try again once its operator has freed space (or raised the quota) where it writes":
    'Le disque du serveur est plein : rien n’a été enregistré ; réessayez quand son administrateur aura libéré de la place (ou relevé le quota)',
  'Something went wrong on the server; please try again': 'Une erreur s’est produite sur le serveur ; veuillez réessayer',
  'Please sign in first': 'Veuillez d’abord vous connecter',
  'Your session has ended; please sign in again': 'Votre session a expiré ; veuillez vous reconnecter',
  '{roles, select, admin {Only admins may do this} other {Only organisers and admins may do this}}':
    '{roles, select, admin {Seuls les administrateurs peuvent le faire} other {Seuls les organisateurs et les administrateurs peuvent le faire}}',
  '{field}: Text must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{field} : le texte ne doit contenir ni caractère NUL (\\u0000) ni demi-code (surrogate) isolé (\\ud800–\\udfff)',
  '{part, select, query {The query} other {The request body}} must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{part, select, query {La requête (query)} other {Le corps de la requête}} ne doit contenir ni caractère NUL (\\u0000) ni demi-code (surrogate) isolé (\\ud800–\\udfff)',
  'Nothing at {method} {path}': 'Rien à {method} {path}',
} satisfies Translations;
