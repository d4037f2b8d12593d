import type { Translations } from '@kingside/contract';

export default {
  'The lineups of round {round}': 'As escalações da rodada {round}',
  'Lineup set': 'Escalação definida',
  'The lineups of round {round} are published': 'As escalações da rodada {round} foram publicadas',
  'Match forfeit recorded': 'W.O. do encontro registado',
  'Match forfeit undone': 'W.O. do encontro anulado',
  'Board {board} of the match already has a result; correct the board results instead':
    'O tabuleiro {board} do encontro já tem resultado; corrija antes os resultados dos tabuleiros',
  'The match is not forfeited': 'O encontro não tem W.O.',
  'Match not found in round {round}': 'Encontro não encontrado na rodada {round}',
  'The pairing-allocated bye is no match to forfeit': 'O bye atribuído pelo emparelhamento não é um encontro a que se possa dar W.O.',
  'Round {round} is scored; a forfeit changes only a round still being played': 'A rodada {round} está pontuada; um W.O. só altera uma rodada ainda em jogo',
  'The lineups of round {round} are already published': 'As escalações da rodada {round} já foram publicadas',
  "Only the tournament's arbiters and the teams' captains see the lineups": 'Só os árbitros do torneio e os capitães das equipes veem as escalações',
  'A lineup has at most {boards} players ({boards} boards); {given} given':
    'Uma escalação tem no máximo {boards} jogadores ({boards} tabuleiros); foram dados {given}',
  'A player is in the lineup only once': 'Um jogador só aparece uma vez na escalação',
  'A player given is not on the roster of {team}': 'Um jogador indicado não está no plantel de {team}',
  '{player} is not on the roster of {team}': '{player} não está no plantel de {team}',
  '{player} has withdrawn from the tournament and cannot play': '{player} desistiu do torneio e não pode jogar',
  '{after} (roster position {afterPosition}) cannot play below {before} (roster position {beforePosition}): a lineup keeps the roster order; players may be left out, not reordered':
    '{after} (posição {afterPosition} no plantel) não pode jogar abaixo de {before} (posição {beforePosition} no plantel): uma escalação mantém a ordem do plantel; podem ficar jogadores de fora, mas não trocar de ordem',
  "Only the captain of {team} or the tournament's arbiters set its lineup": 'Só o capitão de {team} ou os árbitros do torneio definem a sua escalação',
  '{team} is not paired in round {round}: it has no lineup to set': '{team} não está emparelhada na rodada {round}: não tem escalação a definir',
  'The lineups of round {round} are published; its boards are made': 'As escalações da rodada {round} foram publicadas; os seus tabuleiros estão feitos',
  'The lineup deadline of round {round} passed at {deadline}; ask the arbiter to change the lineup':
    'O prazo das escalações da rodada {round} terminou em {deadline}; peça ao árbitro que altere a escalação',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
