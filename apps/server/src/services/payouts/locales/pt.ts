import type { Translations } from '@kingside/contract';

export default {
  Payouts: 'Pagamentos',
  'Payee details saved': 'Dados de recebimento salvos',
  'Link sent to {to}': 'Link enviado para {to}',
  'Your prize': 'O seu prêmio',
  'Thank you: your details are saved': 'Obrigado: os seus dados estão salvos',
  'Entry fee payment status': 'Situação do pagamento da taxa de inscrição',
  'Payout status': 'Situação do pagamento',
  Balance: 'Saldo',
  'The payment provider did not give the balance': 'O fornecedor de pagamentos não indicou o saldo',
  'Payout ledger': 'Registo de pagamentos',
  'Released: the prize may be paid again': 'Liberado: o prêmio pode ser pago de novo',
  Received: 'Recebido',
  'already paid': 'já pago',
  'the provider does not know its last payout: check with the provider and release it first':
    'o fornecedor não conhece o seu último pagamento: verifique com o fornecedor e libere-o primeiro',
  'its payout is under way ({status})': 'o pagamento está em andamento ({status})',
  'No prize winner {id} in this tournament': 'Nenhum premiado {id} neste torneio',
  'This tournament has no prize winners yet: compute or upload them on the prizes tab first':
    'Este torneio ainda não tem premiados: calcule-os ou carregue-os primeiro no separador de prêmios',
  'nothing to pay': 'nada a pagar',
  '{amount} is under {least}, the least a payout can be': '{amount} é menos de {least}, o mínimo de um pagamento',
  'no payee details yet': 'ainda sem dados de recebimento',
  '{field}: {problem}': '{field}: {problem}',
  'Nothing to pay ({skipped}; …)': 'Nada a pagar ({skipped}; …)',
  'Nothing to pay ({skipped})': 'Nada a pagar ({skipped})',
  'nothing was sent': 'nada foi enviado',
  'The payment provider pays in {provider}; these prizes are in {currency}. Nothing was sent':
    'O fornecedor de pagamentos paga em {provider}; estes prêmios estão em {currency}. Nada foi enviado',
  'The payout account holds {balance}; these prizes need {total}. Nothing was sent':
    'A conta de pagamentos tem {balance}; estes prêmios precisam de {total}. Nada foi enviado',
  'The payment provider refused the payout: {reason}. Nothing was paid; correct it and pay again':
    'O fornecedor de pagamentos recusou o pagamento: {reason}. Nada foi pago; corrija e pague de novo',
  'no payout is marked as started; Kingside asks the provider about order {orderId} and will show its answer':
    'nenhum pagamento está marcado como iniciado; o Kingside pergunta ao fornecedor pela ordem {orderId} e mostrará a resposta',
  '{count, plural, one {Sent # prize ({total}) to the payment provider} other {Sent # prizes ({total}) to the payment provider}}':
    '{count, plural, one {# prêmio ({total}) enviado ao fornecedor de pagamentos} other {# prêmios ({total}) enviados ao fornecedor de pagamentos}}',
  'Refused: {reason}': 'Recusado: {reason}',
  'The payment provider refused: {reason}; {consequence}': 'O fornecedor de pagamentos recusou: {reason}; {consequence}',
  'The payment provider failed ({reason})': 'O fornecedor de pagamentos falhou ({reason})',
  '{first}; {rest}': '{first}; {rest}',
  Created: 'Criado',
  Updated: 'Atualizado',
  Tournament: 'Torneio',
  Player: 'Jogador',
  Category: 'Categoria',
  Place: 'Lugar',
  Attempt: 'Tentativa',
  Amount: 'Valor',
  Currency: 'Moeda',
  Payee: 'Beneficiário',
  Status: 'Situação',
  'Order id': 'Id da ordem',
  'Fulfillment id': 'Id de execução',
  'Transaction id': 'Id da transação',
  'Idempotency key': 'Chave de idempotência',
  'Failure reason': 'Motivo da falha',
  "{name}'s prize at {tournament}: where should we pay it?": 'O prêmio de {name} em {tournament}: onde devemos pagá-lo?',
  "Dear captain of {name},\n\nCongratulations on {name}'s prize at {tournament} ({prize}).\n\nPlease tell us the team's UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n":
    'Caro capitão de {name},\n\nParabéns pelo prêmio de {name} em {tournament} ({prize}).\n\nIndique-nos o id UPI da equipe, ou a conta bancária e o IFSC, nesta página:\n{link}\n\nO link funciona até {expires} UTC. Se não esperava este e-mail, ignore-o.\n',
  'Your prize at {tournament}: where should we pay it?': 'O seu prêmio em {tournament}: onde devemos pagá-lo?',
  'Dear {name},\n\nCongratulations on your prize at {tournament} ({prize}).\n\nPlease tell us your UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n':
    'Caro(a) {name},\n\nParabéns pelo seu prêmio em {tournament} ({prize}).\n\nIndique-nos o seu id UPI, ou a sua conta bancária e o IFSC, nesta página:\n{link}\n\nO link funciona até {expires} UTC. Se não esperava este e-mail, ignore-o.\n',
  'This team has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    'Esta equipe não tem capitão com endereço de e-mail: atribua-lhe um capitão no separador de equipes, ou escreva você mesmo os dados de recebimento',
  '{team} has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    '{team} não tem capitão com endereço de e-mail: atribua um capitão à equipe no separador de equipes, ou escreva você mesmo os dados de recebimento',
  'This player has no email address: add one on the players tab, or type the payee details yourself':
    'Este jogador não tem endereço de e-mail: acrescente um no separador de jogadores, ou escreva você mesmo os dados de recebimento',
  '{player} has no email address: add one on the players tab, or type the payee details yourself':
    '{player} não tem endereço de e-mail: acrescente um no separador de jogadores, ou escreva você mesmo os dados de recebimento',
  '{category}, place {place}: {amount}': '{category}, lugar {place}: {amount}',
  'The mail to {to} could not be sent ({reason}); try again later': 'Não foi possível enviar o e-mail para {to} ({reason}); tente mais tarde',
  'This payee link is not valid: ask the organiser for a new one': 'Este link de recebimento não é válido: peça um novo ao organizador',
  'This payee link has expired: ask the organiser for a new one': 'Este link de recebimento expirou: peça um novo ao organizador',
  'This payee link is for a player or team no longer in the tournament': 'Este link de recebimento é de um jogador ou equipe que já não está no torneio',
  'This link has already been used to give your payee details, which are saved. To change them, ask the organiser for a new link':
    'Este link já foi usado para dar os seus dados de recebimento, que estão salvos. Para os alterar, peça um novo link ao organizador',
  'the provider does not know the order: its answer to the creation was lost': 'o fornecedor não conhece a ordem: a resposta à criação perdeu-se',
  'the provider no longer knows the order': 'o fornecedor já não conhece a ordem',
  'No payout order or fulfillment has this id': 'Nenhuma ordem de pagamento ou execução tem este id',
  'Payout attempt not found': 'Tentativa de pagamento não encontrada',
  'Only a payout the provider does not know can be released; this one is {status}':
    'Só pode ser liberado um pagamento que o fornecedor não conhece; este está {status}',
  'Released by {name}: {reason}': 'Liberado por {name}: {reason}',
} satisfies Translations;
