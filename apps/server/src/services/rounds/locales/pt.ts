import type { Translations } from '@kingside/contract';

export default {
  'Round {round} paired': 'Rodada {round} emparceirada',
  'The pairing of round {round} was cancelled': 'O emparceiramento da rodada {round} foi cancelado',
  'Round {round} pairing reverted': 'Emparceiramento da rodada {round} desfeito',
  Pairings: 'Emparceiramentos',
  'Pairing added': 'Emparceiramento adicionado',
  'Pairing added, against FIDE rules: {warnings}': 'Emparceiramento adicionado, contra as regras da FIDE: {warnings}',
  'Editing the pairings of round {round}': 'Editando os emparceiramentos da rodada {round}',
  "Round {round} differs from the engine's pairing": 'A rodada {round} difere do emparceiramento do motor',
  "Round {round} is the engine's pairing": 'A rodada {round} é o emparceiramento do motor',
  'Pairings of round {round} validated': 'Emparceiramentos da rodada {round} validados',
  'Pairing removed': 'Emparceiramento removido',
  'Results saved': 'Resultados salvos',
  'Results saved; round {round} is scored': 'Resultados salvos; a rodada {round} está concluída',
  'Result history': 'Histórico de resultados',
  'Tie-breaks explained': 'Desempates explicados',
  'Round {round} started': 'Rodada {round} iniciada',
  'Round {round} closed: every board had a result': 'Rodada {round} encerrada: todos os tabuleiros tinham resultado',
  'Round {round} closed: {count, plural, one {# board} other {# boards}} without a result scored -/-':
    'Rodada {round} encerrada: {count, plural, one {# tabuleiro} other {# tabuleiros}} sem resultado com -/-',
  'Tournament finished': 'Torneio encerrado',
  'Why round {round} is paired as it is': 'Por que a rodada {round} foi emparceirada assim',
  "Why round {round}'s matches are as they are": 'Por que os encontros da rodada {round} são assim',
  'Check-in for round {round} has not been held: open it and close it before pairing, or turn check-in off':
    'O check-in da rodada {round} não foi feito: abra-o e feche-o antes de emparceirar, ou desative o check-in',
  'Check-in for round {round} is still open: close it before pairing': 'O check-in da rodada {round} ainda está aberto: feche-o antes de emparceirar',
  'The pairing of round {round} is in progress; wait for it, or cancel it': 'O emparceiramento da rodada {round} está em andamento; aguarde ou cancele-o',
  'The pairing needed more than its memory limit of {megabytes} MB and was stopped':
    'O emparceiramento excedeu o limite de memória de {megabytes} MB e foi interrompido',
  'The pairing was cancelled': 'O emparceiramento foi cancelado',
  'The pairing took longer than its limit of {seconds} s and was stopped': 'O emparceiramento demorou mais que o limite de {seconds} s e foi interrompido',
  'The pairing engine stopped unexpectedly ({detail})': 'O motor de emparceiramento parou inesperadamente ({detail})',
  '{count, plural, one {board {boards}} other {boards {boards}}}': '{count, plural, one {tabuleiro {boards}} other {tabuleiros {boards}}}',
  '{what}; confirm it to go ahead (confirmation "confirmed")': '{what}; confirme para continuar (confirmation "confirmed")',
  '{what}; confirm it twice to go ahead (confirmation "confirmed-twice")': '{what}; confirme duas vezes para continuar (confirmation "confirmed-twice")',
  '{what}: refused in FIDE mode; only leaving FIDE mode (for good) allows it':
    '{what}: recusado no modo FIDE; só sair (definitivamente) do modo FIDE o permite',
  '{first}; {rest}': '{first}; {rest}',
  "{reason}; the engine's pairing of round {round} could not be made, validate again":
    '{reason}; o emparceiramento da rodada {round} pelo motor não pôde ser feito, valide novamente',
  'Pair every player of round {round} first: {names} not paired': 'Emparceire primeiro todos os jogadores da rodada {round}: {names} sem emparceiramento',
  "A team event's boards come from the teams' lineups; change a lineup, or record a match forfeit, instead":
    'Os tabuleiros de um evento por equipes vêm das escalações; altere uma escalação ou registre um W.O. do encontro',
  'No round is paired yet': 'Nenhuma rodada foi emparceirada ainda',
  'Only the current round (round {round}) can be changed by hand': 'Só a rodada atual (rodada {round}) pode ser alterada à mão',
  'Round {round} is scored; pair round {next} instead': 'A rodada {round} está concluída; emparceire a rodada {next}',
  'Round {round}\'s pairings are not being edited; choose "Edit pairings" first':
    'Os emparceiramentos da rodada {round} não estão em edição; escolha primeiro "Edit pairings"',
  '{first} and {second} have already played each other (round {round}; FIDE C.04.1 art. 2)':
    '{first} e {second} já jogaram entre si (rodada {round}; FIDE C.04.1 art. 2)',
  '{first} and {second} may not be paired in round {round} (FIDE C.04.1 art. 2)':
    '{first} e {second} não podem ser emparceirados na rodada {round} (FIDE C.04.1 art. 2)',
  "{name} has already had the pairing-allocated bye or a win's points without playing (FIDE C.04.1 art. 4)":
    '{name} já teve o bye do emparceiramento ou os pontos de uma vitória sem jogar (FIDE C.04.1 art. 4)',
  'Round {round} already has a pairing-allocated bye ({name}; FIDE C.04.1 art. 3)':
    'A rodada {round} já tem um bye do emparceiramento ({name}; FIDE C.04.1 art. 3)',
  '{name} would have {count} more whites than blacks (FIDE C.04.1 art. 6)': '{name} teria {count} brancas a mais que pretas (FIDE C.04.1 art. 6)',
  '{name} would have {count} more blacks than whites (FIDE C.04.1 art. 6)': '{name} teria {count} pretas a mais que brancas (FIDE C.04.1 art. 6)',
  '{name} would have white three times running (FIDE C.04.1 art. 7)': '{name} teria as brancas três vezes seguidas (FIDE C.04.1 art. 7)',
  '{name} would have black three times running (FIDE C.04.1 art. 7)': '{name} teria as pretas três vezes seguidas (FIDE C.04.1 art. 7)',
  '{first} and {second} both get the colour opposite to the one due to them (FIDE C.04.3 art. 5)':
    '{first} e {second} recebem ambos a cor oposta à que lhes cabe (FIDE C.04.3 art. 5)',
  '{name} has withdrawn': '{name} desistiu',
  'Pairing not added: {warnings}': 'Emparceiramento não adicionado: {warnings}',
  'Pairing not added, against FIDE rules: {warnings}': 'Emparceiramento não adicionado, contra as regras da FIDE: {warnings}',
  'black: a player cannot play themselves': 'black: um jogador não pode jogar contra si mesmo',
  '{field}: no such player in this tournament': '{field}: não há esse jogador neste torneio',
  '{field}: {expelled}, and an expelled player is not paired again': '{field}: {expelled}, e um jogador expulso não é emparceirado de novo',
  '{field}: {name} is already {kind, select, game {paired on board {board}} pairing_bye {on board {board} (pairing bye)} half_point_bye {on board {board} (half point bye)} full_point_bye {on board {board} (full point bye)} zero_point_bye {on board {board} (zero point bye)} forfeit_win {on board {board} (forfeit win)} absent {on board {board} (absent)} other {on board {board}}}; remove that pairing first':
    '{field}: {name} já está {kind, select, game {emparceirado no tabuleiro {board}} pairing_bye {no tabuleiro {board} (bye do emparceiramento)} half_point_bye {no tabuleiro {board} (bye de meio ponto)} full_point_bye {no tabuleiro {board} (bye de um ponto)} zero_point_bye {no tabuleiro {board} (bye de zero ponto)} forfeit_win {no tabuleiro {board} (vitória por W.O.)} absent {no tabuleiro {board} (ausente)} other {no tabuleiro {board}}}; remova primeiro esse emparceiramento',
  'board: round {round} has no board {board}': 'board: a rodada {round} não tem tabuleiro {board}',
  'board: board {board} has a result ({result}); it can no longer be removed': 'board: o tabuleiro {board} tem resultado ({result}); já não pode ser removido',
  'Not paired in round {round}: {names}': 'Sem emparceiramento na rodada {round}: {names}',
  'The round robin has {rounds} rounds': 'O round robin tem {rounds} rodadas',
  'The pairing of round {round} was cancelled; nothing was saved': 'O emparceiramento da rodada {round} foi cancelado; nada foi salvo',
  'The players of round {round} changed while it was being paired; nothing was saved, pair it again':
    'Os jogadores da rodada {round} mudaram durante o emparceiramento; nada foi salvo, emparceire de novo',
  '{reason}; round {round} stays unpaired, pair it again': '{reason}; a rodada {round} continua sem emparceiramento, emparceire de novo',
  'No pairing is in progress': 'Nenhum emparceiramento em andamento',
  'Round {round} is already paired': 'A rodada {round} já foi emparceirada',
  'Pair round {round} first': 'Emparceire primeiro a rodada {round}',
  'The tournament has {rounds} rounds; change the number of rounds to pair more':
    'O torneio tem {rounds} rodadas; altere o número de rodadas para emparceirar mais',
  'Start round {round} and enter its results first': 'Inicie primeiro a rodada {round} e lance os resultados',
  'Enter every result of round {round} first ({boards} without a result)': 'Lance primeiro todos os resultados da rodada {round} ({boards} sem resultado)',
  'At least two players must be available to pair round {round} ({available} available)':
    'São necessários pelo menos dois jogadores disponíveis para emparceirar a rodada {round} ({available} disponíveis)',
  'No valid pairing exists for round {round}: no pairing of the {available} available players meets the FIDE absolute criteria (no two players meet twice, nobody gets a second bye or a win without playing); enter more players, or end the tournament after round {previous}':
    'Não existe emparceiramento válido para a rodada {round}: nenhum emparceiramento dos {available} jogadores disponíveis cumpre os critérios absolutos da FIDE (ninguém se enfrenta duas vezes, ninguém recebe um segundo bye nem uma vitória sem jogar); inscreva mais jogadores, ou encerre o torneio após a rodada {previous}',
  '{count, plural, one {pairing number {numbers}} other {pairing numbers {numbers}}} left out':
    '{count, plural, one {número de emparceiramento {numbers} de fora} other {números de emparceiramento {numbers} de fora}}',
  '{numbers} seated twice': '{numbers} colocados duas vezes',
  '{numbers} not available': '{numbers} não disponíveis',
  'No valid pairing exists for round {round}: the Dutch pairing does not seat every available player exactly once ({why}); nothing was saved':
    'Não existe emparceiramento válido para a rodada {round}: o emparceiramento holandês não coloca cada jogador disponível exatamente uma vez ({why}); nada foi salvo',
  'A round robin needs at least two players ({available} available)': 'Um round robin precisa de pelo menos dois jogadores ({available} disponíveis)',
  "Round {round} differs from the engine's pairing ({boards} not the engine's); the change is written into the TRF export as ### MPA":
    'A rodada {round} difere do emparceiramento do motor ({boards} não são do motor); a alteração é escrita na exportação TRF como ### MPA',
  "Round {round}'s pairings changed while they were being validated; nothing was saved, validate again":
    'Os emparceiramentos da rodada {round} mudaram durante a validação; nada foi salvo, valide novamente',
  '{field}: board {board} was changed meanwhile by {by}: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: o tabuleiro {board} foi alterado entretanto por {by}: agora não tem resultado, o seu é {yours}. Nada foi salvo; deixe sem resultado ou lance {yours} de novo para substituí-lo',
  '{field}: board {board} was changed meanwhile by {by}: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: o tabuleiro {board} foi alterado entretanto por {by}: agora tem {theirs}, o seu é {yours}. Nada foi salvo; mantenha {theirs} ou lance {yours} de novo para substituí-lo',
  '{field}: board {board} was changed meanwhile: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: o tabuleiro {board} foi alterado entretanto: agora não tem resultado, o seu é {yours}. Nada foi salvo; deixe sem resultado ou lance {yours} de novo para substituí-lo',
  '{field}: board {board} was changed meanwhile: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: o tabuleiro {board} foi alterado entretanto: agora tem {theirs}, o seu é {yours}. Nada foi salvo; mantenha {theirs} ou lance {yours} de novo para substituí-lo',
  'Start round {round} first (trigger-round-start)': 'Inicie primeiro a rodada {round} (trigger-round-start)',
  '{field}: board {board} is listed twice': '{field}: o tabuleiro {board} aparece duas vezes',
  '{field}: round {round} has no board {board}': '{field}: a rodada {round} não tem tabuleiro {board}',
  '{field}: board {board} is a bye or an absence; its score is fixed': '{field}: o tabuleiro {board} é um bye ou uma ausência; a pontuação é fixa',
  'Only the last paired round (round {round}) can be reverted': 'Só a última rodada emparceirada (rodada {round}) pode ser desfeita',
  'Round {round} already has {count, plural, one {# result} other {# results}}; it can no longer be reverted':
    'A rodada {round} já tem {count, plural, one {# resultado} other {# resultados}}; já não pode ser desfeita',
  'Pair round 1 first': 'Emparceire primeiro a rodada 1',
  'Round {round} has already started': 'A rodada {round} já começou',
  'Round {round} is over; pair round {next} first': 'A rodada {round} terminou; emparceire primeiro a rodada {next}',
  "Round {round}'s pairings are being edited; validate them first": 'Os emparceiramentos da rodada {round} estão em edição; valide-os primeiro',
  'Publish the lineups of round {round} first': 'Publique primeiro as escalações da rodada {round}',
  'Start round {round} first': 'Inicie primeiro a rodada {round}',
  'Round {round} is already scored': 'A rodada {round} já está concluída',
  'The tournament has already finished': 'O torneio já terminou',
  'Enter every result of round {round} first': 'Lance primeiro todos os resultados da rodada {round}',
  'Pair round {round} first (the tournament has {rounds} rounds)': 'Emparceire primeiro a rodada {round} (o torneio tem {rounds} rodadas)',
  'At least two teams with players must be available to pair round {round} ({available} available)':
    'São necessárias pelo menos duas equipes com jogadores disponíveis para emparceirar a rodada {round} ({available} disponíveis)',
  'No legal pairing exists for round {round}: {reason}; withdraw a team, or end the event after round {previous}':
    'Não existe emparceiramento regular para a rodada {round}: {reason}; retire uma equipe, ou encerre o evento após a rodada {previous}',
  'A team round robin needs at least two teams ({available} available)':
    'Um round robin por equipes precisa de pelo menos duas equipes ({available} disponíveis)',
  'This is an individual Swiss: ask why-this-pairing': 'Este é um suíço individual: consulte why-this-pairing',
  'Round {round} follows the Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain':
    'A rodada {round} segue a tabela de Berger (FIDE C.05 anexo 1); não há emparceiramento suíço a explicar',
  'Round {round} was not paired by the engine here (it was imported): there is no record of its pairing to explain':
    'A rodada {round} não foi emparceirada aqui pelo motor (foi importada): não há registo do seu emparceiramento a explicar',
  'Round {round} pairs teams: ask why-these-matches': 'A rodada {round} emparceira equipes: consulte why-these-matches',
  "Round {round} follows the round robin's Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain":
    'A rodada {round} segue a tabela de Berger do round robin (FIDE C.05 anexo 1); não há emparceiramento suíço a explicar',
  "Round {round} was not paired by the engine here (it was imported, or paired before the engine's reasons were kept): there is no record of its pairing to explain":
    'A rodada {round} não foi emparceirada aqui pelo motor (foi importada, ou emparceirada antes de as razões do motor serem guardadas): não há registo do seu emparceiramento a explicar',
  'This API needs the application key in the {header} header or the {query} query parameter':
    'Esta API precisa da chave da aplicação no cabeçalho {header} ou no parâmetro de consulta {query}',
  'This address already follows {count} live streams, the most one address may hold open at once; close a page that follows a tournament live and reload':
    'Este endereço já segue {count} transmissões ao vivo, o máximo que um endereço pode manter abertas de uma vez; feche uma página que segue um torneio ao vivo e recarregue',
  Standings: 'Classificação',
  'No player has the start number {number}': 'Nenhum jogador tem o número inicial {number}',
  'Team {number}': 'Equipe {number}',
  '{count, plural, one {{points} match point} other {{points} match points}}':
    '{count, plural, one {{points} ponto de match} other {{points} pontos de match}}',
  '{count, plural, one {{points} game point} other {{points} game points}}':
    '{count, plural, one {{points} ponto de partida} other {{points} pontos de partida}}',
  '{count, plural, one {{points} point} other {{points} points}}': '{count, plural, one {{points} ponto} other {{points} pontos}}',
  'grant both colour preferences': 'atender às duas preferências de cor',
  'grant the stronger colour preference (of two absolute ones, the wider colour difference)':
    'atender à preferência de cor mais forte (entre duas absolutas, a de maior diferença de cor)',
  'alternate the colours from the most recent round in which the two had different colours':
    'alternar as cores a partir da rodada mais recente em que os dois tiveram cores diferentes',
  "grant the higher ranked player's colour preference": 'atender à preferência de cor do jogador mais bem classificado',
  'the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one':
    'o jogador mais bem classificado recebe a cor inicial com um número de emparceiramento ímpar, a outra cor com um par',
  '{player} has no colour preference': '{player} não tem preferência de cor',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference)':
    '{player} deve jogar de {colour, select, w {brancas} other {pretas}} (preferência {strength, select, absolute {absoluta} strong {forte} other {leve}})',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference, colour difference {difference})':
    '{player} deve jogar de {colour, select, w {brancas} other {pretas}} (preferência {strength, select, absolute {absoluta} strong {forte} other {leve}}, diferença de cor {difference})',
  '{whitePreference}; {blackPreference}. Both preferences are granted (C.04.3 art. 5.2.1: {rule}).':
    '{whitePreference}; {blackPreference}. As duas preferências são atendidas (C.04.3 art. 5.2.1: {rule}).',
  '{whitePreference}; {blackPreference}. {player} has the stronger preference and gets {colour, select, w {white} other {black}} (C.04.3 art. 5.2.2: {rule}).':
    '{whitePreference}; {blackPreference}. {player} tem a preferência mais forte e joga de {colour, select, w {brancas} other {pretas}} (C.04.3 art. 5.2.2: {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength. Going back to the latest round in which they had different colours, each now gets the other one (C.04.3 art. 5.2.3: {rule}).':
    '{whitePreference}; {blackPreference}: a mesma cor, com preferências de igual força. Voltando à última rodada em que tiveram cores diferentes, cada um recebe agora a outra (C.04.3 art. 5.2.3: {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength and the same colour history. {higher}, the higher ranked, gets the preference, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.4: {rule}).':
    '{whitePreference}; {blackPreference}: a mesma cor, com preferências de igual força e o mesmo histórico de cores. {higher}, o mais bem classificado, recebe sua preferência e joga de {colour, select, w {brancas} other {pretas}} (C.04.3 art. 5.2.4: {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (odd) and gets the initial colour, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'Nenhum dos dois tem preferência de cor. {higher}, o mais bem classificado, tem o número de emparceiramento {number} (ímpar) e recebe a cor inicial: joga de {colour, select, w {brancas} other {pretas}} (C.04.3 art. 5.2.5: {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (even) and gets the colour opposite to the initial one, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'Nenhum dos dois tem preferência de cor. {higher}, o mais bem classificado, tem o número de emparceiramento {number} (par) e recebe a cor oposta à inicial: joga de {colour, select, w {brancas} other {pretas}} (C.04.3 art. 5.2.5: {rule}).',
  '{player} floats down: nobody in the bracket may play them under the absolute criteria (C.04.3 C1–C3: they have already met, the pairing is prohibited, or both have the same absolute colour preference).':
    '{player} desce: ninguém no grupo pode jogar com ele pelos critérios absolutos (C.04.3 C1–C3: já se enfrentaram, o emparceiramento é proibido, ou ambos têm a mesma preferência de cor absoluta).',
  "{player} floats down: the bracket has an odd number of players ({size}), so one of them must float; the quality criteria and the bracket's order (C.04.3 art. 2–3) chose {player}.":
    '{player} desce: o grupo tem um número ímpar de jogadores ({size}), então um deles precisa descer; os critérios de qualidade e a ordem do grupo (C.04.3 art. 2–3) escolheram {player}.',
  '{player} floats down although a partner was free in the bracket: pairing them here would have left players below unpairable (C.04.3 C4, completion) or moved the bye to a higher score than necessary (C5).':
    '{player} desce embora houvesse um parceiro livre no grupo: emparceirá-lo aqui teria deixado jogadores abaixo sem emparceiramento possível (C.04.3 C4, completude) ou levado o bye a uma pontuação mais alta que o necessário (C5).',
  '{player} floats down: {count, plural, one {the player {player} could meet in the bracket ({opponents}) is needed} other {the players {player} could meet in the bracket ({opponents}) are each needed}} for another pair, in the pairing that pairs the whole round (C.04.3 C4) with the most pairs in this bracket (C6).':
    '{player} desce: {count, plural, one {o jogador que {player} poderia enfrentar no grupo ({opponents}) é necessário} other {os jogadores que {player} poderia enfrentar no grupo ({opponents}) são, cada um, necessários}} para outro par, no emparceiramento que emparceira toda a rodada (C.04.3 C4) com o maior número de pares neste grupo (C6).',
  '{lower} floats up to play {higher}, moved down with {points}: moved-down players are paired first, each with the highest resident the criteria allow (C.04.3 art. 3).':
    '{lower} sobe para jogar com {higher}, descido com {points}: os jogadores descidos são emparceirados primeiro, cada um com o residente mais alto que os critérios permitem (C.04.3 art. 3).',
  '{player} ({points}) gets the pairing-allocated bye: the player left over once everyone else is paired, from the lowest score that allows it, and allowed to have it (C.04.3 C2, C4, C5).':
    '{player} ({points}) recebe o bye do emparceiramento: o jogador que sobra depois de todos os outros emparceirados, da pontuação mais baixa que o permite, e com direito a recebê-lo (C.04.3 C2, C4, C5).',
  "{player} has already had the pairing-allocated bye or a win's points without playing, and may not have it again (C.04.3 C2).":
    '{player} já teve o bye do emparceiramento ou os pontos de uma vitória sem jogar, e não pode tê-lo de novo (C.04.3 C2).',
  '{player} has fewer points, but no pairing of everybody else leaves a player with that score over: the bye goes to the lowest score it can (C.04.3 C4, C5).':
    '{player} tem menos pontos, mas nenhum emparceiramento de todos os outros deixa sobrar um jogador com essa pontuação: o bye vai para a pontuação mais baixa possível (C.04.3 C4, C5).',
  '{player} has as many points but more unplayed games ({unplayed} against {assigneeUnplayed} for {assignee}): the bye goes to the player with the fewest (C.04.3 C9).':
    '{player} tem os mesmos pontos, mas mais partidas não jogadas ({unplayed} contra {assigneeUnplayed} de {assignee}): o bye vai para o jogador com menos (C.04.3 C9).',
  "{player} has as many points; the pairing that pairs {player} and leaves {assignee} over comes first on the quality criteria and then in the bracket's order (C.04.3 art. 2–3).":
    '{player} tem os mesmos pontos; o emparceiramento que emparceira {player} e deixa {assignee} sobrando vem primeiro pelos critérios de qualidade e depois pela ordem do grupo (C.04.3 art. 2–3).',
  'before either team has played, the first team gets the initial colour with an odd TPN, the other colour with an even one':
    'antes que qualquer das equipes tenha jogado, a primeira equipe recebe a cor inicial com um TPN ímpar, a outra cor com um par',
  'grant the only colour preference': 'atender à única preferência de cor',
  'type B: grant the only strong colour preference': 'tipo B: atender à única preferência de cor forte',
  'white to the team with the lower colour difference': 'brancas para a equipe com a menor diferença de cor',
  'alternate the colours from the latest round in which the two had different colours':
    'alternar as cores a partir da última rodada em que as duas tiveram cores diferentes',
  "grant the first team's colour preference": 'atender à preferência de cor da primeira equipe',
  "alternate the first team's colour from its last match": 'alternar a cor da primeira equipe em relação ao seu último match',
  "give the first team the other team's colour of its last match": 'dar à primeira equipe a cor da outra equipe no seu último match',
  'the higher score': 'a pontuação mais alta',
  'the same score and the higher secondary score': 'a mesma pontuação e a pontuação secundária mais alta',
  'the same scores and the smaller TPN': 'as mesmas pontuações e o menor TPN',
  'no other team can have it and leave the rest pairable': 'nenhuma outra equipe pode tê-lo deixando o restante emparceirável',
  'of the teams whose bye leaves the rest pairable, it has the lowest score':
    'das equipes cujo bye deixa o restante emparceirável, é a de pontuação mais baixa',
  'of the lowest scores whose bye leaves the rest pairable, it has played the most matches':
    'das pontuações mais baixas cujo bye deixa o restante emparceirável, é a que jogou mais matches',
  'of the teams left equal by score and matches played, it has the largest TPN': 'das equipes ainda empatadas em pontuação e matches jogados, é a de maior TPN',
  'the otherwise first choice has a team that floated in the previous round (C.04.6 C7)':
    'a que seria a primeira escolha tem uma equipe que flutuou na rodada anterior (C.04.6 C7)',
  'it lets the following scoregroup be paired with as few upfloaters of its own as can be (C.04.6 C6)':
    'ele permite emparceirar o grupo de pontuação seguinte com o menor número possível de flutuantes ascendentes próprios (C.04.6 C6)',
  'it has the highest scores that leave a legal pairing (C.04.6 C5)': 'ele tem as pontuações mais altas que deixam um emparceiramento regular (C.04.6 C5)',
  'the sets before it leave no legal pairing of the bracket or of the teams below (C.04.6 C1, C3)':
    'os conjuntos anteriores não deixam nenhum emparceiramento regular do grupo ou das equipes abaixo (C.04.6 C1, C3)',
  'it is the first set in the order of art. 3.5: the highest placed teams below':
    'é o primeiro conjunto na ordem do art. 3.5: as equipes mais bem colocadas abaixo',
  '{team} has no colour preference': '{team} não tem preferência de cor',
  '{team} has no colour preference (colour difference {difference})': '{team} não tem preferência de cor (diferença de cor {difference})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, {met, select, yes {met} other {not met}})':
    '{team} deve jogar de {colour, select, w {brancas} other {pretas}} (preferência {strength, select, strong {forte} other {leve}}, {met, select, yes {atendida} other {não atendida}})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, colour difference {difference}, {met, select, yes {met} other {not met}})':
    '{team} deve jogar de {colour, select, w {brancas} other {pretas}} (preferência {strength, select, strong {forte} other {leve}}, diferença de cor {difference}, {met, select, yes {atendida} other {não atendida}})',
  '{team} ({points}) gets the pairing-allocated bye: {reason} (C.04.6 art. {step}).':
    '{team} ({points}) recebe o bye do emparceiramento: {reason} (C.04.6 art. {step}).',
  '{count, plural, one {{teams} would come first, but with its bye} other {{teams} would come first, but with their bye}} the other teams could not all be paired without a rematch or a forbidden pair (C.04.6 art. 3.4.1).':
    '{count, plural, one {{teams} viria primeiro, mas com o seu bye} other {{teams} viriam primeiro, mas com o bye delas}} as outras equipes não poderiam ser todas emparceiradas sem repetir um confronto ou formar um par proibido (C.04.6 art. 3.4.1).',
  '{count, plural, one {{teams} may not have it: it has already had} other {{teams} may not have it: each has already had}} a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.6 C2).':
    '{count, plural, one {{teams} não pode tê-lo: já teve} other {{teams} não podem tê-lo: cada uma já teve}} um bye do emparceiramento, um match vencido por W.O. ou um bye de um ponto (C.04.6 C2).',
  'The scoregroup has an odd number of teams, so one team floats up into the bracket of {points}: {teams}, because {reason}.':
    'O grupo de pontuação tem um número ímpar de equipes, então uma equipe sobe para o grupo de {points}: {teams}, porque {reason}.',
  'Its teams cannot be paired among themselves with fewer, so {count, plural, one {# team floats} other {# teams float}} up (C.04.6 C4) into the bracket of {points}: {teams}, because {reason}.':
    'Suas equipes não podem ser emparceiradas entre si com menos, então {count, plural, one {# equipe sobe} other {# equipes sobem}} (C.04.6 C4) para o grupo de {points}: {teams}, porque {reason}.',
  '{count, plural, one {# upfloater} other {# upfloaters}} that floated in the previous round (C7)':
    '{count, plural, one {# flutuante ascendente que flutuou} other {# flutuantes ascendentes que flutuaram}} na rodada anterior (C7)',
  '{count, plural, one {# match} other {# matches}} leaving a colour preference unmet (C8)':
    '{count, plural, one {# match que deixa} other {# matches que deixam}} uma preferência de cor não atendida (C8)',
  '{count, plural, one {# of them a strong preference} other {# of them strong preferences}} of type B (C9)':
    '{count, plural, one {# deles com preferência forte} other {# deles com preferências fortes}} do tipo B (C9)',
  '{count, plural, one {# upfloater} other {# upfloaters}} against a team that floated in the previous round (C10)':
    '{count, plural, one {# flutuante ascendente} other {# flutuantes ascendentes}} contra uma equipe que flutuou na rodada anterior (C10)',
  'No legal pairing of the bracket does better: {unmet}.': 'Nenhum emparceiramento regular do grupo faz melhor: {unmet}.',
  '{whitePreference}; {blackPreference}. {first} is the first team, with {firstRule} (C.04.6 art. {firstArticle}). {white} has white on board 1: {rule} (C.04.6 art. {article}).':
    '{whitePreference}; {blackPreference}. {first} é a primeira equipe, com {firstRule} (C.04.6 art. {firstArticle}). {white} joga de brancas no tabuleiro 1: {rule} (C.04.6 art. {article}).',
} satisfies Translations;
