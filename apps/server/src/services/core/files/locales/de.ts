import type { Translations } from '@kingside/contract';

export default {
  Files: 'Dateien',
  'Files uploaded': 'Dateien hochgeladen',
  'File not found': 'Datei nicht gefunden',
  'File deleted': 'Datei gelöscht',
  'attachments: a tournament keeps at most {count} attachments; delete one first':
    'attachments: Ein Turnier hat höchstens {count} Anhänge; löschen Sie zuerst einen',
  'attachments: send at least one file (logo, regulations or attachments)':
    'attachments: Senden Sie mindestens eine Datei (logo, regulations oder attachments)',
  '{field}: the file is larger than {size} MB': '{field}: Die Datei ist größer als {size} MB',
  '{field}: the file is empty': '{field}: Die Datei ist leer',
  '{field}: SVG is not accepted (it can carry scripts); send a {label}':
    '{field}: SVG wird nicht angenommen (es kann Skripte enthalten); senden Sie eine Datei im Format {label}',
  '{field}: the file is a web page (HTML), which is not accepted (it can carry scripts); send a {label}':
    '{field}: Die Datei ist eine Webseite (HTML), die nicht angenommen wird (sie kann Skripte enthalten); senden Sie eine Datei im Format {label}',
  '{field}: the file is not a {label}': '{field}: Die Datei ist kein {label}',
  '{field}: unknown file field; send files as {kinds}': '{field}: unbekanntes Dateifeld; senden Sie Dateien als {kinds}',
  '{field}: at most {count} files in one request': '{field}: höchstens {count} Dateien pro Anfrage',
  '{field}: at most {count} in one request': '{field}: höchstens {count} pro Anfrage',
  'PNG, JPEG or WebP image': 'PNG-, JPEG- oder WebP-Bild',
  'PDF, PNG, JPEG or WebP': 'PDF, PNG, JPEG oder WebP',
} satisfies Translations;
