import type { Translations } from '@kingside/contract';

export default {
  Files: 'Archivos',
  'Files uploaded': 'Archivos subidos',
  'File not found': 'Archivo no encontrado',
  'File deleted': 'Archivo eliminado',
  'attachments: a tournament keeps at most {count} attachments; delete one first':
    'attachments: un torneo guarda como máximo {count} adjuntos; elimine uno primero',
  'attachments: send at least one file (logo, regulations or attachments)': 'attachments: envíe al menos un archivo (logo, regulations o attachments)',
  '{field}: the file is larger than {size} MB': '{field}: el archivo supera los {size} MB',
  '{field}: the file is empty': '{field}: el archivo está vacío',
  '{field}: SVG is not accepted (it can carry scripts); send a {label}': '{field}: no se acepta SVG (puede contener scripts); envíe un archivo {label}',
  '{field}: the file is a web page (HTML), which is not accepted (it can carry scripts); send a {label}':
    '{field}: el archivo es una página web (HTML), que no se acepta (puede contener scripts); envíe un archivo {label}',
  '{field}: the file is not a {label}': '{field}: el archivo no es {label}',
  '{field}: unknown file field; send files as {kinds}': '{field}: campo de archivo desconocido; envíe los archivos como {kinds}',
  '{field}: at most {count} files in one request': '{field}: como máximo {count} archivos por solicitud',
  '{field}: at most {count} in one request': '{field}: como máximo {count} por solicitud',
  'PNG, JPEG or WebP image': 'imagen PNG, JPEG o WebP',
  'PDF, PNG, JPEG or WebP': 'PDF, PNG, JPEG o WebP',
} satisfies Translations;
