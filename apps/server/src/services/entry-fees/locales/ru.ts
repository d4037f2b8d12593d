import type { Translations } from '@kingside/contract';

export default {
  'You are registered: pay the entry fee to confirm your place': 'Вы зарегистрированы: оплатите турнирный взнос, чтобы подтвердить место',
  'Your entry fee': 'Ваш турнирный взнос',
  'Entry fee payment': 'Оплата турнирного взноса',
  'The payment did not go through: your registration still awaits payment; pay again': 'Платёж не прошёл: ваша заявка всё ещё ждёт оплаты; оплатите снова',
  'Entry fees': 'Турнирные взносы',
  'Payment confirmed': 'Оплата подтверждена',
  'Entry fee refunded': 'Турнирный взнос возвращён',
  'You are registered and your entry fee awaits payment: pay it from the tournament page':
    'Вы зарегистрированы, а взнос ждёт оплаты: оплатите его на странице турнира',
  'This tournament charges no entry fee: register without paying': 'В этом турнире нет взноса: регистрируйтесь без оплаты',
  'The entry fee changed while you registered; register again': 'Взнос изменился во время регистрации; зарегистрируйтесь снова',
  'You have no registration with an entry fee in this tournament': 'У вас нет платной заявки в этом турнире',
  'No registration with an entry fee has this id': 'Платной заявки с таким id нет',
  'Only the player who registered pays their entry fee': 'Взнос оплачивает только сам зарегистрировавшийся игрок',
  'This entry fee is already paid': 'Этот стартовый взнос уже оплачен',
  'This entry fee was refunded': 'Этот стартовый взнос возвращён',
  '{player} has not paid the entry fee; there is nothing to refund': '{player} не оплатил стартовый взнос; возвращать нечего',
  'Withdraw {player} first: entry fees are refunded on withdrawal': 'Сначала снимите {player} с турнира: взносы возвращаются при снятии',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1': 'Тур 1 уже составлен: взносы возвращаются только при снятии до 1-го тура',
  "The payment provider could not refund {player}'s entry fee; it stays paid. Try again later":
    'Платёжный провайдер не смог вернуть стартовый взнос игрока {player}; взнос остаётся оплаченным. Попробуйте позже',
  'This payment is not yours, and you do not manage its tournament': 'Этот платёж не ваш, и вы не управляете его турниром',
  'No entry fee payment has this order id': 'Нет оплаты стартового взноса с таким номером заказа',
} satisfies Translations;
