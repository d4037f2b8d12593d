import type { Translations } from '@kingside/contract';

export default {
  'Club invitations': 'Invitaciones de club',
  'Club memberships': 'Tus clubes',
  'Club created.': 'Club creado.',
  'Only organisers and admins create clubs': 'Solo los organizadores y los administradores crean clubes',
  'A club with this name already exists': 'Ya existe un club con este nombre',
  'Club not found': 'Club no encontrado',
  'You do not manage this club': 'No gestionas este club',
  'emails: name at least one address other than your own': 'emails: indica al menos una dirección distinta de la tuya',
  'Only organisers and admins manage clubs': 'Solo los organizadores y los administradores gestionan clubes',
  'You have sent too many club invitations today; try again tomorrow.': 'Has enviado demasiadas invitaciones de club hoy; inténtalo de nuevo mañana.',
  '{inviter} invited you to manage {club} on Kingside': '{inviter} te ha invitado a gestionar {club} en Kingside',
  'Hello,\n\n{inviter} invited you to manage the tournaments of the club {club} on Kingside with them.\n\nTo accept, sign in to Kingside with this email address (or sign up as an organiser with it) and open\n{link}\nwhere the invitation waits under "Invitations to manage a club".\n\nNothing changes until you accept. If you did not expect this mail, ignore it or decline the invitation there.\n':
    'Hola:\n\n{inviter} te ha invitado a gestionar con él los torneos del club {club} en Kingside.\n\nPara aceptar, inicia sesión en Kingside con esta dirección de correo (o regístrate como organizador con ella) y abre\n{link}\ndonde la invitación te espera en «Invitaciones para gestionar un club».\n\nNada cambia hasta que aceptes. Si no esperabas este correo, ignóralo o rechaza allí la invitación.\n',
  'Invitation mailed to {emails}: they manage {club} once they accept it.': 'Invitación enviada a {emails}: gestionarán {club} en cuanto la acepten.',
  'The mail to {emails} could not be sent; they can still accept the invitation once signed in.':
    'No se pudo enviar el correo a {emails}; aun así pueden aceptar la invitación al iniciar sesión.',
  'There is no invitation to this club for your email address': 'No hay ninguna invitación a este club para tu dirección de correo',
  'You now manage {club}': 'Ahora gestionas {club}',
  'Invitation to {club} declined': 'Invitación a {club} rechazada',
} satisfies Translations;
