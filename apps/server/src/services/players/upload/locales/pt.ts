import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit for a player list (no exceptions)': 'o ficheiro excede o limite de {size} MB de uma lista de jogadores (sem exceções)',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'Falha no carregamento: {problem} (campo {field}); nenhum campo é obrigatório exceto tournamentId e file',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'envie o formulário como multipart/form-data, com a folha no campo “file”; todos os outros campos são texto',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'envie uma só folha, no campo “file”; nenhum outro ficheiro é aceite',
  'choose the CSV or XLSX file of players (field "file"); every field is optional except that one and tournamentId':
    'escolha o ficheiro CSV ou XLSX de jogadores (campo “file”); todos os campos são opcionais exceto esse e tournamentId',
  'every column is optional except the name, and no column of the header is a name (e.g. "Name"); download the template for the columns':
    'todas as colunas são opcionais exceto o nome, e nenhuma coluna do cabeçalho é um nome (p. ex. “Name”); descarregue o modelo para ver as colunas',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'as colunas “{first}” e “{second}” contêm ambas o campo {field}; deixe só uma',
  'column {number}': 'coluna {number}',
  "''{text}'' is not a number (a FIDE id is a whole number)": '“{text}” não é um número (um id FIDE é um número inteiro)',
  "''{text}'' is not a number": '“{text}” não é um número',
  "''{text}'' is not a whole number (a FIDE id is a whole number)": '“{text}” não é um número inteiro (um id FIDE é um número inteiro)',
  "''{text}'' is not a whole number (a rating is a whole number)": '“{text}” não é um número inteiro (um rating é um número inteiro)',
  "''{text}'' is not a whole number (a board is a whole number)": '“{text}” não é um número inteiro (um tabuleiro é um número inteiro)',
  "''{text}'' is not a date that exists": '“{text}” não é uma data que exista',
  "''{text}'' is not a date (YYYY, YYYY-MM-DD or DD.MM.YYYY)": '“{text}” não é uma data (AAAA, AAAA-MM-DD ou DD.MM.AAAA)',
  'a name is required': 'o nome é obrigatório',
  "{problem} (found ''{found}'')": '{problem} (encontrado: “{found}”)',
  "a board is from 1 to {max} (found ''{found}'')": 'um tabuleiro vai de 1 a {max} (encontrado: “{found}”)',
  'a board is a place in a team, and the row names no team': 'um tabuleiro é um lugar numa equipe, e a linha não indica nenhuma equipe',
  'rows {rows} and {last}': 'linhas {rows} e {last}',
  'board {board} of {team} is given in {rows}': 'o tabuleiro {board} de {team} aparece nas {rows}',
  'Upload failed: {tournament} is an individual event, and column {column} gives teams. Every column may stay except that one: leave it empty, or name it Club if it holds the players’ clubs':
    'Falha no carregamento: {tournament} é um torneio individual, e a coluna {column} indica equipes. Todas as colunas podem ficar exceto essa: deixe-a vazia, ou chame-lhe Club se tiver os clubes dos jogadores',
  'Cannot upload yet: every row is fine except {list}': 'Ainda não é possível carregar: todas as linhas estão bem exceto {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved; remove those rows, or leave out the players already entered':
    'Falha no carregamento: todas as linhas estão bem exceto {list}. Nada foi guardado; remova essas linhas, ou deixe de fora os jogadores já inscritos',
  'Upload failed: every row is fine except {list}. Nothing was saved': 'Falha no carregamento: todas as linhas estão bem exceto {list}. Nada foi guardado',
  '{count, plural, one {# player} other {# players}} ready to upload; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    '{count, plural, one {# jogador pronto} other {# jogadores prontos}} para carregar; {skipped, plural, one {# linha} other {# linhas}} de jogadores já inscritos deixadas de fora',
  '{count, plural, one {# player} other {# players}} ready to upload': '{count, plural, one {# jogador pronto} other {# jogadores prontos}} para carregar',
  '{count, plural, one {# player} other {# players}} uploaded; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    '{count, plural, one {# jogador carregado} other {# jogadores carregados}}; {skipped, plural, one {# linha} other {# linhas}} de jogadores já inscritos deixadas de fora',
  '{count, plural, one {# player} other {# players}} uploaded': '{count, plural, one {# jogador carregado} other {# jogadores carregados}}',
  'Upload failed: {reason}. Every row was refused, without exception': 'Falha no carregamento: {reason}. Todas as linhas foram recusadas, sem exceção',
  'Row {row}: {problem}': 'Linha {row}: {problem}',
  'the same player as row {other} (FIDE id {fideId})': 'o mesmo jogador da linha {other} (id FIDE {fideId})',
  'the same player as row {other} (same name and birth date)': 'o mesmo jogador da linha {other} (mesmo nome e data de nascimento)',
  'already entered as {name} (FIDE id {fideId})': 'já inscrito como {name} (id FIDE {fideId})',
  'already entered as {name}, born {birthDate}': 'já inscrito como {name}, nascido em {birthDate}',
  'Row {row}, column {column}: {problem}': 'Linha {row}, coluna {column}: {problem}',
  'column {column}: {problem}': 'coluna {column}: {problem}',
  'row {row} ({problem})': 'linha {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} e mais {more, plural, one {# linha} other {# linhas}}',
  '{first}, {second} and {third}': '{first}, {second} e {third}',
  '{first} and {second}': '{first} e {second}',
} satisfies Translations;
