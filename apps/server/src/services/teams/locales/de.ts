import type { Translations } from '@kingside/contract';

export default {
  Teams: 'Mannschaften',
  'Team entered': 'Mannschaft gemeldet',
  'Team saved': 'Mannschaft gespeichert',
  'Team deleted': 'Mannschaft gelöscht',
  'Roster saved': 'Mannschaftsaufstellung gespeichert',
  'Team approved': 'Mannschaft zugelassen',
  'Team declined': 'Mannschaft abgelehnt',
  'The player is already on the roster of {team}': 'Der Spieler steht bereits in der Mannschaftsliste von {team}',
  '{tournament} is not a team event: it has players, not teams': '{tournament} ist kein Mannschaftsturnier: Es hat Spieler, keine Mannschaften',
  'The tournament has finished; its teams can no longer change': 'Das Turnier ist beendet; seine Mannschaften können sich nicht mehr ändern',
  'A team round robin takes no teams once round 1 is paired; revert round 1 first':
    'Ein Mannschafts-Rundenturnier nimmt keine Mannschaften mehr auf, sobald Runde 1 ausgelost ist; nehmen Sie zuerst Runde 1 zurück',
  'All {rounds} rounds are paired; a late team would have no round to play':
    'Alle {rounds} Runden sind ausgelost; eine nachgemeldete Mannschaft hätte keine Runde mehr zu spielen',
  'Team not found in this tournament': 'Mannschaft in diesem Turnier nicht gefunden',
  '{team} was approved already': '{team} wurde bereits zugelassen',
  '{team} was declined already': '{team} wurde bereits abgelehnt',
  'No account has the email {email}: the captain signs up first, then becomes captain':
    'Kein Konto hat die E-Mail-Adresse {email}: Der Mannschaftsführer registriert sich zuerst und wird dann Mannschaftsführer',
  '{names} and {last}': '{names} und {last}',
  'Only the tournament’s arbiters and the team’s own captain may set its roster':
    'Nur die Schiedsrichter des Turniers und der eigene Mannschaftsführer dürfen die Mannschaftsliste festlegen',
  'Round 1 is paired: from now on only the arbiter adds players to a roster, as new last reserves':
    'Runde 1 ist ausgelost: Ab jetzt fügt nur der Schiedsrichter Spieler zu einer Mannschaftsliste hinzu, als neue letzte Ersatzspieler',
  'The tournament has finished; its rosters can no longer change': 'Das Turnier ist beendet; seine Mannschaftslisten können sich nicht mehr ändern',
  "Round 1 is paired: FIDE team practice keeps the board order set before round 1, so {team}'s players stay in their order and new players join only as last reserves":
    'Runde 1 ist ausgelost: Nach FIDE-Mannschaftspraxis bleibt die vor Runde 1 festgelegte Brettreihenfolge, also behalten die Spieler von {team} ihre Reihenfolge und neue Spieler kommen nur als letzte Ersatzspieler hinzu',
  '{count, plural, one {{players} is not a player} other {{players} are not players}} of this tournament':
    '{count, plural, one {{players} ist kein Spieler} other {{players} sind keine Spieler}} dieses Turniers',
  '{count, plural, one {{players} was expelled} other {{players} were expelled}} from the tournament':
    '{count, plural, one {{players} wurde} other {{players} wurden}} vom Turnier ausgeschlossen',
  '{count, plural, one {{players} withdrew from the tournament; bring them back before adding them to a roster} other {{players} withdrew from the tournament; bring them back before adding them to a roster}}':
    '{count, plural, one {{players} hat sich vom Turnier zurückgezogen; holen Sie den Spieler zurück, bevor Sie ihn einer Mannschaftsliste hinzufügen} other {{players} haben sich vom Turnier zurückgezogen; holen Sie die Spieler zurück, bevor Sie sie einer Mannschaftsliste hinzufügen}}',
  '{player} is already on the roster of {team}; a player plays for one team only':
    '{player} steht bereits in der Mannschaftsliste von {team}; ein Spieler spielt nur für eine Mannschaft',
  'A team named {team} is already in this tournament': 'Eine Mannschaft namens {team} ist bereits in diesem Turnier',
  "{team}'s entry fee was refunded, so it cannot come back into the tournament":
    'Das Startgeld von {team} wurde erstattet, daher kann die Mannschaft nicht ins Turnier zurückkehren',
  'The team was withdrawn before round {round} was paired without it, so it cannot come back':
    'Die Mannschaft wurde zurückgezogen, bevor Runde {round} ohne sie ausgelost wurde, daher kann sie nicht zurückkehren',
  'Round 1 is paired, so {team} stays in the event; withdraw it instead':
    'Runde 1 ist ausgelost, daher bleibt {team} im Turnier; ziehen Sie die Mannschaft stattdessen zurück',
} satisfies Translations;
