import type { Translations } from '@kingside/contract';

export default {
  '{checkedIn} of {playing} checked in': '{checkedIn} de {playing} confirmados',
  '{name} has no round left to check in for': 'A {name} no le queda ninguna ronda que confirmar',
  '{name} is absent from round {round}: not paired, a zero-point bye': '{name} está ausente en la ronda {round}: sin emparejar, bye de cero puntos',
  '{name} is to be paired in round {round}': '{name} será emparejado en la ronda {round}',
  '{name} is checked in for round {round}': '{name} ha confirmado su presencia en la ronda {round}',
  '{name} is not checked in': '{name} no ha confirmado su presencia',
  'Check-in settings saved': 'Ajustes de confirmación guardados',
  'Check-in for round {round} is open': 'La confirmación de la ronda {round} está abierta',
  'Check-in for round {round} closed: {count}': 'Confirmación de la ronda {round} cerrada: {count}',
  'No bye in round {round} for {name}': 'Sin bye en la ronda {round} para {name}',
  "Half-point bye in round {round} for {name}, beyond the tournament's limit of {limit} for players":
    'Bye de medio punto en la ronda {round} para {name}, por encima del límite de {limit} que el torneo fija para los jugadores',
  'Half-point bye in round {round} for {name}': 'Bye de medio punto en la ronda {round} para {name}',
  "required: no check-in in a team event: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'required: no hay confirmación de presencia en un torneo por equipos: en un torneo por equipos, un jugador juega cuando su capitán lo incluye en la alineación; quien no pueda venir queda fuera de ella',
  'required: only Swiss tournaments use check-in; a round robin pairs everyone by its Berger table (enter a forfeit for an absent player)':
    'required: solo los torneos suizos usan confirmación de presencia; un round robin empareja a todos según su tabla de Berger (anote una incomparecencia para un jugador ausente)',
  'Every round of the tournament is paired ({rounds}); there is no check-in to hold':
    'Todas las rondas del torneo están emparejadas ({rounds}); no queda confirmación que hacer',
  'This tournament does not require check-in; turn it on in the check-in settings first':
    'Este torneo no exige confirmación de presencia; actívela antes en sus ajustes',
  'closesAt: the check-in must close later than now': 'closesAt: la confirmación debe cerrar más tarde que ahora',
  'Check-in for round {round} is already open': 'La confirmación de la ronda {round} ya está abierta',
  'Check-in for round {round} is not open': 'La confirmación de la ronda {round} no está abierta',
  'You have no entry in this tournament': 'No está inscrito en este torneo',
  'Player not found': 'Jugador no encontrado',
  'You can only check in, or ask for byes, for yourself': 'Solo puede confirmar su presencia, o pedir byes, para usted mismo',
  '{name} has withdrawn from the tournament; bring them back before you {what, select, bye {ask for a bye} other {check in}}':
    '{name} se ha retirado del torneo; reincorpórelo antes de {what, select, bye {pedir un bye} other {confirmar su presencia}}',
  'You have withdrawn from this tournament, so you cannot {what, select, bye {ask for a bye} other {check in}}; ask the arbiter if you want to play again':
    'Se ha retirado de este torneo, así que no puede {what, select, bye {pedir un bye} other {confirmar su presencia}}; hable con el árbitro si quiere volver a jugar',
  "No check-in here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'Aquí no hay confirmación de presencia: en un torneo por equipos, un jugador juega cuando su capitán lo incluye en la alineación; quien no pueda venir queda fuera de ella',
  'A round robin pairs everyone by its Berger table; enter a forfeit for an absent player':
    'Un round robin empareja a todos según su tabla de Berger; anote una incomparecencia para un jugador ausente',
  'This tournament does not use check-in': 'Este torneo no usa confirmación de presencia',
  '{name} has a half-point bye in round {round}; cancel it first to play':
    '{name} tiene un bye de medio punto en la ronda {round}; anúlelo antes para que juegue',
  'You have a half-point bye in round {round}; cancel it first to play': 'Tiene un bye de medio punto en la ronda {round}; anúlelo antes para jugar',
  'Check-in for round {round} is not open yet': 'La confirmación de la ronda {round} aún no está abierta',
  'Check-in for round {round} has closed; ask the arbiter': 'La confirmación de la ronda {round} ha cerrado; hable con el árbitro',
  "No byes on request here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'Aquí no hay byes a petición: en un torneo por equipos, un jugador juega cuando su capitán lo incluye en la alineación; quien no pueda venir queda fuera de ella',
  'A round robin has no half-point byes on request; the arbiter enters a forfeit instead':
    'Un round robin no tiene byes de medio punto a petición; el árbitro anota una incomparecencia en su lugar',
  'round: the tournament has {rounds} rounds, not {round}': 'round: el torneo tiene {rounds} rondas, no {round}',
  'Round {round} is already paired; its byes can no longer change': 'La ronda {round} ya está emparejada; sus byes ya no pueden cambiar',
  'This tournament takes no half-point bye requests from players; ask the arbiter':
    'Este torneo no acepta peticiones de bye de medio punto de los jugadores; hable con el árbitro',
  'You already have {count, plural, one {# half-point bye} other {# half-point byes}}, the most this tournament allows ({limit}); ask the arbiter':
    'Ya tiene {count, plural, one {# bye de medio punto} other {# byes de medio punto}}, el máximo que permite este torneo ({limit}); hable con el árbitro',
} satisfies Translations;
