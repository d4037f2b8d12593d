import type { Translations } from '@kingside/contract';

export default {
  'Deleted tournaments': 'Torneos eliminados',
  'Tournament deleted; it can be restored until {date}': 'Torneo eliminado; puede restaurarse hasta el {date}',
  'Tournament restored': 'Torneo restaurado',
  'Your account was deleted': 'Tu cuenta se ha eliminado',
  'Your data': 'Tus datos',
  'Account deleted': 'Cuenta eliminada',
  '{count, plural, one {You still own a tournament ({names}): delete it first, or ask an admin to take it over} other {You still own # tournaments ({names}{more, plural, =0 {} other { and # more}}): delete them first, or ask an admin to take them over}}':
    '{count, plural, one {Todavía eres propietario de un torneo ({names}): elimínalo primero o pide a un administrador que se haga cargo de él} other {Todavía eres propietario de # torneos ({names}{more, plural, =0 {} other { y # más}}): elimínalos primero o pide a un administrador que se haga cargo de ellos}}',
  'A prize payout to you is still pending: wait until it is paid or has failed, then delete your account':
    'Aún hay un pago de premio pendiente para ti: espera a que se pague o falle y después elimina tu cuenta',
  'You are the only manager of the club “{club}”, which has tournaments: invite another organiser to manage it (Create club, Your clubs) and wait until they accept':
    'Eres el único gestor del club «{club}», que tiene torneos: invita a otro organizador a gestionarlo (Crear club, Tus clubes) y espera a que acepte',
  'An admin account is deleted by another admin (Admin → users)': 'Una cuenta de administrador la elimina otro administrador (Admin → usuarios)',
  'The password is wrong': 'La contraseña es incorrecta',
  'You cannot delete your own admin account here; another admin can': 'No puedes eliminar aquí tu propia cuenta de administrador; otro administrador sí puede',
  'Account not found': 'Cuenta no encontrada',
  'A prize payout of this tournament is still pending: wait until it is paid or has failed (Payouts), then delete the tournament':
    'Aún hay un pago de premio de este torneo pendiente: espera a que se pague o falle (Pagos) y después elimina el torneo',
  'Tournament not found': 'Torneo no encontrado',
  'You do not manage this tournament': 'Usted no gestiona este torneo',
  'This tournament is not deleted': 'Este torneo no está eliminado',
  'This tournament was deleted more than {days} days ago and is being purged; it can no longer be restored':
    'Este torneo se eliminó hace más de {days} días y se está borrando; ya no puede restaurarse',
  'Only organisers and admins manage tournaments': 'Solo los organizadores y los administradores gestionan torneos',
} satisfies Translations;
