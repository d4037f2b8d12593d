import type { Translations } from '@kingside/contract';

export default {
  'You are registered: pay the entry fee to confirm your place': 'Está inscrito: pague la cuota de inscripción para confirmar su plaza',
  'Your entry fee': 'Su cuota de inscripción',
  'Entry fee payment': 'Pago de la cuota de inscripción',
  'The payment did not go through: your registration still awaits payment; pay again':
    'El pago no se completó: su inscripción sigue pendiente de pago; pague de nuevo',
  'Entry fees': 'Cuotas de inscripción',
  'Payment confirmed': 'Pago confirmado',
  'Entry fee refunded': 'Cuota de inscripción reembolsada',
  'You are registered and your entry fee awaits payment: pay it from the tournament page':
    'Está inscrito y su cuota está pendiente de pago: páguela desde la página del torneo',
  'This tournament charges no entry fee: register without paying': 'Este torneo no cobra cuota de inscripción: inscríbase sin pagar',
  'The entry fee changed while you registered; register again': 'La cuota cambió mientras se inscribía; vuelva a inscribirse',
  'You have no registration with an entry fee in this tournament': 'No tiene ninguna inscripción con cuota en este torneo',
  'No registration with an entry fee has this id': 'Ninguna inscripción con cuota tiene este id',
  'Only the player who registered pays their entry fee': 'Solo el jugador que se inscribió paga su cuota',
  'This entry fee is already paid': 'Esta cuota de inscripción ya está pagada',
  'This entry fee was refunded': 'Esta cuota de inscripción se ha reembolsado',
  '{player} has not paid the entry fee; there is nothing to refund': '{player} no ha pagado la cuota de inscripción; no hay nada que reembolsar',
  'Withdraw {player} first: entry fees are refunded on withdrawal': 'Retira primero a {player}: las cuotas de inscripción se reembolsan al retirarse',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1':
    'La ronda 1 ya está emparejada: las cuotas solo se reembolsan si se retira antes de la ronda 1',
  "The payment provider could not refund {player}'s entry fee; it stays paid. Try again later":
    'El proveedor de pagos no pudo reembolsar la cuota de inscripción de {player}; sigue pagada. Inténtalo más tarde',
  'This payment is not yours, and you do not manage its tournament': 'Este pago no es tuyo y no gestionas su torneo',
  'No entry fee payment has this order id': 'Ningún pago de cuota de inscripción tiene este id de pedido',
} satisfies Translations;
