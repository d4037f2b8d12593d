import type { Translations } from '@kingside/contract';

export default {
  'Split into {count, plural, one {# section} other {# sections}}': 'Dividido em {count, plural, one {# grupo} other {# grupos}}',
  'The tournament left FIDE mode in round {round}': 'O torneio saiu do modo FIDE na rodada {round}',
  '{name} expelled': '{name} expulso',
  'Prohibited pairings': 'Emparceiramentos proibidos',
  'Prohibited pairing added': 'Emparceiramento proibido adicionado',
  'Prohibited pairing removed': 'Emparceiramento proibido removido',
  'Ratings per round': 'Ratings por rodada',
  'Rating entered': 'Rating lançado',
  'Rating removed': 'Rating removido',
  'Players {players} ranked by the arbiter after round {round}': 'Jogadores {players} classificados pelo árbitro após a rodada {round}',
  'Tournament config': 'Configuração do torneio',
  'Tournament config saved': 'Configuração do torneio salva',
  'Tournament created': 'Torneio criado',
  'Tournament already created': 'Torneio já criado',
  'Tournament imported': 'Torneio importado',
  Tournaments: 'Torneios',
  Statistics: 'Estatísticas',
  Tournament: 'Torneio',
  'Tournament updated': 'Torneio atualizado',
  'The tournament left FIDE mode in round {round}; it cannot go back': 'O torneio saiu do modo FIDE na rodada {round}; não pode voltar',
  'Leaving FIDE mode: It cannot be undone: the tournament stays out of FIDE mode to its end. The round it happens in is written into the TRF export (FIDE rating report) as a comment. Every admin page and export marks the tournament as not run in FIDE mode. Actions FIDE mode refuses (warning level 5) become possible.':
    'Sair do modo FIDE: não pode ser desfeito: o torneio fica fora do modo FIDE até o fim. A rodada em que acontece é escrita como comentário na exportação TRF (relatório de rating FIDE). Todas as páginas de administração e exportações marcam o torneio como não conduzido em modo FIDE. As ações que o modo FIDE recusa (nível de aviso 5) passam a ser possíveis.',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    'Expulsão de {name}: o jogador não volta a ser emparceirado neste torneio; um tabuleiro já emparceirado para ele mantém-se, pelo seu resultado. Um suíço retira-o da classificação, dos prêmios e das posições do TRF; os adversários mantêm as partidas jogadas contra ele para os desempates. A expulsão, com a rodada em que acontece, é escrita como comentário na exportação TRF (relatório de rating FIDE). Não pode ser desfeita: o jogador não pode voltar ao torneio.',
  'Prohibited pairings keep players apart; a team event pairs teams, and its boards come from the lineups':
    'Os emparceiramentos proibidos separam jogadores; um evento por equipes emparceira equipes, e os tabuleiros vêm das escalações',
  'Prohibited pairings apply to a Swiss tournament; a round robin pairs everyone with everyone':
    'Os emparceiramentos proibidos aplicam-se a um torneio suíço; um round robin emparceira todos contra todos',
  'Prohibited pairings: round {round} is paired; they are entered before round 1':
    'Emparceiramentos proibidos: a rodada {round} está emparceirada; são lançados antes da rodada 1',
  'lastRound: the tournament has {rounds} rounds': 'lastRound: o torneio tem {rounds} rodadas',
  'entryIds: a player named is not in this tournament': 'entryIds: um jogador indicado não está neste torneio',
  'Prohibited pairing not found': 'Emparceiramento proibido não encontrado',
  'unratedRating: give the rating unrated players count with, or choose none':
    'unratedRating: indique o rating com que contam os jogadores sem rating, ou escolha nenhum',
  'ratingMethod: changing the rating method ({from} → {to}). Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: mudança do método de rating ({from} → {to}). A rodada 1 está emparceirada: mudam os ratings do torneio, e com eles os números de emparceiramento enquanto ainda puderem mudar (até a rodada 3) e todos os desempates baseados em rating (ARO, TPR, PTP, APRO, APPO) já mostrados.',
  'ratingMethod: changing the rating unrated players count with. Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: mudança do rating com que contam os jogadores sem rating. A rodada 1 está emparceirada: mudam os ratings do torneio, e com eles os números de emparceiramento enquanto ainda puderem mudar (até a rodada 3) e todos os desempates baseados em rating (ARO, TPR, PTP, APRO, APPO) já mostrados.',
  'fromRound: the tournament has {rounds} rounds': 'fromRound: o torneio tem {rounds} rodadas',
  'playerId: the player is not in this tournament': 'playerId: o jogador não está neste torneio',
  'Rating not found': 'Rating não encontrado',
  'A tournament can only be split before round 1 is paired': 'Um torneio só pode ser dividido antes de emparceirada a rodada 1',
  '{field}: section {section} would have {count, plural, one {# player} other {# players}}; a section needs at least 2':
    '{field}: a secção {section} teria {count, plural, one {# jogador} other {# jogadores}}; uma secção precisa de pelo menos 2',
  'tiebreaks: round {round} is paired; changing the tie-breaks ({from} → {to}) now: Every standings list, printout and prize ranking is ranked again by the new tie-breaks, those already shown included. Players told their place may find it changed. The change, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment.':
    'tiebreaks: a rodada {round} está emparceirada; mudar agora os desempates ({from} → {to}): cada classificação, impressão e ordem de prêmios é refeita pelos novos desempates, incluindo as já mostradas. Jogadores que conhecem a sua posição podem vê-la mudar. A mudança, com a rodada em que acontece, é escrita como comentário na exportação TRF (relatório de rating FIDE).',
  '{field}: {code} is a team tie-break; an individual event ranks by individual ones':
    '{field}: {code} é um desempate por equipes; um evento individual classifica por desempates individuais',
  '{field}: the primary score always ranks first; list only the tie-breaks after it':
    '{field}: a pontuação principal classifica sempre primeiro; indique só os desempates seguintes',
  '{field}: points always rank first; list only the tie-breaks after them':
    '{field}: os pontos classificam sempre primeiro; indique só os desempates seguintes',
  'tiebreaks: {code} is listed twice': 'tiebreaks: {code} aparece duas vezes',
  'Club not found': 'Clube não encontrado',
  'You do not manage this club': 'Não gere este clube',
  'clubId: a club membership tournament belongs to a club': 'clubId: um torneio para sócios de um clube pertence a um clube',
  '{field}: {field, select, system {The pairing system} initialColour {The initial colour} boards {The number of boards} teamScoring {The team scoring} other {The rating used}} cannot change once round 1 is paired; revert round 1 first':
    '{field}: {field, select, system {o sistema de emparceiramento} initialColour {a cor inicial} boards {o número de tabuleiros} teamScoring {a pontuação por equipes} other {o rating usado}} não pode mudar depois de emparceirada a rodada 1; desfaça primeiro a rodada 1',
  'acceleration: round {round} is paired; the acceleration is chosen before round 1':
    'acceleration: a rodada {round} está emparceirada; a aceleração escolhe-se antes da rodada 1',
  'rounds: a round robin has as many rounds as its Berger table': 'rounds: um round robin tem tantas rodadas quanto a sua tabela de Berger',
  'rounds: round {round} is already paired; revert rounds first to have fewer':
    'rounds: a rodada {round} já foi emparceirada; desfaça primeiro rodadas para ter menos',
  'rounds: a Swiss needs its number of rounds': 'rounds: um suíço precisa do número de rodadas',
  'endDate: the end date is before the start date': 'endDate: a data de fim é anterior à de início',
  'boards: boards, team scoring and a lineup deadline are for team events only':
    'boards: tabuleiros, pontuação por equipes e prazo das escalações são só para eventos por equipes',
  'Only organisers and admins manage tournaments': 'Só organizadores e administradores gerem torneios',
  'trf: the match points (362): {problem}': 'trf: os pontos de encontro (362): {problem}',
  'trf: the pairing-allocated bye is worth {matchPoints} match points and {gamePoints} game points (320); Kingside counts it as a drawn match, {drawMatchPoints} and {drawGamePoints} (C.04.6 art. 1.4)':
    'trf: o bye do emparceiramento vale {matchPoints} pontos de encontro e {gamePoints} pontos de partida (320); o Kingside conta-o como um encontro empatado, {drawMatchPoints} e {drawGamePoints} (C.04.6 art. 1.4)',
  "trf: team {team}'s name holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: o nome da equipe {team} contém {found}, um carácter invisível ou que muda a direção do texto; remova-o e importe de novo',
  'trf: two teams are named "{name}" (310); a team\'s name is its own in an event':
    'trf: duas equipes chamam-se "{name}" (310); num evento cada equipe tem o seu próprio nome',
  'trf: team {team} wins its boards of round {round} by forfeit against no team; a match forfeited as a whole is a 330 record':
    'trf: a equipe {team} ganha os seus tabuleiros da rodada {round} por W.O. contra nenhuma equipe; um encontro perdido inteiro por W.O. é um registo 330',
  'trf: a team event has 1 to {max} boards per match; the file has {boards}':
    'trf: um evento por equipes tem de 1 a {max} tabuleiros por encontro; o ficheiro tem {boards}',
  'trf: the boards’ colours (352) do not alternate from white on board 1, which is how Kingside gives them (C.04.6 art. 4)':
    'trf: as cores dos tabuleiros (352) não alternam a partir das brancas no tabuleiro 1, que é como o Kingside as atribui (C.04.6 art. 4)',
  'trf: player {player} has a {result} bye in round {round}, which Kingside does not record':
    'trf: o jogador {player} tem um bye {result} na rodada {round}, que o Kingside não regista',
  'trf: round {round} pairs {player} with {opponent}, who does not have them as opponent':
    'trf: a rodada {round} emparceira {player} com {opponent}, que não o tem como adversário',
  'trf: round {round}, {player} against {opponent}: results {result} and {opponentResult} do not go together':
    'trf: rodada {round}, {player} contra {opponent}: os resultados {result} e {opponentResult} não condizem',
  "trf: {what, select, name {the tournament name (012)} city {the city (022)} chiefArbiter {the chief arbiter (102)} deputy {a deputy arbiter (112)} other {player {player}'s name}} holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: {what, select, name {o nome do torneio (012)} city {a cidade (022)} chiefArbiter {o árbitro principal (102)} deputy {um árbitro adjunto (112)} other {o nome do jogador {player}}} contém {found}, um carácter invisível ou que muda a direção do texto; remova-o e importe de novo',
  'trf: the point system must be in half points from 0 to 10': 'trf: o sistema de pontos deve ser em meios pontos de 0 a 10',
  'trf: the file has no players (001 lines)': 'trf: o ficheiro não tem jogadores (linhas 001)',
  'trf: the file gives no number of rounds (142 or XXR) and records none': 'trf: o ficheiro não indica o número de rodadas (142 ou XXR) e não regista nenhuma',
} satisfies Translations;
