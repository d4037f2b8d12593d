import type { Translations } from '@kingside/contract';

export default {
  'Login successful': 'Sessão iniciada',
  'User found': 'Conta encontrada',
  'Logged out': 'Sessão terminada',
  'Password changed': 'Palavra-passe alterada',
  'Language saved': 'Idioma guardado',
  'A reset code has been sent to your email': 'Foi enviado um código de redefinição para o seu e-mail',
  'Your password has been changed. Please sign in with the new one.': 'A sua palavra-passe foi alterada. Inicie sessão com a nova.',
  'Too many failed sign-in attempts for this account.': 'Demasiadas tentativas falhadas de início de sessão nesta conta.',
  'Too many failed sign-in attempts from this browser.': 'Demasiadas tentativas falhadas de início de sessão a partir deste navegador.',
  'Too many failed sign-in attempts from your network. A code sent by mail still signs you in.':
    'Demasiadas tentativas falhadas de início de sessão a partir da sua rede. Um código enviado por e-mail continua a permitir a entrada.',
  'Too many sign-ups from your network.': 'Demasiados registos a partir da sua rede.',
  'Too many sign-ups for this email address.': 'Demasiados registos com este endereço de e-mail.',
  'The codes for this address are used up for now (5 every 15 minutes).': 'Os códigos para este endereço esgotaram-se por agora (5 a cada 15 minutos).',
  'Too many codes were requested from your network.': 'Foram pedidos demasiados códigos a partir da sua rede.',
  'Too many wrong codes were entered from your network.': 'Foram introduzidos demasiados códigos errados a partir da sua rede.',
  'Welcome to Kingside': 'Bem-vindo ao Kingside',
  'Hello {name},\n\nyour Kingside account is ready: sign in with this email address and your password.\n':
    'Olá, {name},\n\na sua conta Kingside está pronta: inicie sessão com este endereço de e-mail e a sua palavra-passe.\n',
  'Someone tried to sign up with your email address': 'Alguém tentou registar-se com o seu endereço de e-mail',
  'Someone tried to create a Kingside account with this email address, which already has one. Nothing was changed.\n\nIf it was you, sign in with your password or with a code sent by mail, or reset your password ("Forgot password?").\nIf it was not you, you need not do anything.\n':
    'Alguém tentou criar uma conta Kingside com este endereço de e-mail, que já tem uma. Nada foi alterado.\n\nSe foi você, inicie sessão com a sua palavra-passe ou com um código enviado por e-mail, ou redefina a palavra-passe («Esqueceu-se da palavra-passe?»).\nSe não foi você, não precisa de fazer nada.\n',
  'Invalid email or password': 'E-mail ou palavra-passe incorretos',
  'The current password is wrong': 'A palavra-passe atual está errada',
  'Your Kingside sign-in code': 'O seu código de início de sessão Kingside',
  'Your sign-in code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'O seu código de início de sessão é {code}\n\nFunciona uma vez, durante {minutes} minutos. Se não o pediu, ignore este e-mail: a sua conta não foi alterada.\n',
  'Your Kingside password reset code': 'O seu código de redefinição da palavra-passe Kingside',
  'Your password reset code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'O seu código de redefinição da palavra-passe é {code}\n\nFunciona uma vez, durante {minutes} minutos. Se não o pediu, ignore este e-mail: a sua conta não foi alterada.\n',
  'The reset code could not be sent; please try again later': 'Não foi possível enviar o código de redefinição; tente mais tarde',
  'Too many wrong codes: request a new code': 'Demasiados códigos errados: peça um código novo',
  'The code is wrong or has expired': 'O código está errado ou expirou',
  '{reason} Wait {wait} before the next attempt.': '{reason} Aguarde {wait} antes da próxima tentativa.',
} satisfies Translations;
