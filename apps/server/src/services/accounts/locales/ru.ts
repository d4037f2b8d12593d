import type { Translations } from '@kingside/contract';

export default {
  'Login successful': 'Вход выполнен',
  'User found': 'Учётная запись найдена',
  'Logged out': 'Вы вышли из системы',
  'Password changed': 'Пароль изменён',
  'Language saved': 'Язык сохранён',
  'A reset code has been sent to your email': 'Код сброса отправлен на вашу электронную почту',
  'Your password has been changed. Please sign in with the new one.': 'Ваш пароль изменён. Войдите с новым паролем.',
  'Too many failed sign-in attempts for this account.': 'Слишком много неудачных попыток входа в эту учётную запись.',
  'Too many failed sign-in attempts from this browser.': 'Слишком много неудачных попыток входа из этого браузера.',
  'Too many failed sign-in attempts from your network. A code sent by mail still signs you in.':
    'Слишком много неудачных попыток входа из вашей сети. Войти по коду из письма по-прежнему можно.',
  'Too many sign-ups from your network.': 'Слишком много регистраций из вашей сети.',
  'Too many sign-ups for this email address.': 'Слишком много регистраций на этот адрес электронной почты.',
  'The codes for this address are used up for now (5 every 15 minutes).': 'Коды для этого адреса пока исчерпаны (5 каждые 15 минут).',
  'Too many codes were requested from your network.': 'Из вашей сети запрошено слишком много кодов.',
  'Too many wrong codes were entered from your network.': 'Из вашей сети введено слишком много неверных кодов.',
  'Welcome to Kingside': 'Добро пожаловать в Kingside',
  'Hello {name},\n\nyour Kingside account is ready: sign in with this email address and your password.\n':
    'Здравствуйте, {name}!\n\nВаша учётная запись Kingside готова: входите с этим адресом электронной почты и своим паролем.\n',
  'Someone tried to sign up with your email address': 'Кто-то пытался зарегистрироваться с вашим адресом электронной почты',
  'Someone tried to create a Kingside account with this email address, which already has one. Nothing was changed.\n\nIf it was you, sign in with your password or with a code sent by mail, or reset your password ("Forgot password?").\nIf it was not you, you need not do anything.\n':
    'Кто-то пытался создать учётную запись Kingside с этим адресом электронной почты, хотя она у него уже есть. Ничего не изменено.\n\nЕсли это были вы, войдите с паролем или по коду из письма либо сбросьте пароль («Забыли пароль?»).\nЕсли это были не вы, ничего делать не нужно.\n',
  'Invalid email or password': 'Неверный адрес электронной почты или пароль',
  'The current password is wrong': 'Текущий пароль неверен',
  'Your Kingside sign-in code': 'Ваш код входа в Kingside',
  'Your sign-in code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'Ваш код входа: {code}\n\nОн действует один раз в течение {minutes} минут. Если вы его не запрашивали, не обращайте внимания на это письмо: ваша учётная запись не изменилась.\n',
  'Your Kingside password reset code': 'Ваш код сброса пароля Kingside',
  'Your password reset code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'Ваш код сброса пароля: {code}\n\nОн действует один раз в течение {minutes} минут. Если вы его не запрашивали, не обращайте внимания на это письмо: ваша учётная запись не изменилась.\n',
  'The reset code could not be sent; please try again later': 'Не удалось отправить код сброса; попробуйте позже',
  'Too many wrong codes: request a new code': 'Слишком много неверных кодов: запросите новый код',
  'The code is wrong or has expired': 'Код неверен или истёк',
  '{reason} Wait {wait} before the next attempt.': '{reason} Подождите {wait} перед следующей попыткой.',
} satisfies Translations;
