import type { Translations } from '@kingside/contract';

export default {
  Files: 'Ficheiros',
  'Files uploaded': 'Ficheiros carregados',
  'File not found': 'Ficheiro não encontrado',
  'File deleted': 'Ficheiro eliminado',
  'attachments: a tournament keeps at most {count} attachments; delete one first':
    'attachments: um torneio guarda no máximo {count} anexos; elimine um primeiro',
  'attachments: send at least one file (logo, regulations or attachments)': 'attachments: envie pelo menos um ficheiro (logo, regulations ou attachments)',
  '{field}: the file is larger than {size} MB': '{field}: o ficheiro excede {size} MB',
  '{field}: the file is empty': '{field}: o ficheiro está vazio',
  '{field}: SVG is not accepted (it can carry scripts); send a {label}': '{field}: SVG não é aceite (pode conter scripts); envie um ficheiro {label}',
  '{field}: the file is a web page (HTML), which is not accepted (it can carry scripts); send a {label}':
    '{field}: o ficheiro é uma página web (HTML), que não é aceite (pode conter scripts); envie um ficheiro {label}',
  '{field}: the file is not a {label}': '{field}: o ficheiro não é {label}',
  '{field}: unknown file field; send files as {kinds}': '{field}: campo de ficheiro desconhecido; envie os ficheiros como {kinds}',
  '{field}: at most {count} files in one request': '{field}: no máximo {count} ficheiros por pedido',
  '{field}: at most {count} in one request': '{field}: no máximo {count} por pedido',
  'PNG, JPEG or WebP image': 'imagem PNG, JPEG ou WebP',
  'PDF, PNG, JPEG or WebP': 'PDF, PNG, JPEG ou WebP',
} satisfies Translations;
