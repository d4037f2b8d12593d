import type { Translations } from '@kingside/contract';

export default {
  'Login successful': 'Anmeldung erfolgreich',
  'User found': 'Konto gefunden',
  'Logged out': 'Abgemeldet',
  'Password changed': 'Passwort geändert',
  'Language saved': 'Sprache gespeichert',
  'A reset code has been sent to your email': 'Ein Code zum Zurücksetzen wurde an Ihre E-Mail-Adresse gesendet',
  'Your password has been changed. Please sign in with the new one.': 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen an.',
  'Too many failed sign-in attempts for this account.': 'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto.',
  'Too many failed sign-in attempts from this browser.': 'Zu viele fehlgeschlagene Anmeldeversuche von diesem Browser.',
  'Too many failed sign-in attempts from your network. A code sent by mail still signs you in.':
    'Zu viele fehlgeschlagene Anmeldeversuche aus Ihrem Netzwerk. Mit einem per E-Mail gesendeten Code können Sie sich weiterhin anmelden.',
  'Too many sign-ups from your network.': 'Zu viele Registrierungen aus Ihrem Netzwerk.',
  'Too many sign-ups for this email address.': 'Zu viele Registrierungen für diese E-Mail-Adresse.',
  'The codes for this address are used up for now (5 every 15 minutes).': 'Die Codes für diese Adresse sind vorerst aufgebraucht (5 alle 15 Minuten).',
  'Too many codes were requested from your network.': 'Aus Ihrem Netzwerk wurden zu viele Codes angefordert.',
  'Too many wrong codes were entered from your network.': 'Aus Ihrem Netzwerk wurden zu viele falsche Codes eingegeben.',
  'Welcome to Kingside': 'Willkommen bei Kingside',
  'Hello {name},\n\nyour Kingside account is ready: sign in with this email address and your password.\n':
    'Hallo {name},\n\nIhr Kingside-Konto ist bereit: Melden Sie sich mit dieser E-Mail-Adresse und Ihrem Passwort an.\n',
  'Someone tried to sign up with your email address': 'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren',
  'Someone tried to create a Kingside account with this email address, which already has one. Nothing was changed.\n\nIf it was you, sign in with your password or with a code sent by mail, or reset your password ("Forgot password?").\nIf it was not you, you need not do anything.\n':
    'Jemand hat versucht, mit dieser E-Mail-Adresse ein Kingside-Konto anzulegen, obwohl sie bereits eines hat. Es wurde nichts geändert.\n\nWenn Sie es waren, melden Sie sich mit Ihrem Passwort oder einem per E-Mail gesendeten Code an, oder setzen Sie Ihr Passwort zurück („Passwort vergessen?“).\nWenn Sie es nicht waren, müssen Sie nichts tun.\n',
  'Invalid email or password': 'E-Mail-Adresse oder Passwort falsch',
  'The current password is wrong': 'Das aktuelle Passwort ist falsch',
  'Your Kingside sign-in code': 'Ihr Kingside-Anmeldecode',
  'Your sign-in code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'Ihr Anmeldecode lautet {code}\n\nEr gilt einmal, {minutes} Minuten lang. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto ist unverändert.\n',
  'Your Kingside password reset code': 'Ihr Code zum Zurücksetzen des Kingside-Passworts',
  'Your password reset code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'Ihr Code zum Zurücksetzen des Passworts lautet {code}\n\nEr gilt einmal, {minutes} Minuten lang. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto ist unverändert.\n',
  'The reset code could not be sent; please try again later': 'Der Code zum Zurücksetzen konnte nicht gesendet werden; bitte versuchen Sie es später erneut',
  'Too many wrong codes: request a new code': 'Zu viele falsche Codes: Fordern Sie einen neuen Code an',
  'The code is wrong or has expired': 'Der Code ist falsch oder abgelaufen',
  '{reason} Wait {wait} before the next attempt.': '{reason} Warten Sie {wait} bis zum nächsten Versuch.',
} satisfies Translations;
