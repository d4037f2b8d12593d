import type { Translations } from '@kingside/contract';

export default {
  'Club invitations': 'Приглашения в клубы',
  'Club memberships': 'Ваши клубы',
  'Club created.': 'Клуб создан.',
  'Only organisers and admins create clubs': 'Создавать клубы могут только организаторы и администраторы',
  'A club with this name already exists': 'Клуб с таким названием уже существует',
  'Club not found': 'Клуб не найден',
  'You do not manage this club': 'Вы не управляете этим клубом',
  'emails: name at least one address other than your own': 'emails: укажите хотя бы один адрес, кроме вашего',
  'Only organisers and admins manage clubs': 'Управлять клубами могут только организаторы и администраторы',
  'You have sent too many club invitations today; try again tomorrow.': 'Сегодня вы отправили слишком много приглашений в клуб; попробуйте завтра.',
  '{inviter} invited you to manage {club} on Kingside': '{inviter} приглашает вас управлять клубом {club} на Kingside',
  'Hello,\n\n{inviter} invited you to manage the tournaments of the club {club} on Kingside with them.\n\nTo accept, sign in to Kingside with this email address (or sign up as an organiser with it) and open\n{link}\nwhere the invitation waits under "Invitations to manage a club".\n\nNothing changes until you accept. If you did not expect this mail, ignore it or decline the invitation there.\n':
    'Здравствуйте!\n\n{inviter} приглашает вас вместе управлять турнирами клуба {club} на Kingside.\n\nЧтобы принять приглашение, войдите в Kingside с этим адресом электронной почты (или зарегистрируйтесь с ним как организатор) и откройте\n{link}\nгде приглашение ждёт в разделе «Приглашения управлять клубом».\n\nПока вы не примете приглашение, ничего не изменится. Если вы не ждали этого письма, не обращайте на него внимания или отклоните приглашение там же.\n',
  'Invitation mailed to {emails}: they manage {club} once they accept it.':
    'Приглашение отправлено на {emails}: после принятия они будут управлять клубом {club}.',
  'The mail to {emails} could not be sent; they can still accept the invitation once signed in.':
    'Письмо на {emails} отправить не удалось; войдя в систему, они всё равно смогут принять приглашение.',
  'There is no invitation to this club for your email address': 'Для вашего адреса электронной почты приглашения в этот клуб нет',
  'You now manage {club}': 'Теперь вы управляете клубом {club}',
  'Invitation to {club} declined': 'Приглашение в клуб {club} отклонено',
} satisfies Translations;
