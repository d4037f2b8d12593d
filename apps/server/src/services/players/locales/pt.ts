import type { Translations } from '@kingside/contract';

export default {
  'Player added': 'Jogador adicionado',
  'Player already added': 'Jogador já adicionado',
  'You are registered': 'Você está inscrito',
  'Player details': 'Dados do jogador',
  'Player updated': 'Jogador atualizado',
  '{name} withdrawn': '{name} retirado do torneio',
  '{name} back in the tournament': '{name} de volta ao torneio',
  Players: 'Jogadores',
  'You do not manage this tournament': 'Você não gere este torneio',
  '{field}: no half-point byes in the last round ({last}) of this tournament; round {round} cannot have one':
    '{field}: não há byes de meio ponto na última rodada ({last}) deste torneio; a rodada {round} não pode ter um',
  '{field}: no half-point byes in the last {count} rounds ({first} to {last}) of this tournament; round {round} cannot have one':
    '{field}: não há byes de meio ponto nas últimas {count} rodadas ({first} a {last}) deste torneio; a rodada {round} não pode ter um',
  "{field}: {player} would have {total} half-point byes, beyond this tournament's limit of {limit} per player":
    '{field}: {player} teria {total} byes de meio ponto, além do limite deste torneio de {limit} por jogador',
  'clientToken: this token already sent another request; send a new one': 'clientToken: este token já enviou outro pedido; envie um novo',
  'This tournament caps its field or approves its entries: register from its page (POST /api/registration/{tournamentId})':
    'Este torneio limita o número de jogadores ou aprova as inscrições: inscreva-se na sua página (POST /api/registration/{tournamentId})',
  '{name} was expelled in round {round}; an expulsion cannot be undone': '{name} foi expulso na rodada {round}; uma expulsão não pode ser desfeita',
  '{name} was expelled before round 1; an expulsion cannot be undone': '{name} foi expulso antes da rodada 1; uma expulsão não pode ser desfeita',
  '{what}: round {round} is paired, and pairing numbers are fixed once round {fixedFrom} is':
    '{what}: a rodada {round} está emparceirada, e os números de emparceiramento ficam fixos depois de emparceirada a rodada {fixedFrom}',
  '{what}: {round, plural, one {round 1 is} other {rounds 1 to # are}} already paired with the old pairing numbers, and stay as they were paired':
    '{what}: {round, plural, one {a rodada 1 já está emparceirada} other {as rodadas 1 a # já estão emparceiradas}} com os números de emparceiramento antigos, e ficam como foram emparceiradas',
  'The tournament has finished; its pairing numbers can no longer change': 'O torneio terminou; os números de emparceiramento já não podem mudar',
  'pairingNumber: {name} already has number {number}': 'pairingNumber: {name} já tem o número {number}',
  'pairingNumber: no player of this tournament has number {number}': 'pairingNumber: nenhum jogador deste torneio tem o número {number}',
  'pairingNumber: swapping pairing numbers {change} ({name}, {other})': 'pairingNumber: troca dos números de emparceiramento {change} ({name}, {other})',
  '{reason} Nothing was changed; try again in a few minutes.': '{reason} Nada foi alterado; tente novamente dentro de alguns minutos.',
  'The payment provider refused {what}: {reason}': 'O provedor de pagamento recusou {what}: {reason}',
  'The tournament has finished; its players can no longer change': 'O torneio terminou; os jogadores já não podem mudar',
  "{field}: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    '{field}: num evento por equipes, os jogadores jogam quando o capitão os põe na escalação; quem não pode vir fica de fora dela',
  '{field}: a round robin has no requested byes; enter a forfeit instead': '{field}: um round robin não tem byes a pedido; registre um W.O. em vez disso',
  '{field}: the tournament has {rounds} rounds, not {round}': '{field}: o torneio tem {rounds} rodadas, não {round}',
  'fullPointByes: round {round} is a half-point bye too; a round has one bye':
    'fullPointByes: a rodada {round} também é um bye de meio ponto; uma rodada tem um só bye',
  'byes: round {round} is already paired; its byes can no longer change (revert it first)':
    'byes: a rodada {round} já foi emparceirada; os byes já não podem mudar (desfaça-a primeiro)',
  'Full-point bye in round {round} for {name}: FIDE discourages full-point byes other than the pairing-allocated bye; the player scores a win without playing, which also counts against them when the pairing-allocated bye is given':
    'Bye de um ponto na rodada {round} para {name}: a FIDE desaconselha byes de um ponto além do bye do emparceiramento; o jogador marca uma vitória sem jogar, o que também conta contra ele quando o bye do emparceiramento é atribuído',
  'fideId: {name} is already entered with FIDE id {fideId}': 'fideId: {name} já está inscrito com o id FIDE {fideId}',
  'name: {name}, born {birthDate}, is already entered': 'name: {name}, nascido em {birthDate}, já está inscrito',
  'This tournament charges an entry fee of {fee}: register through the entry-fee registration, which takes the payment':
    'Este torneio cobra uma taxa de inscrição de {fee}: inscreva-se pela inscrição com taxa, que recebe o pagamento',
  'A round robin takes no players once round 1 is paired; revert round 1 first':
    'Um round robin não aceita jogadores depois de emparceirada a rodada 1; desfaça primeiro a rodada 1',
  'All {rounds} rounds are paired; a late entry would have no round to play':
    'Todas as {rounds} rodadas estão emparceiradas; uma inscrição tardia não teria rodada para jogar',
  "{name}'s entry fee was refunded, so they cannot come back into the tournament":
    'A taxa de inscrição de {name} foi reembolsada, por isso não pode voltar ao torneio',
  'deputyArbiterFideIds: {ids} FIDE ids for {deputies} deputy arbiters': 'deputyArbiterFideIds: {ids} ids FIDE para {deputies} árbitros adjuntos',
  'Pairing number {number} set': 'Número de emparceiramento {number} atribuído',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    'Expulsão de {name}: o jogador não volta a ser emparceirado neste torneio; um tabuleiro já emparceirado para ele mantém-se, pelo seu resultado. Um suíço retira-o da classificação, dos prêmios e das posições do TRF; os adversários mantêm as partidas jogadas contra ele para os desempates. A expulsão, com a rodada em que acontece, é escrita como comentário na exportação TRF (relatório de rating FIDE). Não pode ser desfeita: o jogador não pode voltar ao torneio.',
} satisfies Translations;
