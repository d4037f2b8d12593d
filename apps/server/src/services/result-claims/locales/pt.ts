import type { Translations } from '@kingside/contract';

export default {
  'Your board': 'O seu tabuleiro',
  'Both players confirmed: the result waits for the arbiter': 'Ambos os jogadores confirmaram: o resultado aguarda o árbitro',
  'Your opponent confirmed another result: the arbiter decides': 'O seu adversário confirmou outro resultado: o árbitro decide',
  'Your result is recorded; waiting for your opponent': 'O seu resultado está registado; a aguardar o adversário',
  'Confirmations by the players': 'Confirmações dos jogadores',
  'Round {round} is not paired yet': 'A rodada {round} ainda não foi emparceirada',
  'Round {round} has no board {board}': 'A rodada {round} não tem tabuleiro {board}',
  'Board {board} of round {round} is a bye or an absence: nobody plays there':
    'O tabuleiro {board} da rodada {round} é um bye ou uma ausência: ninguém joga aí',
  'Only the two players of board {board} may confirm its result': 'Só os dois jogadores do tabuleiro {board} podem confirmar o resultado',
  'The arbiter has entered the result of board {board}: {result}. Confirmations no longer change it.':
    'O árbitro registou o resultado do tabuleiro {board}: {result}. As confirmações já não o alteram.',
  'The tournament has finished: results can no longer be confirmed.': 'O torneio terminou: os resultados já não podem ser confirmados.',
  'Round {round} has not started yet: confirm the result once the game is over.':
    'A rodada {round} ainda não começou: confirme o resultado quando a partida terminar.',
  'Round {round} is closed: results can no longer be confirmed.': 'A rodada {round} está fechada: os resultados já não podem ser confirmados.',
  '{reason} Your confirmation ({result}) was not recorded.': '{reason} A sua confirmação ({result}) não foi registada.',
} satisfies Translations;
