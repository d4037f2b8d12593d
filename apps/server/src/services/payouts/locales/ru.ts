import type { Translations } from '@kingside/contract';

export default {
  Payouts: 'Выплаты',
  'Payee details saved': 'Реквизиты получателя сохранены',
  'Link sent to {to}': 'Ссылка отправлена на {to}',
  'Your prize': 'Ваш приз',
  'Thank you: your details are saved': 'Спасибо: ваши реквизиты сохранены',
  'Entry fee payment status': 'Статус оплаты турнирного взноса',
  'Payout status': 'Статус выплаты',
  Balance: 'Баланс',
  'The payment provider did not give the balance': 'Платёжный провайдер не сообщил баланс',
  'Payout ledger': 'Журнал выплат',
  'Released: the prize may be paid again': 'Освобождено: приз можно выплатить снова',
  Received: 'Получено',
  'already paid': 'уже выплачено',
  'the provider does not know its last payout: check with the provider and release it first':
    'провайдер не знает о последней выплате: проверьте у провайдера и сначала освободите её',
  'its payout is under way ({status})': 'выплата уже идёт ({status})',
  'No prize winner {id} in this tournament': 'В этом турнире нет призёра {id}',
  'This tournament has no prize winners yet: compute or upload them on the prizes tab first':
    'В этом турнире ещё нет призёров: сначала вычислите или загрузите их на вкладке призов',
  'nothing to pay': 'платить нечего',
  '{amount} is under {least}, the least a payout can be': '{amount} меньше {least} — минимальной суммы выплаты',
  'no payee details yet': 'реквизитов получателя ещё нет',
  '{field}: {problem}': '{field}: {problem}',
  'Nothing to pay ({skipped}; …)': 'Платить нечего ({skipped}; …)',
  'Nothing to pay ({skipped})': 'Платить нечего ({skipped})',
  'nothing was sent': 'ничего не отправлено',
  'The payment provider pays in {provider}; these prizes are in {currency}. Nothing was sent':
    'Платёжный провайдер платит в {provider}; эти призы — в {currency}. Ничего не отправлено',
  'The payout account holds {balance}; these prizes need {total}. Nothing was sent':
    'На счёте для выплат {balance}; для этих призов нужно {total}. Ничего не отправлено',
  'The payment provider refused the payout: {reason}. Nothing was paid; correct it and pay again':
    'Платёжный провайдер отклонил выплату: {reason}. Ничего не выплачено; исправьте и заплатите снова',
  'no payout is marked as started; Kingside asks the provider about order {orderId} and will show its answer':
    'ни одна выплата не отмечена как начатая; Kingside запрашивает у провайдера заказ {orderId} и покажет его ответ',
  '{count, plural, one {Sent # prize ({total}) to the payment provider} other {Sent # prizes ({total}) to the payment provider}}':
    '{count, plural, one {Платёжному провайдеру отправлен # приз ({total})} few {Платёжному провайдеру отправлено # приза ({total})} many {Платёжному провайдеру отправлено # призов ({total})} other {Платёжному провайдеру отправлено # приза ({total})}}',
  'Refused: {reason}': 'Отклонено: {reason}',
  'The payment provider refused: {reason}; {consequence}': 'Платёжный провайдер отказал: {reason}; {consequence}',
  'The payment provider failed ({reason})': 'Сбой платёжного провайдера ({reason})',
  '{first}; {rest}': '{first}; {rest}',
  Created: 'Создано',
  Updated: 'Обновлено',
  Tournament: 'Турнир',
  Player: 'Участник',
  Category: 'Категория',
  Place: 'Место',
  Attempt: 'Попытка',
  Amount: 'Сумма',
  Currency: 'Валюта',
  Payee: 'Получатель',
  Status: 'Статус',
  'Order id': 'ID заказа',
  'Fulfillment id': 'ID исполнения',
  'Transaction id': 'ID транзакции',
  'Idempotency key': 'Ключ идемпотентности',
  'Failure reason': 'Причина сбоя',
  "{name}'s prize at {tournament}: where should we pay it?": 'Приз команды {name} на турнире {tournament}: куда его перечислить?',
  "Dear captain of {name},\n\nCongratulations on {name}'s prize at {tournament} ({prize}).\n\nPlease tell us the team's UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n":
    'Уважаемый капитан команды {name}!\n\nПоздравляем команду {name} с призом на турнире {tournament} ({prize}).\n\nУкажите, пожалуйста, на этой странице UPI ID команды или её банковский счёт и IFSC:\n{link}\n\nСсылка действует до {expires} UTC. Если вы не ждали этого письма, просто не обращайте на него внимания.\n',
  'Your prize at {tournament}: where should we pay it?': 'Ваш приз на турнире {tournament}: куда его перечислить?',
  'Dear {name},\n\nCongratulations on your prize at {tournament} ({prize}).\n\nPlease tell us your UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n':
    'Здравствуйте, {name}!\n\nПоздравляем с призом на турнире {tournament} ({prize}).\n\nУкажите, пожалуйста, на этой странице ваш UPI ID или банковский счёт и IFSC:\n{link}\n\nСсылка действует до {expires} UTC. Если вы не ждали этого письма, просто не обращайте на него внимания.\n',
  'This team has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    'У этой команды нет капитана с адресом электронной почты: назначьте капитана на вкладке команд или введите реквизиты получателя сами',
  '{team} has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    'У команды {team} нет капитана с адресом электронной почты: назначьте капитана на вкладке команд или введите реквизиты получателя сами',
  'This player has no email address: add one on the players tab, or type the payee details yourself':
    'У этого игрока нет адреса электронной почты: добавьте его на вкладке игроков или введите реквизиты получателя сами',
  '{player} has no email address: add one on the players tab, or type the payee details yourself':
    'У игрока {player} нет адреса электронной почты: добавьте его на вкладке игроков или введите реквизиты получателя сами',
  '{category}, place {place}: {amount}': '{category}, место {place}: {amount}',
  'The mail to {to} could not be sent ({reason}); try again later': 'Не удалось отправить письмо на {to} ({reason}); попробуйте позже',
  'This payee link is not valid: ask the organiser for a new one': 'Эта ссылка для реквизитов недействительна: попросите у организатора новую',
  'This payee link has expired: ask the organiser for a new one': 'Срок действия этой ссылки для реквизитов истёк: попросите у организатора новую',
  'This payee link is for a player or team no longer in the tournament':
    'Эта ссылка для реквизитов относится к игроку или команде, которых больше нет в турнире',
  'This link has already been used to give your payee details, which are saved. To change them, ask the organiser for a new link':
    'Эта ссылка уже использована для ваших реквизитов, и они сохранены. Чтобы изменить их, попросите у организатора новую ссылку',
  'the provider does not know the order: its answer to the creation was lost': 'провайдер не знает этот заказ: его ответ на создание потерялся',
  'the provider no longer knows the order': 'провайдер больше не знает этот заказ',
  'No payout order or fulfillment has this id': 'Нет заказа на выплату или исполнения с таким ID',
  'Payout attempt not found': 'Попытка выплаты не найдена',
  'Only a payout the provider does not know can be released; this one is {status}':
    'Освободить можно только выплату, которую провайдер не знает; у этой статус {status}',
  'Released by {name}: {reason}': 'Освобождено ({name}): {reason}',
} satisfies Translations;
