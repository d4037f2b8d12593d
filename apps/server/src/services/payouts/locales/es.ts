import type { Translations } from '@kingside/contract';

export default {
  Payouts: 'Pagos',
  'Payee details saved': 'Datos del beneficiario guardados',
  'Link sent to {to}': 'Enlace enviado a {to}',
  'Your prize': 'Su premio',
  'Thank you: your details are saved': 'Gracias: sus datos están guardados',
  'Entry fee payment status': 'Estado del pago de la cuota de inscripción',
  'Payout status': 'Estado del pago',
  Balance: 'Saldo',
  'The payment provider did not give the balance': 'El proveedor de pagos no dio el saldo',
  'Payout ledger': 'Registro de pagos',
  'Released: the prize may be paid again': 'Liberado: el premio puede pagarse de nuevo',
  Received: 'Recibido',
  'already paid': 'ya pagado',
  'the provider does not know its last payout: check with the provider and release it first':
    'el proveedor no conoce su último pago: compruébelo con el proveedor y libérelo primero',
  'its payout is under way ({status})': 'su pago está en curso ({status})',
  'No prize winner {id} in this tournament': 'No hay ningún premiado {id} en este torneo',
  'This tournament has no prize winners yet: compute or upload them on the prizes tab first':
    'Este torneo aún no tiene premiados: calcúlelos o súbalos primero en la pestaña de premios',
  'nothing to pay': 'nada que pagar',
  '{amount} is under {least}, the least a payout can be': '{amount} es menos de {least}, el mínimo de un pago',
  'no payee details yet': 'aún no hay datos del beneficiario',
  '{field}: {problem}': '{field}: {problem}',
  'Nothing to pay ({skipped}; …)': 'Nada que pagar ({skipped}; …)',
  'Nothing to pay ({skipped})': 'Nada que pagar ({skipped})',
  'nothing was sent': 'no se envió nada',
  'The payment provider pays in {provider}; these prizes are in {currency}. Nothing was sent':
    'El proveedor de pagos paga en {provider}; estos premios están en {currency}. No se envió nada',
  'The payout account holds {balance}; these prizes need {total}. Nothing was sent':
    'La cuenta de pagos tiene {balance}; estos premios necesitan {total}. No se envió nada',
  'The payment provider refused the payout: {reason}. Nothing was paid; correct it and pay again':
    'El proveedor de pagos rechazó el pago: {reason}. No se pagó nada; corríjalo y pague de nuevo',
  'no payout is marked as started; Kingside asks the provider about order {orderId} and will show its answer':
    'ningún pago se marca como iniciado; Kingside pregunta al proveedor por la orden {orderId} y mostrará su respuesta',
  '{count, plural, one {Sent # prize ({total}) to the payment provider} other {Sent # prizes ({total}) to the payment provider}}':
    '{count, plural, one {# premio ({total}) enviado al proveedor de pagos} other {# premios ({total}) enviados al proveedor de pagos}}',
  'Refused: {reason}': 'Rechazado: {reason}',
  'The payment provider refused: {reason}; {consequence}': 'El proveedor de pagos rechazó: {reason}; {consequence}',
  'The payment provider failed ({reason})': 'El proveedor de pagos falló ({reason})',
  '{first}; {rest}': '{first}; {rest}',
  Created: 'Creado',
  Updated: 'Actualizado',
  Tournament: 'Torneo',
  Player: 'Jugador',
  Category: 'Categoría',
  Place: 'Puesto',
  Attempt: 'Intento',
  Amount: 'Importe',
  Currency: 'Moneda',
  Payee: 'Beneficiario',
  Status: 'Estado',
  'Order id': 'Id de orden',
  'Fulfillment id': 'Id de ejecución',
  'Transaction id': 'Id de transacción',
  'Idempotency key': 'Clave de idempotencia',
  'Failure reason': 'Motivo del fallo',
  "{name}'s prize at {tournament}: where should we pay it?": 'El premio de {name} en {tournament}: ¿dónde lo pagamos?',
  "Dear captain of {name},\n\nCongratulations on {name}'s prize at {tournament} ({prize}).\n\nPlease tell us the team's UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n":
    'Estimado capitán de {name}:\n\nEnhorabuena por el premio de {name} en {tournament} ({prize}).\n\nIndíquenos el id UPI del equipo, o su cuenta bancaria e IFSC, en esta página:\n{link}\n\nEl enlace funciona hasta el {expires} UTC. Si no esperaba este correo, ignórelo.\n',
  'Your prize at {tournament}: where should we pay it?': 'Su premio en {tournament}: ¿dónde se lo pagamos?',
  'Dear {name},\n\nCongratulations on your prize at {tournament} ({prize}).\n\nPlease tell us your UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n':
    'Estimado/a {name}:\n\nEnhorabuena por su premio en {tournament} ({prize}).\n\nIndíquenos su id UPI, o su cuenta bancaria e IFSC, en esta página:\n{link}\n\nEl enlace funciona hasta el {expires} UTC. Si no esperaba este correo, ignórelo.\n',
  'This team has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    'Este equipo no tiene un capitán con dirección de correo: asígnele un capitán en la pestaña de equipos, o escriba usted mismo los datos del beneficiario',
  '{team} has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    '{team} no tiene un capitán con dirección de correo: asígnele un capitán en la pestaña de equipos, o escriba usted mismo los datos del beneficiario',
  'This player has no email address: add one on the players tab, or type the payee details yourself':
    'Este jugador no tiene dirección de correo: añada una en la pestaña de jugadores, o escriba usted mismo los datos del beneficiario',
  '{player} has no email address: add one on the players tab, or type the payee details yourself':
    '{player} no tiene dirección de correo: añada una en la pestaña de jugadores, o escriba usted mismo los datos del beneficiario',
  '{category}, place {place}: {amount}': '{category}, puesto {place}: {amount}',
  'The mail to {to} could not be sent ({reason}); try again later': 'No se pudo enviar el correo a {to} ({reason}); inténtelo más tarde',
  'This payee link is not valid: ask the organiser for a new one': 'Este enlace de cobro no es válido: pida uno nuevo al organizador',
  'This payee link has expired: ask the organiser for a new one': 'Este enlace de cobro ha caducado: pida uno nuevo al organizador',
  'This payee link is for a player or team no longer in the tournament': 'Este enlace de cobro es para un jugador o equipo que ya no está en el torneo',
  'This link has already been used to give your payee details, which are saved. To change them, ask the organiser for a new link':
    'Este enlace ya se usó para dar sus datos de cobro, que están guardados. Para cambiarlos, pida un enlace nuevo al organizador',
  'the provider does not know the order: its answer to the creation was lost': 'el proveedor no conoce la orden: su respuesta a la creación se perdió',
  'the provider no longer knows the order': 'el proveedor ya no conoce la orden',
  'No payout order or fulfillment has this id': 'Ninguna orden de pago ni ejecución tiene este id',
  'Payout attempt not found': 'Intento de pago no encontrado',
  'Only a payout the provider does not know can be released; this one is {status}':
    'Solo se puede liberar un pago que el proveedor no conoce; este está en {status}',
  'Released by {name}: {reason}': 'Liberado por {name}: {reason}',
} satisfies Translations;
