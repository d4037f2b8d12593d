import type { Translations } from '@kingside/contract';

export default {
  'Deleted tournaments': 'Gelöschte Turniere',
  'Tournament deleted; it can be restored until {date}': 'Turnier gelöscht; es kann bis {date} wiederhergestellt werden',
  'Tournament restored': 'Turnier wiederhergestellt',
  'Your account was deleted': 'Ihr Konto wurde gelöscht',
  'Your data': 'Ihre Daten',
  'Account deleted': 'Konto gelöscht',
  '{count, plural, one {You still own a tournament ({names}): delete it first, or ask an admin to take it over} other {You still own # tournaments ({names}{more, plural, =0 {} other { and # more}}): delete them first, or ask an admin to take them over}}':
    '{count, plural, one {Ihnen gehört noch ein Turnier ({names}): Löschen Sie es zuerst oder bitten Sie einen Admin, es zu übernehmen} other {Ihnen gehören noch # Turniere ({names}{more, plural, =0 {} other { und # weitere}}): Löschen Sie sie zuerst oder bitten Sie einen Admin, sie zu übernehmen}}',
  'A prize payout to you is still pending: wait until it is paid or has failed, then delete your account':
    'Eine Preisgeldauszahlung an Sie ist noch offen: Warten Sie, bis sie ausgezahlt oder fehlgeschlagen ist, und löschen Sie dann Ihr Konto',
  'You are the only manager of the club “{club}”, which has tournaments: invite another organiser to manage it (Create club, Your clubs) and wait until they accept':
    'Sie sind der einzige Verwalter des Vereins „{club}“, der Turniere hat: Laden Sie einen anderen Veranstalter zur Verwaltung ein (Verein anlegen, Ihre Vereine) und warten Sie, bis er annimmt',
  'An admin account is deleted by another admin (Admin → users)': 'Ein Admin-Konto wird von einem anderen Admin gelöscht (Admin → Benutzer)',
  'The password is wrong': 'Das Passwort ist falsch',
  'You cannot delete your own admin account here; another admin can': 'Ihr eigenes Admin-Konto können Sie hier nicht löschen; ein anderer Admin kann es',
  'Account not found': 'Konto nicht gefunden',
  'A prize payout of this tournament is still pending: wait until it is paid or has failed (Payouts), then delete the tournament':
    'Eine Preisgeldauszahlung dieses Turniers ist noch offen: Warten Sie, bis sie ausgezahlt oder fehlgeschlagen ist (Auszahlungen), und löschen Sie dann das Turnier',
  'Tournament not found': 'Turnier nicht gefunden',
  'You do not manage this tournament': 'Sie verwalten dieses Turnier nicht',
  'This tournament is not deleted': 'Dieses Turnier ist nicht gelöscht',
  'This tournament was deleted more than {days} days ago and is being purged; it can no longer be restored':
    'Dieses Turnier wurde vor mehr als {days} Tagen gelöscht und wird gerade endgültig entfernt; es kann nicht mehr wiederhergestellt werden',
  'Only organisers and admins manage tournaments': 'Nur Veranstalter und Admins verwalten Turniere',
} satisfies Translations;
