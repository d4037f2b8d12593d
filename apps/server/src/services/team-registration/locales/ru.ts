import type { Translations } from '@kingside/contract';

export default {
  'Your team is registered: pay the entry fee to confirm its place': 'Ваша команда зарегистрирована: оплатите взнос, чтобы подтвердить её место',
  'Your team is registered': 'Ваша команда зарегистрирована',
  'Pay the entry fee to confirm your team’s place': 'Оплатите взнос, чтобы подтвердить место вашей команды',
  'The entry fee is paid': 'Взнос оплачен',
  'Team entry fees': 'Взносы команд',
  "{team}'s entry fee is confirmed paid in hand": 'Взнос команды {team} подтверждён как оплаченный на месте',
  "{team}'s entry fee is refunded": 'Взнос команды {team} возвращён',
  'Your teams': 'Ваши команды',
  'Invitation link made': 'Ссылка-приглашение создана',
  '{count, plural, one {# invitation link revoked} other {# invitation links revoked}}':
    '{count, plural, one {Отозвана # ссылка-приглашение} few {Отозваны # ссылки-приглашения} many {Отозвано # ссылок-приглашений} other {Отозвано # ссылки-приглашения}}',
  Invitation: 'Приглашение',
  'You joined {team} (board order {position})': 'Вы вступили в команду {team} (порядок досок {position})',
  "{team} awaits the organiser's approval: invite its players once it is approved":
    'Команда {team} ждёт одобрения организатора: приглашайте её игроков после одобрения',
  'The organiser declined {team}: nobody can join it': 'Организатор отклонил команду {team}: вступить в неё нельзя',
  '{team} is withdrawn: nobody can join it': 'Команда {team} снята: вступить в неё нельзя',
  'This invitation link is not valid: it was revoked, or its team or tournament no longer exists':
    'Эта ссылка-приглашение недействительна: её отозвали, либо её команды или турнира больше нет',
  'This invitation link expired on {date}; ask the captain of {team} for a new one':
    'Срок действия этой ссылки-приглашения истёк {date}; попросите у капитана команды {team} новую',
  '{team} pays no entry fee': 'Команда {team} не платит взнос',
  "{team}'s entry fee is already paid": 'Взнос команды {team} уже оплачен',
  "{team}'s entry fee was refunded": 'Взнос команды {team} был возвращён',
  '{team} has not paid the entry fee; there is nothing to refund': 'Команда {team} не оплатила взнос; возвращать нечего',
  'Withdraw {team} first: entry fees are refunded on withdrawal': 'Сначала снимите команду {team}: взносы возвращаются при снятии',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1': 'Тур 1 уже составлен: взносы возвращаются только при снятии до 1-го тура',
  "The payment provider could not refund {team}'s entry fee; it stays paid. Try again later":
    'Платёжный сервис не смог вернуть взнос команды {team}; он остаётся оплаченным. Повторите попытку позже',
  "Only the team's captain pays its entry fee": 'Взнос команды платит только её капитан',
  'Round 1 is already paired; ask the organiser to enter your team': 'Жеребьёвка 1-го тура уже проведена; попросите организатора заявить вашу команду',
  'The tournament is full: it takes {count, plural, one {# team} other {# teams}}':
    'Турнир заполнен: в нём {count, plural, one {# команда} few {# команды} many {# команд} other {# команды}}',
  'You already captain {team} in this tournament': 'Вы уже капитан команды {team} в этом турнире',
  'A team named {team} was declined by the organiser; register under another name':
    'Команда с названием {team} отклонена организатором; зарегистрируйтесь под другим названием',
  'A team named {team} is already registered': 'Команда с названием {team} уже зарегистрирована',
  'The organiser changed how teams are entered while you registered; register again':
    'Пока вы регистрировались, организатор изменил порядок заявки команд; зарегистрируйтесь снова',
  "Only the captain of {team} or the tournament's organisers manage its invitation links":
    'Ссылками-приглашениями команды {team} управляют только её капитан и организаторы турнира',
} satisfies Translations;
