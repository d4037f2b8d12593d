import type { Translations } from '@kingside/contract';

export default {
  'Bad request: {reason}': 'Ungültige Anfrage: {reason}',
  'This API needs the application key in the X-App-Key header': 'Diese API braucht den Anwendungsschlüssel im Header X-App-Key',
  '{part, select, body {The request body} query {The query} path {The path} headers {The headers} other {The request}} is missing or not an object':
    '{part, select, body {Der Anfrageinhalt} query {Die Abfrage} path {Der Pfad} headers {Die Header} other {Die Anfrage}} fehlt oder ist kein Objekt',
  '{field}: {problem}': '{field}: {problem}',
  'The request body is not valid JSON': 'Der Anfrageinhalt ist kein gültiges JSON',
  'The multipart form is malformed ({reason}); send it whole, as multipart/form-data with its boundary':
    'Das Multipart-Formular ist fehlerhaft ({reason}); senden Sie es vollständig als multipart/form-data mit seiner Boundary',
  '{reason}': '{reason}',
  "The server's disk is full, so nothing was saved; try again once its operator has freed space (or raised the quota) where it writes":
    'Die Festplatte des Servers ist voll, daher wurde nichts gespeichert; versuchen Sie es erneut, sobald der Betreiber Platz geschaffen (oder das Kontingent erhöht) hat',
  'Something went wrong on the server; please try again': 'Auf dem Server ist etwas schiefgelaufen; bitte versuchen Sie es erneut',
  'Please sign in first': 'Bitte melden Sie sich zuerst an',
  'Your session has ended; please sign in again': 'Ihre Sitzung ist abgelaufen; bitte melden Sie sich erneut an',
  '{roles, select, admin {Only admins may do this} other {Only organisers and admins may do this}}':
    '{roles, select, admin {Nur Administratoren dürfen das} other {Nur Veranstalter und Administratoren dürfen das}}',
  '{field}: Text must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{field}: Text darf kein NUL-Zeichen (\\u0000) und kein ungepaartes Surrogat (\\ud800–\\udfff) enthalten',
  '{part, select, query {The query} other {The request body}} must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{part, select, query {Die Abfrage} other {Der Anfrageinhalt}} darf kein NUL-Zeichen (\\u0000) und kein ungepaartes Surrogat (\\ud800–\\udfff) enthalten',
  'Nothing at {method} {path}': 'Nichts unter {method} {path}',
} satisfies Translations;
