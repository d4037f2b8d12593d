import type { Translations } from '@kingside/contract';

export default {
  'Login successful': 'Connexion réussie',
  'User found': 'Compte trouvé',
  'Logged out': 'Déconnecté',
  'Password changed': 'Mot de passe modifié',
  'Language saved': 'Langue enregistrée',
  'A reset code has been sent to your email': 'Un code de réinitialisation a été envoyé à votre adresse e-mail',
  'Your password has been changed. Please sign in with the new one.': 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  'Too many failed sign-in attempts for this account.': 'Trop de tentatives de connexion échouées pour ce compte.',
  'Too many failed sign-in attempts from this browser.': 'Trop de tentatives de connexion échouées depuis ce navigateur.',
  'Too many failed sign-in attempts from your network. A code sent by mail still signs you in.':
    'Trop de tentatives de connexion échouées depuis votre réseau. Un code envoyé par e-mail vous connecte toujours.',
  'Too many sign-ups from your network.': 'Trop d’inscriptions depuis votre réseau.',
  'Too many sign-ups for this email address.': 'Trop d’inscriptions pour cette adresse e-mail.',
  'The codes for this address are used up for now (5 every 15 minutes).': 'Les codes pour cette adresse sont épuisés pour l’instant (5 toutes les 15 minutes).',
  'Too many codes were requested from your network.': 'Trop de codes ont été demandés depuis votre réseau.',
  'Too many wrong codes were entered from your network.': 'Trop de codes erronés ont été saisis depuis votre réseau.',
  'Welcome to Kingside': 'Bienvenue sur Kingside',
  'Hello {name},\n\nyour Kingside account is ready: sign in with this email address and your password.\n':
    'Bonjour {name},\n\nvotre compte Kingside est prêt : connectez-vous avec cette adresse e-mail et votre mot de passe.\n',
  'Someone tried to sign up with your email address': 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
  'Someone tried to create a Kingside account with this email address, which already has one. Nothing was changed.\n\nIf it was you, sign in with your password or with a code sent by mail, or reset your password ("Forgot password?").\nIf it was not you, you need not do anything.\n':
    'Quelqu’un a tenté de créer un compte Kingside avec cette adresse e-mail, qui en a déjà un. Rien n’a été modifié.\n\nSi c’était vous, connectez-vous avec votre mot de passe ou avec un code envoyé par e-mail, ou réinitialisez votre mot de passe (« Mot de passe oublié ? »).\nSi ce n’était pas vous, vous n’avez rien à faire.\n',
  'Invalid email or password': 'E-mail ou mot de passe incorrect',
  'The current password is wrong': 'Le mot de passe actuel est incorrect',
  'Your Kingside sign-in code': 'Votre code de connexion Kingside',
  'Your sign-in code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'Votre code de connexion est {code}\n\nIl sert une fois, pendant {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre compte n’a pas changé.\n',
  'Your Kingside password reset code': 'Votre code de réinitialisation du mot de passe Kingside',
  'Your password reset code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'Votre code de réinitialisation du mot de passe est {code}\n\nIl sert une fois, pendant {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre compte n’a pas changé.\n',
  'The reset code could not be sent; please try again later': 'Le code de réinitialisation n’a pas pu être envoyé ; réessayez plus tard',
  'Too many wrong codes: request a new code': 'Trop de codes erronés : demandez un nouveau code',
  'The code is wrong or has expired': 'Le code est erroné ou a expiré',
  '{reason} Wait {wait} before the next attempt.': '{reason} Attendez {wait} avant la prochaine tentative.',
} satisfies Translations;
