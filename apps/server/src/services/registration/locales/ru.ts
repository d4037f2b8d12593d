import type { Translations } from '@kingside/contract';

export default {
  'You are on the waiting list (number {position})': 'Вы в листе ожидания (номер {position})',
  "Your registration: {state, select, registered {Registered} confirmed {Confirmed by the organiser} awaiting_approval {Awaiting the organiser's approval} awaiting_payment {Awaiting payment} withdrawn {Withdrawn} declined {Declined} other {Waiting list}}":
    'Ваша заявка: {state, select, registered {зарегистрирована} confirmed {подтверждена организатором} awaiting_approval {ждёт одобрения организатора} awaiting_payment {ждёт оплаты} withdrawn {отозвана} declined {отклонена} other {лист ожидания}}',
  Registration: 'Регистрация',
  'You are not registered': 'Вы не зарегистрированы',
  'You have withdrawn': 'Вы отозвали заявку',
  '{count, plural, one {# player found} other {# players found}}':
    '{count, plural, one {Найден # игрок} few {Найдено # игрока} many {Найдено # игроков} other {Найдено # игрока}}',
  Registrations: 'Заявки',
  'Registration settings saved': 'Настройки регистрации сохранены',
  'Registration approved': 'Заявка одобрена',
  'Registration declined': 'Заявка отклонена',
  'The tournament has finished; its registration no longer changes': 'Турнир завершён; регистрация больше не меняется',
  'No registration has this id': 'Заявки с таким id нет',
  'This registration was already decided, or withdrawn by its player': 'По этой заявке уже принято решение, или игрок её отозвал',
  'Tournament not found': 'Турнир не найден',
  'Players enter a team event with their team: join yours through the invitation link its captain sends, or register a team':
    'В командный турнир игроки входят с командой: присоединитесь к своей по ссылке-приглашению капитана или зарегистрируйте команду',
  'This tournament does not take registrations; ask its organiser': 'Этот турнир не принимает заявки; обратитесь к организатору',
  'The tournament has finished': 'Турнир завершён',
  'Round 1 is already paired; ask the arbiter for a late entry': 'Жеребьёвка 1-го тура уже проведена; попросите судью о поздней заявке',
  'Registration for this tournament is closed': 'Регистрация на этот турнир закрыта',
  'You withdrew from this tournament; ask its organiser to enter you again': 'Вы отозвали заявку на этот турнир; попросите организатора заявить вас снова',
  'You are already registered in this tournament': 'Вы уже зарегистрированы в этом турнире',
  'fideId: a player with FIDE id {fideId} is already registered': 'fideId: игрок с FIDE id {fideId} уже зарегистрирован',
  'You have no registration in this tournament to withdraw': 'У вас нет заявки на этот турнир, которую можно отозвать',
  'Round 1 is paired: only the arbiter can withdraw you now': 'Жеребьёвка 1-го тура проведена: снять вас теперь может только судья',
} satisfies Translations;
