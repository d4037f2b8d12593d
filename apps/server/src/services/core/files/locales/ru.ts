import type { Translations } from '@kingside/contract';

export default {
  Files: 'Файлы',
  'Files uploaded': 'Файлы загружены',
  'File not found': 'Файл не найден',
  'File deleted': 'Файл удалён',
  'attachments: a tournament keeps at most {count} attachments; delete one first': 'attachments: у турнира не больше {count} вложений; сначала удалите одно',
  'attachments: send at least one file (logo, regulations or attachments)': 'attachments: отправьте хотя бы один файл (logo, regulations или attachments)',
  '{field}: the file is larger than {size} MB': '{field}: файл больше {size} МБ',
  '{field}: the file is empty': '{field}: файл пуст',
  '{field}: SVG is not accepted (it can carry scripts); send a {label}': '{field}: SVG не принимается (он может содержать скрипты); отправьте файл {label}',
  '{field}: the file is a web page (HTML), which is not accepted (it can carry scripts); send a {label}':
    '{field}: файл — веб-страница (HTML), она не принимается (может содержать скрипты); отправьте файл {label}',
  '{field}: the file is not a {label}': '{field}: файл не в формате {label}',
  '{field}: unknown file field; send files as {kinds}': '{field}: неизвестное поле файла; отправляйте файлы как {kinds}',
  '{field}: at most {count} files in one request': '{field}: не больше {count} файлов за один запрос',
  '{field}: at most {count} in one request': '{field}: не больше {count} за один запрос',
  'PNG, JPEG or WebP image': 'изображение PNG, JPEG или WebP',
  'PDF, PNG, JPEG or WebP': 'PDF, PNG, JPEG или WebP',
} satisfies Translations;
