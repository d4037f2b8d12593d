import type { Translations } from '@kingside/contract';

export default {
  '{count, plural, one {# player found} other {# players found}}': '{count, plural, one {# jogador encontrado} other {# jogadores encontrados}}',
  'No rating list has been imported yet': 'Ainda não foi importada nenhuma lista de rating',
  'Rating list of {date}': 'Lista de rating de {date}',
  'Send the list as multipart/form-data, in the field "file"': 'Envie a lista como multipart/form-data, no campo "file"',
  'Send one list file, in the field "file"': 'Envie um único ficheiro de lista, no campo "file"',
  '{field}: {problem}': '{field}: {problem}',
  'The file name must not contain a NUL character': 'O nome do ficheiro não pode conter o carácter NUL',
  'Choose the list file to upload (field "file")': 'Escolha o ficheiro da lista a enviar (campo "file")',
  'The import has started': 'A importação começou',
  'No such import': 'Essa importação não existe',
  'The list is imported': 'A lista foi importada',
  'The import failed; the previous list is still in use': 'A importação falhou; a lista anterior continua em uso',
  Importing: 'Importação em curso',
  'An import of the rating list is running already; wait for it to finish': 'Já está em curso uma importação da lista de rating; aguarde que termine',
  'The tournament has finished; its players can no longer change': 'O torneio terminou; os jogadores já não podem mudar',
  'No FIDE rating list has been imported yet; an admin imports one under Admin → FIDE list':
    'Ainda não foi importada nenhuma lista de rating FIDE; um administrador importa-a em Administração → Lista de rating FIDE',
  'Every player matches the list of {date}; nothing changed': 'Todos os jogadores coincidem com a lista de {date}; nada mudou',
  '{count, plural, one {# player updated from the list of {date}; pairing numbers recomputed} other {# players updated from the list of {date}; pairing numbers recomputed}}':
    '{count, plural, one {# jogador atualizado com a lista de {date}; números de emparceiramento recalculados} other {# jogadores atualizados com a lista de {date}; números de emparceiramento recalculados}}',
  '{count, plural, one {# player updated from the list of {date}} other {# players updated from the list of {date}}}':
    '{count, plural, one {# jogador atualizado com a lista de {date}} other {# jogadores atualizados com a lista de {date}}}',
  'Every player matches the list of {date}': 'Todos os jogadores coincidem com a lista de {date}',
  '{count, plural, one {# player would change with the list of {date}} other {# players would change with the list of {date}}}':
    '{count, plural, one {# jogador mudaria com a lista de {date}} other {# jogadores mudariam com a lista de {date}}}',
  '{count, plural, one {# player not on the list (kept as entered)} other {# players not on the list (kept as entered)}}':
    '{count, plural, one {# jogador fora da lista (mantido como introduzido)} other {# jogadores fora da lista (mantidos como introduzidos)}}',
  '{first}; {rest}': '{first}; {rest}',
} satisfies Translations;
