import type { Translations } from '@kingside/contract';

export default {
  'Bad request: {reason}': 'Solicitud no válida: {reason}',
  'This API needs the application key in the X-App-Key header': 'Esta API necesita la clave de aplicación en la cabecera X-App-Key',
  '{part, select, body {The request body} query {The query} path {The path} headers {The headers} other {The request}} is missing or not an object':
    '{part, select, body {El cuerpo de la solicitud} query {La consulta} path {La ruta} headers {Las cabeceras} other {La solicitud}} falta o no es un objeto',
  '{field}: {problem}': '{field}: {problem}',
  'The request body is not valid JSON': 'El cuerpo de la solicitud no es JSON válido',
  'The multipart form is malformed ({reason}); send it whole, as multipart/form-data with its boundary':
    'El formulario multipart está mal formado ({reason}); envíelo completo, como multipart/form-data con su delimitador (boundary)',
  '{reason}': '{reason}',
  "The server's disk is full, so nothing was saved; try again once its operator has freed space (or raised the quota) where it writes":
    'El disco del servidor está lleno, así que no se guardó nada; vuelva a intentarlo cuando su administrador haya liberado espacio (o ampliado la cuota)',
  'Something went wrong on the server; please try again': 'Algo salió mal en el servidor; inténtelo de nuevo',
  'Please sign in first': 'Inicie sesión primero',
  'Your session has ended; please sign in again': 'Su sesión ha terminado; vuelva a iniciar sesión',
  '{roles, select, admin {Only admins may do this} other {Only organisers and admins may do this}}':
    '{roles, select, admin {Solo los administradores pueden hacer esto} other {Solo los organizadores y los administradores pueden hacer esto}}',
  '{field}: Text must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{field}: el texto no debe contener el carácter NUL (\\u0000) ni un sustituto (surrogate) sin pareja (\\ud800–\\udfff)',
  '{part, select, query {The query} other {The request body}} must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{part, select, query {La consulta} other {El cuerpo de la solicitud}} no debe contener el carácter NUL (\\u0000) ni un sustituto (surrogate) sin pareja (\\ud800–\\udfff)',
  'Nothing at {method} {path}': 'No hay nada en {method} {path}',
} satisfies Translations;
