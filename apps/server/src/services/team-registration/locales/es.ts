import type { Translations } from '@kingside/contract';

export default {
  'Your team is registered: pay the entry fee to confirm its place': 'Su equipo está inscrito: pague la cuota de inscripción para confirmar su plaza',
  'Your team is registered': 'Su equipo está inscrito',
  'Pay the entry fee to confirm your team’s place': 'Pague la cuota de inscripción para confirmar la plaza de su equipo',
  'The entry fee is paid': 'La cuota de inscripción está pagada',
  'Team entry fees': 'Cuotas de inscripción de los equipos',
  "{team}'s entry fee is confirmed paid in hand": 'Se confirma que la cuota de inscripción de {team} se pagó en mano',
  "{team}'s entry fee is refunded": 'La cuota de inscripción de {team} está reembolsada',
  'Your teams': 'Sus equipos',
  'Invitation link made': 'Enlace de invitación creado',
  '{count, plural, one {# invitation link revoked} other {# invitation links revoked}}':
    '{count, plural, one {# enlace de invitación revocado} other {# enlaces de invitación revocados}}',
  Invitation: 'Invitación',
  'You joined {team} (board order {position})': 'Se ha unido a {team} (orden de tablero {position})',
  "{team} awaits the organiser's approval: invite its players once it is approved":
    '{team} espera la aprobación del organizador: invite a sus jugadores cuando esté aprobado',
  'The organiser declined {team}: nobody can join it': 'El organizador rechazó {team}: nadie puede unirse a él',
  '{team} is withdrawn: nobody can join it': '{team} está retirado: nadie puede unirse a él',
  'This invitation link is not valid: it was revoked, or its team or tournament no longer exists':
    'Este enlace de invitación no es válido: se revocó, o su equipo o torneo ya no existe',
  'This invitation link expired on {date}; ask the captain of {team} for a new one':
    'Este enlace de invitación caducó el {date}; pida uno nuevo al capitán de {team}',
  '{team} pays no entry fee': '{team} no paga cuota de inscripción',
  "{team}'s entry fee is already paid": 'La cuota de inscripción de {team} ya está pagada',
  "{team}'s entry fee was refunded": 'La cuota de inscripción de {team} fue reembolsada',
  '{team} has not paid the entry fee; there is nothing to refund': '{team} no ha pagado la cuota de inscripción; no hay nada que reembolsar',
  'Withdraw {team} first: entry fees are refunded on withdrawal': 'Retire primero {team}: las cuotas de inscripción se reembolsan al retirarse',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1':
    'La ronda 1 ya está emparejada: las cuotas solo se reembolsan si se retira antes de la ronda 1',
  "The payment provider could not refund {team}'s entry fee; it stays paid. Try again later":
    'El proveedor de pagos no pudo reembolsar la cuota de inscripción de {team}; sigue pagada. Inténtelo más tarde',
  "Only the team's captain pays its entry fee": 'Solo el capitán del equipo paga su cuota de inscripción',
  'Round 1 is already paired; ask the organiser to enter your team': 'La ronda 1 ya está emparejada; pida al organizador que inscriba a su equipo',
  'The tournament is full: it takes {count, plural, one {# team} other {# teams}}':
    'El torneo está completo: admite {count, plural, one {# equipo} other {# equipos}}',
  'You already captain {team} in this tournament': 'Ya es capitán de {team} en este torneo',
  'A team named {team} was declined by the organiser; register under another name':
    'El organizador rechazó un equipo llamado {team}; inscríbase con otro nombre',
  'A team named {team} is already registered': 'Ya hay un equipo inscrito con el nombre {team}',
  'The organiser changed how teams are entered while you registered; register again':
    'El organizador cambió cómo se inscriben los equipos mientras se inscribía; inscríbase de nuevo',
  "Only the captain of {team} or the tournament's organisers manage its invitation links":
    'Solo el capitán de {team} o los organizadores del torneo gestionan sus enlaces de invitación',
} satisfies Translations;
