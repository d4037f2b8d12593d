import type { Translations } from '@kingside/contract';

export default {
  'Notice choices': 'Preferências de avisos',
  'Notice choices saved': 'Preferências de avisos guardadas',
  'Push notices on for this browser': 'Avisos push ativados neste navegador',
  'Push notices off for this browser': 'Avisos push desativados neste navegador',
  'The push service address must be https': 'O endereço do serviço push tem de ser https',
  'p256dh must be an uncompressed P-256 public key (65 bytes)': 'p256dh tem de ser uma chave pública P-256 não comprimida (65 bytes)',
  'auth must be 16 bytes': 'auth tem de ter 16 bytes',
  'Board {board}: you play {opponent}{colour, select, w { with White} b { with Black} other {}}.':
    'Tabuleiro {board}: joga contra {opponent}{colour, select, w {, com as brancas} b {, com as pretas} other {}}.',
  'You do not play this round: no game.': 'Não joga nesta rodada: sem partida.',
  'You do not play this round: {bye}.': 'Não joga nesta rodada: {bye}.',
  'round {round} pairings': 'emparelhamentos da rodada {round}',
  'round {round} is starting': 'a rodada {round} vai começar',
  'Round {round} is starting: go to your board.': 'A rodada {round} vai começar: vá para o seu tabuleiro.',
  'check-in for round {round} closing': 'fecho do check-in da rodada {round}',
  'Check-in for round {round} closes at {time} UTC. Players who have not checked in are not paired.':
    'O check-in da rodada {round} fecha às {time} UTC. Os jogadores sem check-in não são emparelhados.',
  'Check-in for round {round} closes soon. Players who have not checked in are not paired.':
    'O check-in da rodada {round} fecha em breve. Os jogadores sem check-in não são emparelhados.',
  'result of board {board} disputed': 'resultado do tabuleiro {board} contestado',
  'The players of board {board} (round {round}) entered different results; the arbiter decides.':
    'Os jogadores do tabuleiro {board} (rodada {round}) indicaram resultados diferentes; o árbitro decide.',
  'tournament finished': 'torneio terminado',
  'The tournament is over ({players, plural, one {# player} other {# players}}).':
    'O torneio terminou ({players, plural, one {# jogador} other {# jogadores}}).',
  'The tournament is over: you finished {rank} of {players}.': 'O torneio terminou: ficou em {rank}.º lugar entre {players}.',
  '{tournament}: {title}': '{tournament}: {title}',
} satisfies Translations;
