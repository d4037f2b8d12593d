import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit (no exceptions)': 'o ficheiro excede o limite de {size} MB (sem exceções)',
  'choose the CSV or XLSX file of prize winners (field "file"); every field is optional except that one and tournamentId':
    'escolha o ficheiro CSV ou XLSX dos premiados (campo “file”); todos os campos são opcionais exceto esse e tournamentId',
  'Prize categories': 'Categorias de prêmios',
  'Prize structure': 'Estrutura de prêmios',
  'Prize structure saved': 'Estrutura de prêmios salva',
  'Category {category} saved': 'Categoria {category} salva',
  'Prize list published': 'Lista de prêmios publicada',
  'Prize list no longer public': 'A lista de prêmios já não é pública',
  'Prize list': 'Lista de prêmios',
  'The prize list is not published yet': 'A lista de prêmios ainda não foi publicada',
  'Prize winners': 'Premiados',
  '{count, plural, one {# prize awarded} other {# prizes awarded}}': '{count, plural, one {# prêmio atribuído} other {# prêmios atribuídos}}',
  'Prize changed': 'Prêmio alterado',
  Overall: 'Geral',
  'Every player': 'Todos os jogadores',
  'Best woman': 'Melhor jogadora',
  'Women and girls': 'Mulheres e meninas',
  'Under {age}': 'Sub-{age}',
  'Born in {year} or later': 'Nascidos em {year} ou depois',
  '{age} and over': '{age} anos ou mais',
  'Born in {year} or earlier': 'Nascidos em {year} ou antes',
  'Below {rating}': 'Abaixo de {rating}',
  'Rated 1–{rating}': 'Rating de 1 a {rating}',
  'Best unrated': 'Melhor sem rating',
  'Players without a rating': 'Jogadores sem rating',
  'Best of {club}': 'Melhor de {club}',
  'Members of {club}': 'Membros de {club}',
  'Best of {federation}': 'Melhor de {federation}',
  'Players of the federation {federation}': 'Jogadores da federação {federation}',
  'Best of the region': 'Melhor da região',
  'Players of the region’s federations: keep only those that make the region': 'Jogadores das federações da região: mantenha só as que formam a região',
  'Custom prize': 'Prêmio personalizado',
  'Name it and add the conditions a player must meet': 'Dê-lhe um nome e acrescente as condições que um jogador deve cumprir',
  '{count, plural, one {order: no player has the start number {numbers}} other {order: no player has the start numbers {numbers}}}':
    '{count, plural, one {order: nenhum jogador tem o número inicial {numbers}} other {order: nenhum jogador tem os números iniciais {numbers}}}',
  'order: {player} is not tied with anyone on points and every tie-break after round {round}':
    'order: {player} não está empatado com ninguém em pontos e em todos os desempates após a rodada {round}',
  '{count, plural, one {order: {players} is not tied with {player} on points and every tie-break after round {round}} other {order: {players} are not tied with {player} on points and every tie-break after round {round}}}':
    '{count, plural, one {order: {players} não está empatado com {player} em pontos e em todos os desempates após a rodada {round}} other {order: {players} não estão empatados com {player} em pontos e em todos os desempates após a rodada {round}}}',
  '{count, plural, one {order: {players} is tied with them too: rank every tied player} other {order: {players} are tied with them too: rank every tied player}}':
    '{count, plural, one {order: {players} também está empatado com eles: classifique todos os jogadores empatados} other {order: {players} também estão empatados com eles: classifique todos os jogadores empatados}}',
  'No round is paired yet: nobody is tied': 'Ainda nenhuma rodada foi emparceirada: ninguém está empatado',
  'Round {round} is waiting for results: rank tied players once its standings count it':
    'A rodada {round} aguarda resultados: classifique os jogadores empatados quando a classificação a contar',
  'tournament_id: not the tournament of the address': 'tournament_id: não é o torneio do endereço',
  'category: the structure already has 50 categories': 'category: a estrutura já tem 50 categorias',
  'There are no winners to publish yet: compute or upload them first': 'Ainda não há premiados para publicar: calcule-os ou carregue-os primeiro',
  'Team places': 'Lugares por equipes',
  'The teams in the order of the final team standings': 'As equipes na ordem da classificação final por equipes',
  'Board {board}': 'Tabuleiro {board}',
  'Best performance rating on board {board}, from at least {count, plural, one {# game} other {# games}} played over the board':
    'Melhor performance no tabuleiro {board}, com pelo menos {count, plural, one {# partida jogada} other {# partidas jogadas}} no tabuleiro',
  '{field}: {category}: board prizes are for team events': '{field}: {category}: os prêmios por tabuleiro são para torneios por equipes',
  '{field}: {category}: team places are for team events': '{field}: {category}: os lugares por equipes são para torneios por equipes',
  '{field}: {category}: team places have no board': '{field}: {category}: os lugares por equipes não têm tabuleiro',
  "{field}: {category}: a team category tests the team's {fields}, not {given}":
    '{field}: {category}: uma categoria de equipes verifica {fields} da equipe, não {given}',
  "{field}: {category}: a team event's prizes are team places (kind team) or board prizes (kind board, with its board)":
    '{field}: {category}: os prêmios de um torneio por equipes são lugares por equipes (kind team) ou prêmios por tabuleiro (kind board, com o seu tabuleiro)',
  '{field}: {category}: a board prize has no conditions, only its board and minimum of games':
    '{field}: {category}: um prêmio por tabuleiro não tem condições, só o seu tabuleiro e o mínimo de partidas',
  '{field}: {category}: the matches have {count, plural, one {# board} other {# boards}}':
    '{field}: {category}: os encontros têm {count, plural, one {# tabuleiro} other {# tabuleiros}}',
  '{missing, select, category {the sheet has no category column} place {the sheet has no place column} other {the sheet has no category or place column}}; every column is optional except Category, Place and one naming the player':
    '{missing, select, category {a folha não tem coluna de categoria} place {a folha não tem coluna de lugar} other {a folha não tem coluna de categoria nem de lugar}}; todas as colunas são opcionais exceto Category, Place e uma que identifique o jogador',
  'no column names the player; every column is optional except Category, Place and one of Start no, FIDE ID or Name':
    'nenhuma coluna identifica o jogador; todas as colunas são opcionais exceto Category, Place e uma de Start no, FIDE ID ou Name',
  "''{text}'' is not an amount above 0": '“{text}” não é um valor acima de 0',
  "''{text}'' has more than two decimals": '“{text}” tem mais de duas casas decimais',
  "''{text}'' is not an amount (e.g. 5000 or 2500.50)": '“{text}” não é um valor (p. ex. 5000 ou 2500.50)',
  'a category is required': 'a categoria é obrigatória',
  "''{text}'' is not a category of the prize structure ({categories})": '“{text}” não é uma categoria da estrutura de prêmios ({categories})',
  "{category} is won by teams: a sheet gives players' prizes; change a team's place on the winners list":
    '{category} é ganho por equipes: uma folha dá os prêmios dos jogadores; altere o lugar de uma equipe na lista de premiados',
  'a place is required': 'o lugar é obrigatório',
  "''{text}'' is not a place (1, 2, …)": '“{text}” não é um lugar (1, 2, …)',
  "no player has the start number ''{number}''": 'nenhum jogador tem o número inicial “{number}”',
  "no player of the tournament has the FIDE id ''{fideId}''": 'nenhum jogador do torneio tem o id FIDE “{fideId}”',
  "{count, plural, one {# player is called ''{name}''} other {# players are called ''{name}''}}; give the start number":
    '{count, plural, one {# jogador chama-se “{name}”} other {# jogadores chamam-se “{name}”}}; indique o número inicial',
  "no player of the tournament is called ''{name}''": 'nenhum jogador do torneio se chama “{name}”',
  'the player is required': 'o jogador é obrigatório',
  "''{given}'' is {name}, but ''{first}'' is {player}": '“{given}” é {name}, mas “{first}” é {player}',
  'the structure has no amount for {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}; give one':
    'a estrutura não tem valor para o {place, selectordinal, other {#º}} lugar de {category}; indique um',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} is already given in row {row}':
    'o {place, selectordinal, other {#º}} lugar de {category} já está na linha {row}',
  '{name} already has a prize in row {row} (one prize per player)': '{name} já tem um prêmio na linha {row} (um prêmio por jogador)',
  'Upload failed: prizes go to players of a tournament under way; no sheet is taken before round 1, without exception':
    'Falha no carregamento: os prêmios vão para jogadores de um torneio em andamento; nenhuma folha é aceite antes da rodada 1, sem exceção',
  'Upload failed: save the prize structure first; no sheet is taken except against its categories':
    'Falha no carregamento: salve primeiro a estrutura de prêmios; uma folha só é aceite segundo as suas categorias',
  '{count, plural, one {# prize} other {# prizes}} ready to upload': '{count, plural, one {# prêmio pronto} other {# prêmios prontos}} para carregar',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, decided offline ({file}, row {row})':
    '{category}, {place, selectordinal, other {#º}} lugar: {name}, decidido fora do sistema ({file}, linha {row})',
  'Uploaded from {file}, row {row}': 'Carregado de {file}, linha {row}',
  '{count, plural, one {# prize} other {# prizes}} uploaded': '{count, plural, one {# prêmio carregado} other {# prêmios carregados}}',
  '{count, plural, one {Payouts have started for # prize} other {Payouts have started for # prizes}}; {doing, select, structure {changing the prize structure} compute {computing the winners again} upload {replacing the winners} other {ranking tied players again}} would lose them. Change single awards instead':
    '{count, plural, one {O pagamento de # prêmio já começou} other {O pagamento de # prêmios já começou}}; {doing, select, structure {alterar a estrutura de prêmios} compute {recalcular os premiados} upload {substituir os premiados} other {reclassificar os jogadores empatados}} iria perdê-los. Altere antes os prêmios um a um',
  'Prizes go by the final standings: finish the tournament first': 'Os prêmios seguem a classificação final: termine primeiro o torneio',
  'Save a prize structure with at least one category first': 'Salve primeiro uma estrutura de prêmios com pelo menos uma categoria',
  'The prize structure has no category {category}': 'A estrutura de prêmios não tem a categoria {category}',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per team)':
    '{field}: {name} já tem o {place, selectordinal, other {#º}} lugar de {category} (um prêmio por equipe)',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per player)':
    '{field}: {name} já tem o {place, selectordinal, other {#º}} lugar de {category} (um prêmio por jogador)',
  "playerId: this is a team's place: give another team (teamId)": 'playerId: este é o lugar de uma equipe: indique outra equipe (teamId)',
  'teamId: not a team of this tournament': 'teamId: não é uma equipe deste torneio',
  "teamId: this prize is a player's: give another player (playerId)": 'teamId: este prêmio é de um jogador: indique outro jogador (playerId)',
  'playerId: not a player of this tournament': 'playerId: não é um jogador deste torneio',
  'Prize winner not found': 'Premiado não encontrado',
  'The payout of this prize is under way ({status}); it can no longer be changed':
    'O pagamento deste prêmio está em andamento ({status}); já não pode ser alterado',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {amount}, set by the organiser: {reason}':
    '{category}, {place, selectordinal, other {#º}} lugar: {name}, {amount}, definido pelo organizador: {reason}',
  '{points, plural, one {# match point} other {# match points}}': '{points, plural, one {# ponto de match} other {# pontos de match}}',
  '{points, plural, one {# game point} other {# game points}}': '{points, plural, one {# ponto de partida} other {# pontos de partida}}',
  '{points, plural, one {# point} other {# points}}': '{points, plural, one {# ponto} other {# pontos}}',
  'places {places} pooled and split equally': 'lugares {places} somados e divididos em partes iguais',
  'half of each of places {places} kept by tie-break order, the other halves pooled and split equally (Hort system)':
    'metade de cada um dos lugares {places} fica pela ordem de desempate, as outras metades são somadas e divididas em partes iguais (sistema Hort)',
  'nobody is eligible for this category': 'ninguém cumpre as condições desta categoria',
  'every eligible team withdrew': 'todas as equipes elegíveis desistiram',
  'every eligible player withdrew': 'todos os jogadores elegíveis desistiram',
  'every eligible team already holds a prize of at least this value': 'cada equipe elegível já tem um prêmio de pelo menos este valor',
  'every eligible player already holds a prize of at least this value': 'cada jogador elegível já tem um prêmio de pelo menos este valor',
  'placed {order}, below {name} ({winnerOrder})': 'classificado em {order}, abaixo de {name} ({winnerOrder})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings':
    '{category}, {place, selectordinal, other {#º}} lugar: {name}, {points}, {order, selectordinal, other {#º}} na classificação',
  'placed above: {holders}': 'classificados acima: {holders}',
  '{count, plural, one {{names} withdrew} other {{names} withdrew}}': '{count, plural, one {{names} desistiu} other {{names} desistiram}}',
  'tied on {points} with {others}: {how}': 'empatado em {points} com {others}: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings, tied with {others}: {how}':
    '{category}, {place, selectordinal, other {#º}} lugar: {name}, {points}, {order, selectordinal, other {#º}} na classificação, empatado com {others}: {how}',
  '{name}, no performance rating, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, sem performance, {percentage}% em {played, plural, one {# partida} other {# partidas}}',
  '{name}, {percentage}%, no performance rating from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage}%, sem performance, em {played, plural, one {# partida} other {# partidas}}',
  '{name}, performance {performance}, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, performance {performance}, {percentage}% em {played, plural, one {# partida} other {# partidas}}',
  '{name}, {percentage}%, performance {performance} from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage}%, performance {performance} em {played, plural, one {# partida} other {# partidas}}',
  'places {places} shared by the Hort system': 'lugares {places} divididos pelo sistema Hort',
  'nobody played on board {board}': 'ninguém jogou no tabuleiro {board}',
  'nobody eligible played {count, plural, one {# game} other {# games}} on board {board}':
    'nenhum jogador elegível jogou {count, plural, one {# partida} other {# partidas}} no tabuleiro {board}',
  '{name} played {played} of the {needed, plural, one {# game} other {# games}} needed':
    '{name} jogou {played} de {needed, plural, one {# partida necessária} other {# partidas necessárias}}',
  'placed {place} on board {board}, below {name} ({winnerPlace})': 'classificado em {place} no tabuleiro {board}, abaixo de {name} ({winnerPlace})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}': '{category}, {place, selectordinal, other {#º}} lugar: {row}',
  'passed over: {players}': 'preteridos: {players}',
  'equal with {others}: {how}': 'igualado com {others}: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}, equal with {others}: {how}':
    '{category}, {place, selectordinal, other {#º}} lugar: {row}, igualado com {others}: {how}',
  '{name} holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}':
    '{name} tem o {place, selectordinal, other {#º}} lugar de {category}',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'Falha no carregamento: {problem} (campo {field}); nenhum campo é obrigatório exceto tournamentId e file',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'envie o formulário como multipart/form-data, com a folha no campo “file”; todos os outros campos são texto',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'envie uma só folha, no campo “file”; nenhum outro ficheiro é aceite',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'as colunas “{first}” e “{second}” contêm ambas o campo {field}; deixe só uma',
  'column {number}': 'coluna {number}',
  'Row {row}: {problem}': 'Linha {row}: {problem}',
  'Row {row}, column {column}: {problem}': 'Linha {row}, coluna {column}: {problem}',
  'column {column}: {problem}': 'coluna {column}: {problem}',
  'Upload failed: {reason}. Every row was refused, without exception': 'Falha no carregamento: {reason}. Todas as linhas foram recusadas, sem exceção',
  'Cannot upload yet: every row is fine except {list}': 'Ainda não é possível carregar: todas as linhas estão bem exceto {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved': 'Falha no carregamento: todas as linhas estão bem exceto {list}. Nada foi guardado',
  'row {row} ({problem})': 'linha {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} e mais {more, plural, one {# linha} other {# linhas}}',
  '{first}, {second} and {third}': '{first}, {second} e {third}',
  '{first} and {second}': '{first} e {second}',
  '{first}; {rest}': '{first}; {rest}',
} satisfies Translations;
