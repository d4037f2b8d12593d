import type { Translations } from '@kingside/contract';

export default {
  'Bad request: {reason}': 'Некорректный запрос: {reason}',
  'This API needs the application key in the X-App-Key header': 'Этому API нужен ключ приложения в заголовке X-App-Key',
  '{part, select, body {The request body} query {The query} path {The path} headers {The headers} other {The request}} is missing or not an object':
    '{part, select, body {Тело запроса} query {Строка запроса} path {Путь} headers {Заголовки} other {Запрос}}: отсутствует или не является объектом',
  '{field}: {problem}': '{field}: {problem}',
  'The request body is not valid JSON': 'Тело запроса — не корректный JSON',
  'The multipart form is malformed ({reason}); send it whole, as multipart/form-data with its boundary':
    'Форма multipart повреждена ({reason}); отправьте её целиком, как multipart/form-data с разделителем (boundary)',
  '{reason}': '{reason}',
  "The server's disk is full, so nothing was saved; try again once its operator has freed space (or raised the quota) where it writes":
    'Диск сервера заполнен, поэтому ничего не сохранено; повторите попытку, когда администратор освободит место (или увеличит квоту)',
  'Something went wrong on the server; please try again': 'На сервере что-то пошло не так; попробуйте ещё раз',
  'Please sign in first': 'Сначала войдите в систему',
  'Your session has ended; please sign in again': 'Ваш сеанс завершён; войдите снова',
  '{roles, select, admin {Only admins may do this} other {Only organisers and admins may do this}}':
    '{roles, select, admin {Это могут делать только администраторы} other {Это могут делать только организаторы и администраторы}}',
  '{field}: Text must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{field}: текст не должен содержать символ NUL (\\u0000) или непарный суррогат (\\ud800–\\udfff)',
  '{part, select, query {The query} other {The request body}} must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{part, select, query {В строке запроса} other {В теле запроса}} не должно быть символа NUL (\\u0000) или непарного суррогата (\\ud800–\\udfff)',
  'Nothing at {method} {path}': 'По адресу {method} {path} ничего нет',
} satisfies Translations;
