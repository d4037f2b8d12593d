import type { Translations } from '@kingside/contract';

export default {
  'Bad request: {reason}': 'Pedido inválido: {reason}',
  'This API needs the application key in the X-App-Key header': 'Esta API precisa da chave de aplicação no cabeçalho X-App-Key',
  '{part, select, body {The request body} query {The query} path {The path} headers {The headers} other {The request}} is missing or not an object':
    '{part, select, body {O corpo do pedido} query {A consulta} path {O caminho} headers {Os cabeçalhos} other {O pedido}} está em falta ou não é um objeto',
  '{field}: {problem}': '{field}: {problem}',
  'The request body is not valid JSON': 'O corpo do pedido não é JSON válido',
  'The multipart form is malformed ({reason}); send it whole, as multipart/form-data with its boundary':
    'O formulário multipart está malformado ({reason}); envie-o completo, como multipart/form-data com o seu delimitador (boundary)',
  '{reason}': '{reason}',
  "The server's disk is full, so nothing was saved; try again once its operator has freed space (or raised the quota) where it writes":
    'O disco do servidor está cheio, por isso nada foi guardado; tente de novo quando o administrador tiver libertado espaço (ou aumentado a quota)',
  'Something went wrong on the server; please try again': 'Algo correu mal no servidor; tente novamente',
  'Please sign in first': 'Inicie sessão primeiro',
  'Your session has ended; please sign in again': 'A sua sessão terminou; inicie sessão novamente',
  '{roles, select, admin {Only admins may do this} other {Only organisers and admins may do this}}':
    '{roles, select, admin {Só os administradores podem fazer isto} other {Só os organizadores e os administradores podem fazer isto}}',
  '{field}: Text must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{field}: o texto não pode conter o carácter NUL (\\u0000) nem um substituto (surrogate) sem par (\\ud800–\\udfff)',
  '{part, select, query {The query} other {The request body}} must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{part, select, query {A consulta} other {O corpo do pedido}} não pode conter o carácter NUL (\\u0000) nem um substituto (surrogate) sem par (\\ud800–\\udfff)',
  'Nothing at {method} {path}': 'Nada em {method} {path}',
} satisfies Translations;
