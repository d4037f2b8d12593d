import type { Translations } from '@kingside/contract';

export default {
  'Player added': 'Jugador añadido',
  'Player already added': 'Jugador ya añadido',
  'You are registered': 'Está inscrito',
  'Player details': 'Datos del jugador',
  'Player updated': 'Jugador actualizado',
  '{name} withdrawn': '{name} retirado del torneo',
  '{name} back in the tournament': '{name} vuelve al torneo',
  Players: 'Jugadores',
  'You do not manage this tournament': 'Usted no gestiona este torneo',
  '{field}: no half-point byes in the last round ({last}) of this tournament; round {round} cannot have one':
    '{field}: no hay byes de medio punto en la última ronda ({last}) de este torneo; la ronda {round} no puede tenerlo',
  '{field}: no half-point byes in the last {count} rounds ({first} to {last}) of this tournament; round {round} cannot have one':
    '{field}: no hay byes de medio punto en las últimas {count} rondas ({first} a {last}) de este torneo; la ronda {round} no puede tenerlo',
  "{field}: {player} would have {total} half-point byes, beyond this tournament's limit of {limit} per player":
    '{field}: {player} tendría {total} byes de medio punto, más allá del límite de este torneo de {limit} por jugador',
  'clientToken: this token already sent another request; send a new one': 'clientToken: este token ya envió otra solicitud; envíe uno nuevo',
  'This tournament caps its field or approves its entries: register from its page (POST /api/registration/{tournamentId})':
    'Este torneo limita el número de jugadores o aprueba las inscripciones: inscríbase desde su página (POST /api/registration/{tournamentId})',
  '{name} was expelled in round {round}; an expulsion cannot be undone': '{name} fue expulsado en la ronda {round}; una expulsión no se puede deshacer',
  '{name} was expelled before round 1; an expulsion cannot be undone': '{name} fue expulsado antes de la ronda 1; una expulsión no se puede deshacer',
  '{what}: round {round} is paired, and pairing numbers are fixed once round {fixedFrom} is':
    '{what}: la ronda {round} está emparejada, y los números de emparejamiento quedan fijos una vez emparejada la ronda {fixedFrom}',
  '{what}: {round, plural, one {round 1 is} other {rounds 1 to # are}} already paired with the old pairing numbers, and stay as they were paired':
    '{what}: {round, plural, one {la ronda 1 ya está emparejada} other {las rondas 1 a # ya están emparejadas}} con los números de emparejamiento antiguos, y quedan como se emparejaron',
  'The tournament has finished; its pairing numbers can no longer change': 'El torneo ha terminado; sus números de emparejamiento ya no pueden cambiar',
  'pairingNumber: {name} already has number {number}': 'pairingNumber: {name} ya tiene el número {number}',
  'pairingNumber: no player of this tournament has number {number}': 'pairingNumber: ningún jugador de este torneo tiene el número {number}',
  'pairingNumber: swapping pairing numbers {change} ({name}, {other})': 'pairingNumber: intercambio de números de emparejamiento {change} ({name}, {other})',
  '{reason} Nothing was changed; try again in a few minutes.': '{reason} No se cambió nada; inténtelo de nuevo en unos minutos.',
  'The payment provider refused {what}: {reason}': 'El proveedor de pagos rechazó {what}: {reason}',
  'The tournament has finished; its players can no longer change': 'El torneo ha terminado; sus jugadores ya no pueden cambiar',
  "{field}: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    '{field}: en una competición por equipos los jugadores juegan cuando su capitán los incluye en la alineación; el que no puede venir se queda fuera de ella',
  '{field}: a round robin has no requested byes; enter a forfeit instead':
    '{field}: un round robin no tiene byes a petición; registre una incomparecencia en su lugar',
  '{field}: the tournament has {rounds} rounds, not {round}': '{field}: el torneo tiene {rounds} rondas, no {round}',
  'fullPointByes: round {round} is a half-point bye too; a round has one bye':
    'fullPointByes: la ronda {round} también es un bye de medio punto; una ronda tiene un solo bye',
  'byes: round {round} is already paired; its byes can no longer change (revert it first)':
    'byes: la ronda {round} ya está emparejada; sus byes ya no pueden cambiar (reviértala primero)',
  'Full-point bye in round {round} for {name}: FIDE discourages full-point byes other than the pairing-allocated bye; the player scores a win without playing, which also counts against them when the pairing-allocated bye is given':
    'Bye de un punto en la ronda {round} para {name}: la FIDE desaconseja los byes de un punto distintos del bye asignado por el emparejamiento; el jugador suma una victoria sin jugar, lo que también cuenta en su contra al asignar el bye del emparejamiento',
  'fideId: {name} is already entered with FIDE id {fideId}': 'fideId: {name} ya está inscrito con el id FIDE {fideId}',
  'name: {name}, born {birthDate}, is already entered': 'name: {name}, nacido el {birthDate}, ya está inscrito',
  'This tournament charges an entry fee of {fee}: register through the entry-fee registration, which takes the payment':
    'Este torneo cobra una cuota de inscripción de {fee}: inscríbase mediante la inscripción con cuota, que cobra el pago',
  'A round robin takes no players once round 1 is paired; revert round 1 first':
    'Un round robin no admite jugadores una vez emparejada la ronda 1; revierta primero la ronda 1',
  'All {rounds} rounds are paired; a late entry would have no round to play':
    'Las {rounds} rondas están emparejadas; una inscripción tardía no tendría ninguna ronda que jugar',
  "{name}'s entry fee was refunded, so they cannot come back into the tournament":
    'La cuota de inscripción de {name} se reembolsó, así que no puede volver al torneo',
  'deputyArbiterFideIds: {ids} FIDE ids for {deputies} deputy arbiters': 'deputyArbiterFideIds: {ids} ids FIDE para {deputies} árbitros adjuntos',
  'Pairing number {number} set': 'Número de emparejamiento {number} asignado',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    'Expulsión de {name}: el jugador no vuelve a emparejarse en este torneo; un tablero ya emparejado para él se mantiene, por su resultado. Un suizo lo retira de su clasificación, de los premios y de los puestos del TRF; sus rivales conservan las partidas jugadas contra él para sus desempates. La expulsión, con la ronda en que ocurre, se escribe como comentario en la exportación TRF (informe de rating FIDE). No se puede deshacer: el jugador no puede volver al torneo.',
} satisfies Translations;
