import type { Translations } from '@kingside/contract';

export default {
  'Round {round} paired': 'Runde {round} ausgelost',
  'The pairing of round {round} was cancelled': 'Die Auslosung der Runde {round} wurde abgebrochen',
  'Round {round} pairing reverted': 'Auslosung der Runde {round} zurückgenommen',
  Pairings: 'Paarungen',
  'Pairing added': 'Paarung hinzugefügt',
  'Pairing added, against FIDE rules: {warnings}': 'Paarung hinzugefügt, entgegen den FIDE-Regeln: {warnings}',
  'Editing the pairings of round {round}': 'Paarungen der Runde {round} werden bearbeitet',
  "Round {round} differs from the engine's pairing": 'Runde {round} weicht von der Auslosung des Programms ab',
  "Round {round} is the engine's pairing": 'Runde {round} entspricht der Auslosung des Programms',
  'Pairings of round {round} validated': 'Paarungen der Runde {round} bestätigt',
  'Pairing removed': 'Paarung entfernt',
  'Results saved': 'Ergebnisse gespeichert',
  'Results saved; round {round} is scored': 'Ergebnisse gespeichert; Runde {round} ist abgeschlossen',
  'Result history': 'Ergebnisverlauf',
  'Tie-breaks explained': 'Feinwertungen erklärt',
  'Round {round} started': 'Runde {round} gestartet',
  'Round {round} closed: every board had a result': 'Runde {round} abgeschlossen: jedes Brett hatte ein Ergebnis',
  'Round {round} closed: {count, plural, one {# board} other {# boards}} without a result scored -/-':
    'Runde {round} abgeschlossen: {count, plural, one {# Brett} other {# Bretter}} ohne Ergebnis mit -/- gewertet',
  'Tournament finished': 'Turnier beendet',
  'Why round {round} is paired as it is': 'Warum Runde {round} so ausgelost ist',
  "Why round {round}'s matches are as they are": 'Warum die Mannschaftskämpfe der Runde {round} so sind',
  'Check-in for round {round} has not been held: open it and close it before pairing, or turn check-in off':
    'Der Check-in für Runde {round} hat nicht stattgefunden: öffnen und schließen Sie ihn vor der Auslosung, oder schalten Sie den Check-in ab',
  'Check-in for round {round} is still open: close it before pairing': 'Der Check-in für Runde {round} ist noch offen: schließen Sie ihn vor der Auslosung',
  'The pairing of round {round} is in progress; wait for it, or cancel it': 'Die Auslosung der Runde {round} läuft; warten Sie darauf oder brechen Sie sie ab',
  'The pairing needed more than its memory limit of {megabytes} MB and was stopped':
    'Die Auslosung brauchte mehr als ihr Speicherlimit von {megabytes} MB und wurde angehalten',
  'The pairing was cancelled': 'Die Auslosung wurde abgebrochen',
  'The pairing took longer than its limit of {seconds} s and was stopped': 'Die Auslosung dauerte länger als ihr Limit von {seconds} s und wurde angehalten',
  'The pairing engine stopped unexpectedly ({detail})': 'Das Auslosungsprogramm ist unerwartet stehen geblieben ({detail})',
  '{count, plural, one {board {boards}} other {boards {boards}}}': '{count, plural, one {Brett {boards}} other {Bretter {boards}}}',
  '{what}; confirm it to go ahead (confirmation "confirmed")': '{what}; bestätigen Sie, um fortzufahren (confirmation "confirmed")',
  '{what}; confirm it twice to go ahead (confirmation "confirmed-twice")': '{what}; bestätigen Sie zweimal, um fortzufahren (confirmation "confirmed-twice")',
  '{what}: refused in FIDE mode; only leaving FIDE mode (for good) allows it':
    '{what}: im FIDE-Modus abgelehnt; nur das (endgültige) Verlassen des FIDE-Modus erlaubt es',
  '{first}; {rest}': '{first}; {rest}',
  "{reason}; the engine's pairing of round {round} could not be made, validate again":
    '{reason}; die Auslosung der Runde {round} durch das Programm war nicht möglich, bestätigen Sie erneut',
  'Pair every player of round {round} first: {names} not paired': 'Losen Sie zuerst alle Spieler der Runde {round} aus: {names} ohne Paarung',
  "A team event's boards come from the teams' lineups; change a lineup, or record a match forfeit, instead":
    'Die Bretter eines Mannschaftsturniers ergeben sich aus den Aufstellungen; ändern Sie stattdessen eine Aufstellung oder tragen Sie einen kampflos verlorenen Mannschaftskampf ein',
  'No round is paired yet': 'Noch keine Runde ist ausgelost',
  'Only the current round (round {round}) can be changed by hand': 'Nur die laufende Runde (Runde {round}) kann von Hand geändert werden',
  'Round {round} is scored; pair round {next} instead': 'Runde {round} ist abgeschlossen; losen Sie stattdessen Runde {next} aus',
  'Round {round}\'s pairings are not being edited; choose "Edit pairings" first':
    'Die Paarungen der Runde {round} werden nicht bearbeitet; wählen Sie zuerst „Edit pairings“',
  '{first} and {second} have already played each other (round {round}; FIDE C.04.1 art. 2)':
    '{first} und {second} haben bereits gegeneinander gespielt (Runde {round}; FIDE C.04.1 Art. 2)',
  '{first} and {second} may not be paired in round {round} (FIDE C.04.1 art. 2)':
    '{first} und {second} dürfen in Runde {round} nicht gepaart werden (FIDE C.04.1 Art. 2)',
  "{name} has already had the pairing-allocated bye or a win's points without playing (FIDE C.04.1 art. 4)":
    '{name} war bereits durch die Auslosung spielfrei oder hat schon die Punkte eines Siegs ohne Partie erhalten (FIDE C.04.1 Art. 4)',
  'Round {round} already has a pairing-allocated bye ({name}; FIDE C.04.1 art. 3)':
    'In Runde {round} ist bereits jemand durch die Auslosung spielfrei ({name}; FIDE C.04.1 Art. 3)',
  '{name} would have {count} more whites than blacks (FIDE C.04.1 art. 6)': '{name} hätte {count} Weißpartien mehr als Schwarzpartien (FIDE C.04.1 Art. 6)',
  '{name} would have {count} more blacks than whites (FIDE C.04.1 art. 6)': '{name} hätte {count} Schwarzpartien mehr als Weißpartien (FIDE C.04.1 Art. 6)',
  '{name} would have white three times running (FIDE C.04.1 art. 7)': '{name} hätte dreimal hintereinander Weiß (FIDE C.04.1 Art. 7)',
  '{name} would have black three times running (FIDE C.04.1 art. 7)': '{name} hätte dreimal hintereinander Schwarz (FIDE C.04.1 Art. 7)',
  '{first} and {second} both get the colour opposite to the one due to them (FIDE C.04.3 art. 5)':
    '{first} und {second} erhalten beide die Farbe, die der ihnen zustehenden entgegengesetzt ist (FIDE C.04.3 Art. 5)',
  '{name} has withdrawn': '{name} hat sich zurückgezogen',
  'Pairing not added: {warnings}': 'Paarung nicht hinzugefügt: {warnings}',
  'Pairing not added, against FIDE rules: {warnings}': 'Paarung nicht hinzugefügt, entgegen den FIDE-Regeln: {warnings}',
  'black: a player cannot play themselves': 'black: ein Spieler kann nicht gegen sich selbst spielen',
  '{field}: no such player in this tournament': '{field}: diesen Spieler gibt es in diesem Turnier nicht',
  '{field}: {expelled}, and an expelled player is not paired again': '{field}: {expelled}, und ein ausgeschlossener Spieler wird nicht mehr gepaart',
  '{field}: {name} is already {kind, select, game {paired on board {board}} pairing_bye {on board {board} (pairing bye)} half_point_bye {on board {board} (half point bye)} full_point_bye {on board {board} (full point bye)} zero_point_bye {on board {board} (zero point bye)} forfeit_win {on board {board} (forfeit win)} absent {on board {board} (absent)} other {on board {board}}}; remove that pairing first':
    '{field}: {name} ist bereits {kind, select, game {an Brett {board} gepaart} pairing_bye {an Brett {board} (spielfrei durch Auslosung)} half_point_bye {an Brett {board} (spielfrei mit halbem Punkt)} full_point_bye {an Brett {board} (spielfrei mit vollem Punkt)} zero_point_bye {an Brett {board} (spielfrei ohne Punkt)} forfeit_win {an Brett {board} (kampflos gewonnen)} absent {an Brett {board} (abwesend)} other {an Brett {board}}}; entfernen Sie zuerst diese Paarung',
  'board: round {round} has no board {board}': 'board: Runde {round} hat kein Brett {board}',
  'board: board {board} has a result ({result}); it can no longer be removed':
    'board: Brett {board} hat ein Ergebnis ({result}); es kann nicht mehr entfernt werden',
  'Not paired in round {round}: {names}': 'In Runde {round} nicht gepaart: {names}',
  'The round robin has {rounds} rounds': 'Das Rundenturnier hat {rounds} Runden',
  'The pairing of round {round} was cancelled; nothing was saved': 'Die Auslosung der Runde {round} wurde abgebrochen; nichts wurde gespeichert',
  'The players of round {round} changed while it was being paired; nothing was saved, pair it again':
    'Die Spieler der Runde {round} haben sich während der Auslosung geändert; nichts wurde gespeichert, losen Sie erneut aus',
  '{reason}; round {round} stays unpaired, pair it again': '{reason}; Runde {round} bleibt unausgelost, losen Sie erneut aus',
  'No pairing is in progress': 'Es läuft keine Auslosung',
  'Round {round} is already paired': 'Runde {round} ist bereits ausgelost',
  'Pair round {round} first': 'Losen Sie zuerst Runde {round} aus',
  'The tournament has {rounds} rounds; change the number of rounds to pair more':
    'Das Turnier hat {rounds} Runden; ändern Sie die Rundenzahl, um weitere auszulosen',
  'Start round {round} and enter its results first': 'Starten Sie zuerst Runde {round} und tragen Sie ihre Ergebnisse ein',
  'Enter every result of round {round} first ({boards} without a result)': 'Tragen Sie zuerst alle Ergebnisse der Runde {round} ein ({boards} ohne Ergebnis)',
  'At least two players must be available to pair round {round} ({available} available)':
    'Für die Auslosung der Runde {round} müssen mindestens zwei Spieler verfügbar sein ({available} verfügbar)',
  'No valid pairing exists for round {round}: no pairing of the {available} available players meets the FIDE absolute criteria (no two players meet twice, nobody gets a second bye or a win without playing); enter more players, or end the tournament after round {previous}':
    'Für Runde {round} gibt es keine gültige Auslosung: keine Paarung der {available} verfügbaren Spieler erfüllt die absoluten FIDE-Kriterien (niemand spielt zweimal gegen denselben, niemand ist zweimal spielfrei oder gewinnt zweimal kampflos); nehmen Sie weitere Spieler auf oder beenden Sie das Turnier nach Runde {previous}',
  '{count, plural, one {pairing number {numbers}} other {pairing numbers {numbers}}} left out':
    '{count, plural, one {Startnummer {numbers} ausgelassen} other {Startnummern {numbers} ausgelassen}}',
  '{numbers} seated twice': '{numbers} doppelt gesetzt',
  '{numbers} not available': '{numbers} nicht verfügbar',
  'No valid pairing exists for round {round}: the Dutch pairing does not seat every available player exactly once ({why}); nothing was saved':
    'Für Runde {round} gibt es keine gültige Auslosung: die holländische Auslosung setzt nicht jeden verfügbaren Spieler genau einmal ({why}); nichts wurde gespeichert',
  'A round robin needs at least two players ({available} available)': 'Ein Rundenturnier braucht mindestens zwei Spieler ({available} verfügbar)',
  "Round {round} differs from the engine's pairing ({boards} not the engine's); the change is written into the TRF export as ### MPA":
    'Runde {round} weicht von der Auslosung des Programms ab ({boards} nicht vom Programm); die Änderung wird als ### MPA in den TRF-Export geschrieben',
  "Round {round}'s pairings changed while they were being validated; nothing was saved, validate again":
    'Die Paarungen der Runde {round} haben sich während der Bestätigung geändert; nichts wurde gespeichert, bestätigen Sie erneut',
  '{field}: board {board} was changed meanwhile by {by}: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: Brett {board} wurde inzwischen von {by} geändert: es hat jetzt kein Ergebnis, Ihres ist {yours}. Nichts wurde gespeichert; lassen Sie es ohne Ergebnis oder geben Sie {yours} erneut ein, um es zu ersetzen',
  '{field}: board {board} was changed meanwhile by {by}: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: Brett {board} wurde inzwischen von {by} geändert: es hat jetzt {theirs}, Ihres ist {yours}. Nichts wurde gespeichert; behalten Sie {theirs} oder geben Sie {yours} erneut ein, um es zu ersetzen',
  '{field}: board {board} was changed meanwhile: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: Brett {board} wurde inzwischen geändert: es hat jetzt kein Ergebnis, Ihres ist {yours}. Nichts wurde gespeichert; lassen Sie es ohne Ergebnis oder geben Sie {yours} erneut ein, um es zu ersetzen',
  '{field}: board {board} was changed meanwhile: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: Brett {board} wurde inzwischen geändert: es hat jetzt {theirs}, Ihres ist {yours}. Nichts wurde gespeichert; behalten Sie {theirs} oder geben Sie {yours} erneut ein, um es zu ersetzen',
  'Start round {round} first (trigger-round-start)': 'Starten Sie zuerst Runde {round} (trigger-round-start)',
  '{field}: board {board} is listed twice': '{field}: Brett {board} ist doppelt aufgeführt',
  '{field}: round {round} has no board {board}': '{field}: Runde {round} hat kein Brett {board}',
  '{field}: board {board} is a bye or an absence; its score is fixed': '{field}: Brett {board} ist spielfrei oder eine Abwesenheit; seine Wertung steht fest',
  'Only the last paired round (round {round}) can be reverted': 'Nur die zuletzt ausgeloste Runde (Runde {round}) kann zurückgenommen werden',
  'Round {round} already has {count, plural, one {# result} other {# results}}; it can no longer be reverted':
    'Runde {round} hat bereits {count, plural, one {# Ergebnis} other {# Ergebnisse}}; sie kann nicht mehr zurückgenommen werden',
  'Pair round 1 first': 'Losen Sie zuerst Runde 1 aus',
  'Round {round} has already started': 'Runde {round} hat bereits begonnen',
  'Round {round} is over; pair round {next} first': 'Runde {round} ist vorbei; losen Sie zuerst Runde {next} aus',
  "Round {round}'s pairings are being edited; validate them first": 'Die Paarungen der Runde {round} werden bearbeitet; bestätigen Sie sie zuerst',
  'Publish the lineups of round {round} first': 'Veröffentlichen Sie zuerst die Aufstellungen der Runde {round}',
  'Start round {round} first': 'Starten Sie zuerst Runde {round}',
  'Round {round} is already scored': 'Runde {round} ist bereits abgeschlossen',
  'The tournament has already finished': 'Das Turnier ist bereits beendet',
  'Enter every result of round {round} first': 'Tragen Sie zuerst alle Ergebnisse der Runde {round} ein',
  'Pair round {round} first (the tournament has {rounds} rounds)': 'Losen Sie zuerst Runde {round} aus (das Turnier hat {rounds} Runden)',
  'At least two teams with players must be available to pair round {round} ({available} available)':
    'Für die Auslosung der Runde {round} müssen mindestens zwei Mannschaften mit Spielern verfügbar sein ({available} verfügbar)',
  'No legal pairing exists for round {round}: {reason}; withdraw a team, or end the event after round {previous}':
    'Für Runde {round} gibt es keine regelkonforme Auslosung: {reason}; ziehen Sie eine Mannschaft zurück oder beenden Sie das Turnier nach Runde {previous}',
  'A team round robin needs at least two teams ({available} available)':
    'Ein Mannschafts-Rundenturnier braucht mindestens zwei Mannschaften ({available} verfügbar)',
  'This is an individual Swiss: ask why-this-pairing': 'Dies ist ein Einzel-Schweizer-System: fragen Sie why-this-pairing',
  'Round {round} follows the Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain':
    'Runde {round} folgt der Berger-Tabelle (FIDE C.05 Anhang 1); es gibt keine Schweizer Auslosung zu erklären',
  'Round {round} was not paired by the engine here (it was imported): there is no record of its pairing to explain':
    'Runde {round} wurde hier nicht vom Programm ausgelost (sie wurde importiert): es gibt keine Aufzeichnung ihrer Auslosung zu erklären',
  'Round {round} pairs teams: ask why-these-matches': 'Runde {round} paart Mannschaften: fragen Sie why-these-matches',
  "Round {round} follows the round robin's Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain":
    'Runde {round} folgt der Berger-Tabelle des Rundenturniers (FIDE C.05 Anhang 1); es gibt keine Schweizer Auslosung zu erklären',
  "Round {round} was not paired by the engine here (it was imported, or paired before the engine's reasons were kept): there is no record of its pairing to explain":
    'Runde {round} wurde hier nicht vom Programm ausgelost (sie wurde importiert oder ausgelost, bevor die Gründe des Programms gespeichert wurden): es gibt keine Aufzeichnung ihrer Auslosung zu erklären',
  'This API needs the application key in the {header} header or the {query} query parameter':
    'Diese API braucht den Anwendungsschlüssel im Header {header} oder im Abfrageparameter {query}',
  'This address already follows {count} live streams, the most one address may hold open at once; close a page that follows a tournament live and reload':
    'Diese Adresse folgt bereits {count} Live-Streams, so vielen, wie eine Adresse gleichzeitig offen halten darf; schließen Sie eine Seite, die einem Turnier live folgt, und laden Sie neu',
  Standings: 'Tabelle',
  'No player has the start number {number}': 'Kein Spieler hat die Startnummer {number}',
} satisfies Translations;
