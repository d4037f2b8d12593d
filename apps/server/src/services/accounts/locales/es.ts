import type { Translations } from '@kingside/contract';

export default {
  'Login successful': 'Sesión iniciada',
  'User found': 'Cuenta encontrada',
  'Logged out': 'Sesión cerrada',
  'Password changed': 'Contraseña cambiada',
  'Language saved': 'Idioma guardado',
  'A reset code has been sent to your email': 'Se ha enviado un código de restablecimiento a su correo',
  'Your password has been changed. Please sign in with the new one.': 'Su contraseña ha cambiado. Inicie sesión con la nueva.',
  'Too many failed sign-in attempts for this account.': 'Demasiados intentos fallidos de inicio de sesión en esta cuenta.',
  'Too many failed sign-in attempts from this browser.': 'Demasiados intentos fallidos de inicio de sesión desde este navegador.',
  'Too many failed sign-in attempts from your network. A code sent by mail still signs you in.':
    'Demasiados intentos fallidos de inicio de sesión desde su red. Un código enviado por correo sigue permitiéndole entrar.',
  'Too many sign-ups from your network.': 'Demasiados registros desde su red.',
  'Too many sign-ups for this email address.': 'Demasiados registros con esta dirección de correo.',
  'The codes for this address are used up for now (5 every 15 minutes).': 'Los códigos para esta dirección se han agotado por ahora (5 cada 15 minutos).',
  'Too many codes were requested from your network.': 'Se han solicitado demasiados códigos desde su red.',
  'Too many wrong codes were entered from your network.': 'Se han introducido demasiados códigos erróneos desde su red.',
  'Welcome to Kingside': 'Bienvenido a Kingside',
  'Hello {name},\n\nyour Kingside account is ready: sign in with this email address and your password.\n':
    'Hola, {name}:\n\nsu cuenta de Kingside está lista: inicie sesión con esta dirección de correo y su contraseña.\n',
  'Someone tried to sign up with your email address': 'Alguien intentó registrarse con su dirección de correo',
  'Someone tried to create a Kingside account with this email address, which already has one. Nothing was changed.\n\nIf it was you, sign in with your password or with a code sent by mail, or reset your password ("Forgot password?").\nIf it was not you, you need not do anything.\n':
    'Alguien intentó crear una cuenta de Kingside con esta dirección de correo, que ya tiene una. No se ha cambiado nada.\n\nSi fue usted, inicie sesión con su contraseña o con un código enviado por correo, o restablezca su contraseña («¿Olvidó su contraseña?»).\nSi no fue usted, no tiene que hacer nada.\n',
  'Invalid email or password': 'Correo o contraseña incorrectos',
  'The current password is wrong': 'La contraseña actual es incorrecta',
  'Your Kingside sign-in code': 'Su código de inicio de sesión de Kingside',
  'Your sign-in code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'Su código de inicio de sesión es {code}\n\nSirve una vez, durante {minutes} minutos. Si no lo ha pedido, ignore este correo: su cuenta no ha cambiado.\n',
  'Your Kingside password reset code': 'Su código para restablecer la contraseña de Kingside',
  'Your password reset code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'Su código para restablecer la contraseña es {code}\n\nSirve una vez, durante {minutes} minutos. Si no lo ha pedido, ignore este correo: su cuenta no ha cambiado.\n',
  'The reset code could not be sent; please try again later': 'No se pudo enviar el código de restablecimiento; inténtelo más tarde',
  'Too many wrong codes: request a new code': 'Demasiados códigos erróneos: pida un código nuevo',
  'The code is wrong or has expired': 'El código es erróneo o ha caducado',
  '{reason} Wait {wait} before the next attempt.': '{reason} Espere {wait} antes del próximo intento.',
} satisfies Translations;
