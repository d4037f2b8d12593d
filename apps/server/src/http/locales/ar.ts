import type { Translations } from '@kingside/contract';

export default {
  'Bad request: {reason}': 'طلب غير صالح: {reason}',
  'This API needs the application key in the X-App-Key header': 'تحتاج هذه الواجهة إلى مفتاح التطبيق في الترويسة X-App-Key',
  '{part, select, body {The request body} query {The query} path {The path} headers {The headers} other {The request}} is missing or not an object':
    '{part, select, body {جسم الطلب} query {الاستعلام} path {المسار} headers {الترويسات} other {الطلب}} مفقود أو ليس كائنًا',
  '{field}: {problem}': '{field}: {problem}',
  'The request body is not valid JSON': 'جسم الطلب ليس JSON صالحًا',
  'The multipart form is malformed ({reason}); send it whole, as multipart/form-data with its boundary':
    'نموذج multipart تالف ({reason})؛ أرسله كاملًا بصيغة multipart/form-data مع الحدّ الفاصل (boundary)',
  '{reason}': '{reason}',
  "The server's disk is full, so nothing was saved; try again once its operator has freed space (or raised the quota) where it writes":
    'قرص الخادم ممتلئ، لذا لم يُحفظ شيء؛ حاول مجددًا بعد أن يحرّر المشغّل مساحة (أو يرفع الحصة)',
  'Something went wrong on the server; please try again': 'حدث خطأ في الخادم؛ يُرجى المحاولة مرة أخرى',
  'Please sign in first': 'يُرجى تسجيل الدخول أولًا',
  'Your session has ended; please sign in again': 'انتهت جلستك؛ يُرجى تسجيل الدخول مجددًا',
  '{roles, select, admin {Only admins may do this} other {Only organisers and admins may do this}}':
    '{roles, select, admin {هذا متاح للمشرفين فقط} other {هذا متاح للمنظمين والمشرفين فقط}}',
  '{field}: Text must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{field}: يجب ألا يحتوي النص على المحرف NUL (\\u0000) أو على بديل (surrogate) غير مقترن (\\ud800–\\udfff)',
  '{part, select, query {The query} other {The request body}} must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{part, select, query {يجب ألا يحتوي الاستعلام} other {يجب ألا يحتوي جسم الطلب}} على المحرف NUL (\\u0000) أو على بديل (surrogate) غير مقترن (\\ud800–\\udfff)',
  'Nothing at {method} {path}': 'لا شيء في {method} {path}',
} satisfies Translations;
