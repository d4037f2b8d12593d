import type { Translations } from '@kingside/contract';

export default {
  Files: 'الملفات',
  'Files uploaded': 'رُفعت الملفات',
  'File not found': 'الملف غير موجود',
  'File deleted': 'حُذف الملف',
  'attachments: a tournament keeps at most {count} attachments; delete one first': 'attachments: تحتفظ البطولة بـ{count} مرفقات على الأكثر؛ احذف واحداً أولاً',
  'attachments: send at least one file (logo, regulations or attachments)': 'attachments: أرسل ملفاً واحداً على الأقل (logo أو regulations أو attachments)',
  '{field}: the file is larger than {size} MB': '{field}: حجم الملف أكبر من {size} ميغابايت',
  '{field}: the file is empty': '{field}: الملف فارغ',
  '{field}: SVG is not accepted (it can carry scripts); send a {label}': '{field}: لا يُقبل SVG (قد يحمل نصوصاً برمجية)؛ أرسل ملف {label}',
  '{field}: the file is a web page (HTML), which is not accepted (it can carry scripts); send a {label}':
    '{field}: الملف صفحة ويب (HTML) وهي غير مقبولة (قد تحمل نصوصاً برمجية)؛ أرسل ملف {label}',
  '{field}: the file is not a {label}': '{field}: الملف ليس {label}',
  '{field}: unknown file field; send files as {kinds}': '{field}: حقل ملف غير معروف؛ أرسل الملفات بصفة {kinds}',
  '{field}: at most {count} files in one request': '{field}: {count} ملفات على الأكثر في الطلب الواحد',
  '{field}: at most {count} in one request': '{field}: {count} على الأكثر في الطلب الواحد',
  'PNG, JPEG or WebP image': 'صورة PNG أو JPEG أو WebP',
  'PDF, PNG, JPEG or WebP': 'PDF أو PNG أو JPEG أو WebP',
} satisfies Translations;
