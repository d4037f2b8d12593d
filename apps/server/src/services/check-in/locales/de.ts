import type { Translations } from '@kingside/contract';

export default {
  '{checkedIn} of {playing} checked in': '{checkedIn} von {playing} angemeldet',
  '{name} has no round left to check in for': '{name} hat keine Runde mehr, für die eine Anmeldung offen wäre',
  '{name} is absent from round {round}: not paired, a zero-point bye': '{name} fehlt in Runde {round}: nicht gepaart, spielfrei mit null Punkten',
  '{name} is to be paired in round {round}': '{name} wird in Runde {round} gepaart',
  '{name} is checked in for round {round}': '{name} ist für Runde {round} angemeldet',
  '{name} is not checked in': '{name} ist nicht angemeldet',
  'Check-in settings saved': 'Einstellungen der Anwesenheitsmeldung gespeichert',
  'Check-in for round {round} is open': 'Die Anwesenheitsmeldung für Runde {round} ist offen',
  'Check-in for round {round} closed: {count}': 'Anwesenheitsmeldung für Runde {round} geschlossen: {count}',
  'No bye in round {round} for {name}': 'Kein Freilos in Runde {round} für {name}',
  "Half-point bye in round {round} for {name}, beyond the tournament's limit of {limit} for players":
    'Halbpunkt-Freilos in Runde {round} für {name}, über die Grenze von {limit} hinaus, die das Turnier Spielern setzt',
  'Half-point bye in round {round} for {name}': 'Halbpunkt-Freilos in Runde {round} für {name}',
  "required: no check-in in a team event: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'required: keine Anwesenheitsmeldung in einem Mannschaftswettbewerb: in einem Mannschaftswettbewerb spielt, wen der Mannschaftsführer aufstellt; wer nicht kommen kann, wird nicht aufgestellt',
  'required: only Swiss tournaments use check-in; a round robin pairs everyone by its Berger table (enter a forfeit for an absent player)':
    'required: nur Schweizer-System-Turniere nutzen die Anwesenheitsmeldung; ein Rundenturnier paart alle nach seiner Berger-Tabelle (tragen Sie für einen fehlenden Spieler eine kampflose Partie ein)',
  'Every round of the tournament is paired ({rounds}); there is no check-in to hold':
    'Alle Runden des Turniers sind gepaart ({rounds}); es gibt keine Anwesenheitsmeldung mehr',
  'This tournament does not require check-in; turn it on in the check-in settings first':
    'Dieses Turnier verlangt keine Anwesenheitsmeldung; schalten Sie sie zuerst in den Einstellungen ein',
  'closesAt: the check-in must close later than now': 'closesAt: die Anwesenheitsmeldung muss später als jetzt schließen',
  'Check-in for round {round} is already open': 'Die Anwesenheitsmeldung für Runde {round} ist bereits offen',
  'Check-in for round {round} is not open': 'Die Anwesenheitsmeldung für Runde {round} ist nicht offen',
  'You have no entry in this tournament': 'Sie sind in diesem Turnier nicht gemeldet',
  'Player not found': 'Spieler nicht gefunden',
  'You can only check in, or ask for byes, for yourself': 'Sie können sich nur selbst anmelden oder Freilose beantragen',
  '{name} has withdrawn from the tournament; bring them back before you {what, select, bye {ask for a bye} other {check in}}':
    '{name} hat sich vom Turnier zurückgezogen; nehmen Sie den Spieler wieder auf, bevor Sie {what, select, bye {ein Freilos beantragen} other {ihn anmelden}}',
  'You have withdrawn from this tournament, so you cannot {what, select, bye {ask for a bye} other {check in}}; ask the arbiter if you want to play again':
    'Sie haben sich von diesem Turnier zurückgezogen und können daher {what, select, bye {kein Freilos beantragen} other {sich nicht anmelden}}; wenden Sie sich an den Schiedsrichter, wenn Sie wieder spielen möchten',
  "No check-in here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'Hier gibt es keine Anwesenheitsmeldung: in einem Mannschaftswettbewerb spielt, wen der Mannschaftsführer aufstellt; wer nicht kommen kann, wird nicht aufgestellt',
  'A round robin pairs everyone by its Berger table; enter a forfeit for an absent player':
    'Ein Rundenturnier paart alle nach seiner Berger-Tabelle; tragen Sie für einen fehlenden Spieler eine kampflose Partie ein',
  'This tournament does not use check-in': 'Dieses Turnier nutzt keine Anwesenheitsmeldung',
  '{name} has a half-point bye in round {round}; cancel it first to play':
    '{name} hat in Runde {round} ein Halbpunkt-Freilos; streichen Sie es zuerst, damit gespielt werden kann',
  'You have a half-point bye in round {round}; cancel it first to play':
    'Sie haben in Runde {round} ein Halbpunkt-Freilos; streichen Sie es zuerst, um zu spielen',
  'Check-in for round {round} is not open yet': 'Die Anwesenheitsmeldung für Runde {round} ist noch nicht offen',
  'Check-in for round {round} has closed; ask the arbiter': 'Die Anwesenheitsmeldung für Runde {round} ist geschlossen; wenden Sie sich an den Schiedsrichter',
  "No byes on request here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'Hier gibt es keine Freilose auf Antrag: in einem Mannschaftswettbewerb spielt, wen der Mannschaftsführer aufstellt; wer nicht kommen kann, wird nicht aufgestellt',
  'A round robin has no half-point byes on request; the arbiter enters a forfeit instead':
    'Ein Rundenturnier kennt keine Halbpunkt-Freilose auf Antrag; der Schiedsrichter trägt stattdessen eine kampflose Partie ein',
  'round: the tournament has {rounds} rounds, not {round}': 'round: das Turnier hat {rounds} Runden, nicht {round}',
  'Round {round} is already paired; its byes can no longer change': 'Runde {round} ist bereits gepaart; ihre Freilose lassen sich nicht mehr ändern',
  'This tournament takes no half-point bye requests from players; ask the arbiter':
    'Dieses Turnier nimmt von Spielern keine Anträge auf Halbpunkt-Freilose an; wenden Sie sich an den Schiedsrichter',
  'You already have {count, plural, one {# half-point bye} other {# half-point byes}}, the most this tournament allows ({limit}); ask the arbiter':
    'Sie haben bereits {count, plural, one {# Halbpunkt-Freilos} other {# Halbpunkt-Freilose}}, so viele, wie dieses Turnier erlaubt ({limit}); wenden Sie sich an den Schiedsrichter',
} satisfies Translations;
