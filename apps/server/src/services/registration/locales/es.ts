import type { Translations } from '@kingside/contract';

export default {
  'You are on the waiting list (number {position})': 'Está en la lista de espera (número {position})',
  "Your registration: {state, select, registered {Registered} confirmed {Confirmed by the organiser} awaiting_approval {Awaiting the organiser's approval} awaiting_payment {Awaiting payment} withdrawn {Withdrawn} declined {Declined} other {Waiting list}}":
    'Su inscripción: {state, select, registered {inscrito} confirmed {confirmada por el organizador} awaiting_approval {pendiente de la aprobación del organizador} awaiting_payment {pendiente de pago} withdrawn {retirada} declined {rechazada} other {lista de espera}}',
  Registration: 'Inscripción',
  'You are not registered': 'No está inscrito',
  'You have withdrawn': 'Se ha retirado',
  '{count, plural, one {# player found} other {# players found}}': '{count, plural, one {# jugador encontrado} other {# jugadores encontrados}}',
  Registrations: 'Inscripciones',
  'Registration settings saved': 'Ajustes de inscripción guardados',
  'Registration approved': 'Inscripción aprobada',
  'Registration declined': 'Inscripción rechazada',
  'The tournament has finished; its registration no longer changes': 'El torneo ha terminado; su inscripción ya no cambia',
  'No registration has this id': 'Ninguna inscripción tiene este id',
  'This registration was already decided, or withdrawn by its player': 'Esta inscripción ya se decidió, o su jugador la retiró',
  'Tournament not found': 'Torneo no encontrado',
  'Players enter a team event with their team: join yours through the invitation link its captain sends, or register a team':
    'En un torneo por equipos se entra con el equipo: únase al suyo con el enlace de invitación que envía su capitán, o inscriba un equipo',
  'This tournament does not take registrations; ask its organiser': 'Este torneo no admite inscripciones; pregunte a su organizador',
  'The tournament has finished': 'El torneo ha terminado',
  'Round 1 is already paired; ask the arbiter for a late entry': 'La ronda 1 ya está emparejada; pida al árbitro una inscripción tardía',
  'Registration for this tournament is closed': 'La inscripción en este torneo está cerrada',
  'You withdrew from this tournament; ask its organiser to enter you again': 'Se retiró de este torneo; pida a su organizador que vuelva a inscribirle',
  'You are already registered in this tournament': 'Ya está inscrito en este torneo',
  'fideId: a player with FIDE id {fideId} is already registered': 'fideId: ya hay inscrito un jugador con el id FIDE {fideId}',
  'You have no registration in this tournament to withdraw': 'No tiene ninguna inscripción que retirar en este torneo',
  'Round 1 is paired: only the arbiter can withdraw you now': 'La ronda 1 está emparejada: ahora solo el árbitro puede retirarle',
} satisfies Translations;
