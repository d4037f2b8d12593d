import type { Translations } from '@kingside/contract';

export default {
  Teams: 'Equipos',
  'Team entered': 'Equipo inscrito',
  'Team saved': 'Equipo guardado',
  'Team deleted': 'Equipo eliminado',
  'Roster saved': 'Plantilla guardada',
  'Team approved': 'Equipo aprobado',
  'Team declined': 'Equipo rechazado',
  'The player is already on the roster of {team}': 'El jugador ya está en la plantilla de {team}',
  '{tournament} is not a team event: it has players, not teams': '{tournament} no es un torneo por equipos: tiene jugadores, no equipos',
  'The tournament has finished; its teams can no longer change': 'El torneo ha terminado; sus equipos ya no pueden cambiar',
  'A team round robin takes no teams once round 1 is paired; revert round 1 first':
    'Un round robin por equipos no admite equipos una vez emparejada la ronda 1; anule primero la ronda 1',
  'All {rounds} rounds are paired; a late team would have no round to play':
    'Las {rounds} rondas ya están emparejadas; un equipo tardío no tendría ninguna ronda que jugar',
  'Team not found in this tournament': 'Equipo no encontrado en este torneo',
  '{team} was approved already': '{team} ya fue aprobado',
  '{team} was declined already': '{team} ya fue rechazado',
  'No account has the email {email}: the captain signs up first, then becomes captain':
    'Ninguna cuenta tiene el correo {email}: el capitán se registra primero y luego pasa a ser capitán',
  '{names} and {last}': '{names} y {last}',
  'Only the tournament’s arbiters and the team’s own captain may set its roster':
    'Solo los árbitros del torneo y el capitán del propio equipo pueden fijar su plantilla',
  'Round 1 is paired: from now on only the arbiter adds players to a roster, as new last reserves':
    'La ronda 1 está emparejada: desde ahora solo el árbitro añade jugadores a una plantilla, como nuevos últimos suplentes',
  'The tournament has finished; its rosters can no longer change': 'El torneo ha terminado; sus plantillas ya no pueden cambiar',
  "Round 1 is paired: FIDE team practice keeps the board order set before round 1, so {team}'s players stay in their order and new players join only as last reserves":
    'La ronda 1 está emparejada: la práctica FIDE por equipos mantiene el orden de tableros fijado antes de la ronda 1, así que los jugadores de {team} conservan su orden y los nuevos entran solo como últimos suplentes',
  '{count, plural, one {{players} is not a player} other {{players} are not players}} of this tournament':
    '{count, plural, one {{players} no es jugador} other {{players} no son jugadores}} de este torneo',
  '{count, plural, one {{players} was expelled} other {{players} were expelled}} from the tournament':
    '{count, plural, one {{players} fue expulsado} other {{players} fueron expulsados}} del torneo',
  '{count, plural, one {{players} withdrew from the tournament; bring them back before adding them to a roster} other {{players} withdrew from the tournament; bring them back before adding them to a roster}}':
    '{count, plural, one {{players} se retiró del torneo; reincorpórelo antes de añadirlo a una plantilla} other {{players} se retiraron del torneo; reincorpórelos antes de añadirlos a una plantilla}}',
  '{player} is already on the roster of {team}; a player plays for one team only':
    '{player} ya está en la plantilla de {team}; un jugador juega solo para un equipo',
  'A team named {team} is already in this tournament': 'Ya hay un equipo llamado {team} en este torneo',
  "{team}'s entry fee was refunded, so it cannot come back into the tournament":
    'La cuota de inscripción de {team} se reembolsó, así que no puede volver al torneo',
  'The team was withdrawn before round {round} was paired without it, so it cannot come back':
    'El equipo se retiró antes de que la ronda {round} se emparejara sin él, así que no puede volver',
  'Round 1 is paired, so {team} stays in the event; withdraw it instead': 'La ronda 1 está emparejada, así que {team} sigue en el torneo; retírelo en su lugar',
} satisfies Translations;
