import type { Translations } from '@kingside/contract';

export default {
  'You are registered: pay the entry fee to confirm your place': 'Está inscrito: pague a taxa de inscrição para confirmar o seu lugar',
  'Your entry fee': 'A sua taxa de inscrição',
  'Entry fee payment': 'Pagamento da taxa de inscrição',
  'The payment did not go through: your registration still awaits payment; pay again':
    'O pagamento não foi concluído: a sua inscrição continua a aguardar pagamento; pague novamente',
  'Entry fees': 'Taxas de inscrição',
  'Payment confirmed': 'Pagamento confirmado',
  'Entry fee refunded': 'Taxa de inscrição reembolsada',
  'You are registered and your entry fee awaits payment: pay it from the tournament page':
    'Está inscrito e a taxa aguarda pagamento: pague-a na página do torneio',
  'This tournament charges no entry fee: register without paying': 'Este torneio não cobra taxa de inscrição: inscreva-se sem pagar',
  'The entry fee changed while you registered; register again': 'A taxa mudou enquanto se inscrevia; inscreva-se novamente',
  'You have no registration with an entry fee in this tournament': 'Não tem nenhuma inscrição com taxa neste torneio',
  'No registration with an entry fee has this id': 'Nenhuma inscrição com taxa tem este id',
  'Only the player who registered pays their entry fee': 'Só o jogador que se inscreveu paga a sua taxa',
  'This entry fee is already paid': 'Esta taxa de inscrição já está paga',
  'This entry fee was refunded': 'Esta taxa de inscrição foi reembolsada',
  '{player} has not paid the entry fee; there is nothing to refund': '{player} não pagou a taxa de inscrição; não há nada a reembolsar',
  'Withdraw {player} first: entry fees are refunded on withdrawal': 'Retire primeiro {player}: as taxas de inscrição são reembolsadas na desistência',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1':
    'A rodada 1 já está emparelhada: as taxas só são reembolsadas em caso de desistência antes da rodada 1',
  "The payment provider could not refund {player}'s entry fee; it stays paid. Try again later":
    'O fornecedor de pagamentos não conseguiu reembolsar a taxa de inscrição de {player}; continua paga. Tente mais tarde',
  'This payment is not yours, and you do not manage its tournament': 'Este pagamento não é seu e não gere o respetivo torneio',
  'No entry fee payment has this order id': 'Nenhum pagamento de taxa de inscrição tem este id de encomenda',
} satisfies Translations;
