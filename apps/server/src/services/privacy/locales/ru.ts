import type { Translations } from '@kingside/contract';

export default {
  'Deleted tournaments': 'Удалённые турниры',
  'Tournament deleted; it can be restored until {date}': 'Турнир удалён; его можно восстановить до {date}',
  'Tournament restored': 'Турнир восстановлен',
  'Your account was deleted': 'Ваша учётная запись удалена',
  'Your data': 'Ваши данные',
  'Account deleted': 'Учётная запись удалена',
  '{count, plural, one {You still own a tournament ({names}): delete it first, or ask an admin to take it over} other {You still own # tournaments ({names}{more, plural, =0 {} other { and # more}}): delete them first, or ask an admin to take them over}}':
    '{count, plural, one {У вас ещё есть турнир ({names}): сначала удалите его или попросите администратора забрать его себе} few {У вас ещё есть # турнира ({names}{more, plural, =0 {} other { и ещё #}}): сначала удалите их или попросите администратора забрать их себе} many {У вас ещё есть # турниров ({names}{more, plural, =0 {} other { и ещё #}}): сначала удалите их или попросите администратора забрать их себе} other {У вас ещё есть # турнира ({names}{more, plural, =0 {} other { и ещё #}}): сначала удалите их или попросите администратора забрать их себе}}',
  'A prize payout to you is still pending: wait until it is paid or has failed, then delete your account':
    'Выплата приза вам ещё не завершена: дождитесь, пока она пройдёт или не удастся, затем удалите учётную запись',
  'You are the only manager of the club “{club}”, which has tournaments: invite another organiser to manage it (Create club, Your clubs) and wait until they accept':
    'Вы единственный управляющий клуба «{club}», у которого есть турниры: пригласите другого организатора управлять им (Создать клуб, Ваши клубы) и дождитесь, пока он примет приглашение',
  'An admin account is deleted by another admin (Admin → users)': 'Учётную запись администратора удаляет другой администратор (Админ → пользователи)',
  'The password is wrong': 'Неверный пароль',
  'You cannot delete your own admin account here; another admin can':
    'Здесь нельзя удалить собственную учётную запись администратора; это может сделать другой администратор',
  'Account not found': 'Учётная запись не найдена',
  'A prize payout of this tournament is still pending: wait until it is paid or has failed (Payouts), then delete the tournament':
    'Выплата приза этого турнира ещё не завершена: дождитесь, пока она пройдёт или не удастся (Выплаты), затем удалите турнир',
  'Tournament not found': 'Турнир не найден',
  'You do not manage this tournament': 'Вы не управляете этим турниром',
  'This tournament is not deleted': 'Этот турнир не удалён',
  'This tournament was deleted more than {days} days ago and is being purged; it can no longer be restored':
    'Этот турнир удалён более {days} дней назад и стирается; восстановить его уже нельзя',
  'Only organisers and admins manage tournaments': 'Управлять турнирами могут только организаторы и администраторы',
} satisfies Translations;
