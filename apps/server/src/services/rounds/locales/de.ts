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
  'Team {number}': 'Mannschaft {number}',
  '{count, plural, one {{points} match point} other {{points} match points}}':
    '{count, plural, one {{points} Mannschaftspunkt} other {{points} Mannschaftspunkte}}',
  '{count, plural, one {{points} game point} other {{points} game points}}': '{count, plural, one {{points} Brettpunkt} other {{points} Brettpunkte}}',
  '{count, plural, one {{points} point} other {{points} points}}': '{count, plural, one {{points} Punkt} other {{points} Punkte}}',
  'grant both colour preferences': 'beide Farbpräferenzen erfüllen',
  'grant the stronger colour preference (of two absolute ones, the wider colour difference)':
    'die stärkere Farbpräferenz erfüllen (bei zwei absoluten die mit der größeren Farbdifferenz)',
  'alternate the colours from the most recent round in which the two had different colours':
    'die Farben ab der jüngsten Runde tauschen, in der die beiden verschiedene Farben hatten',
  "grant the higher ranked player's colour preference": 'die Farbpräferenz des höher eingestuften Spielers erfüllen',
  'the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one':
    'der höher eingestufte Spieler erhält bei ungerader Paarungsnummer die Anfangsfarbe, bei gerader die andere Farbe',
  '{player} has no colour preference': '{player} hat keine Farbpräferenz',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference)':
    '{player} steht {colour, select, w {Weiß} other {Schwarz}} zu ({strength, select, absolute {absolute} strong {starke} other {milde}} Präferenz)',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference, colour difference {difference})':
    '{player} steht {colour, select, w {Weiß} other {Schwarz}} zu ({strength, select, absolute {absolute} strong {starke} other {milde}} Präferenz, Farbdifferenz {difference})',
  '{whitePreference}; {blackPreference}. Both preferences are granted (C.04.3 art. 5.2.1: {rule}).':
    '{whitePreference}; {blackPreference}. Beide Präferenzen werden erfüllt (C.04.3 Art. 5.2.1: {rule}).',
  '{whitePreference}; {blackPreference}. {player} has the stronger preference and gets {colour, select, w {white} other {black}} (C.04.3 art. 5.2.2: {rule}).':
    '{whitePreference}; {blackPreference}. {player} hat die stärkere Präferenz und erhält {colour, select, w {Weiß} other {Schwarz}} (C.04.3 Art. 5.2.2: {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength. Going back to the latest round in which they had different colours, each now gets the other one (C.04.3 art. 5.2.3: {rule}).':
    '{whitePreference}; {blackPreference}: dieselbe Farbe, mit gleich starken Präferenzen. Ausgehend von der letzten Runde, in der sie verschiedene Farben hatten, erhält nun jeder die jeweils andere (C.04.3 Art. 5.2.3: {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength and the same colour history. {higher}, the higher ranked, gets the preference, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.4: {rule}).':
    '{whitePreference}; {blackPreference}: dieselbe Farbe, mit gleich starken Präferenzen und derselben Farbfolge. {higher}, der höher Eingestufte, erhält seine Präferenz, {colour, select, w {Weiß} other {Schwarz}} (C.04.3 Art. 5.2.4: {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (odd) and gets the initial colour, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'Keiner hat eine Farbpräferenz. {higher}, der höher Eingestufte, hat die Paarungsnummer {number} (ungerade) und erhält die Anfangsfarbe, {colour, select, w {Weiß} other {Schwarz}} (C.04.3 Art. 5.2.5: {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (even) and gets the colour opposite to the initial one, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'Keiner hat eine Farbpräferenz. {higher}, der höher Eingestufte, hat die Paarungsnummer {number} (gerade) und erhält die der Anfangsfarbe entgegengesetzte Farbe, {colour, select, w {Weiß} other {Schwarz}} (C.04.3 Art. 5.2.5: {rule}).',
  '{player} floats down: nobody in the bracket may play them under the absolute criteria (C.04.3 C1–C3: they have already met, the pairing is prohibited, or both have the same absolute colour preference).':
    '{player} wird heruntergelost: nach den absoluten Kriterien darf niemand in der Gruppe gegen {player} spielen (C.04.3 C1–C3: sie haben bereits gegeneinander gespielt, die Paarung ist verboten, oder beide haben dieselbe absolute Farbpräferenz).',
  "{player} floats down: the bracket has an odd number of players ({size}), so one of them must float; the quality criteria and the bracket's order (C.04.3 art. 2–3) chose {player}.":
    '{player} wird heruntergelost: die Gruppe hat eine ungerade Zahl von Spielern ({size}), also muss einer von ihnen heruntergelost werden; die Qualitätskriterien und die Reihenfolge der Gruppe (C.04.3 Art. 2–3) haben {player} bestimmt.',
  '{player} floats down although a partner was free in the bracket: pairing them here would have left players below unpairable (C.04.3 C4, completion) or moved the bye to a higher score than necessary (C5).':
    '{player} wird heruntergelost, obwohl in der Gruppe ein Partner frei war: eine Paarung hier hätte Spieler weiter unten unpaarbar gemacht (C.04.3 C4, Vervollständigung) oder das Spielfrei auf eine höhere Punktzahl als nötig verschoben (C5).',
  '{player} floats down: {count, plural, one {the player {player} could meet in the bracket ({opponents}) is needed} other {the players {player} could meet in the bracket ({opponents}) are each needed}} for another pair, in the pairing that pairs the whole round (C.04.3 C4) with the most pairs in this bracket (C6).':
    '{player} wird heruntergelost: {count, plural, one {der Spieler, gegen den {player} in der Gruppe spielen könnte ({opponents}), wird} other {die Spieler, gegen die {player} in der Gruppe spielen könnte ({opponents}), werden jeweils}} für ein anderes Paar gebraucht, in der Paarung, die die ganze Runde paart (C.04.3 C4), mit den meisten Paaren in dieser Gruppe (C6).',
  '{lower} floats up to play {higher}, moved down with {points}: moved-down players are paired first, each with the highest resident the criteria allow (C.04.3 art. 3).':
    '{lower} wird hochgelost und spielt gegen {higher}, heruntergelost mit {points}: Heruntergeloste werden zuerst gepaart, jeder mit dem höchsten Spieler der Gruppe, den die Kriterien erlauben (C.04.3 Art. 3).',
  '{player} ({points}) gets the pairing-allocated bye: the player left over once everyone else is paired, from the lowest score that allows it, and allowed to have it (C.04.3 C2, C4, C5).':
    '{player} ({points}) ist durch die Auslosung spielfrei: der Spieler, der übrig bleibt, wenn alle anderen gepaart sind, aus der niedrigsten Punktzahl, die das zulässt, und dazu berechtigt (C.04.3 C2, C4, C5).',
  "{player} has already had the pairing-allocated bye or a win's points without playing, and may not have it again (C.04.3 C2).":
    '{player} war bereits durch die Auslosung spielfrei oder hat schon die Punkte eines Siegs ohne Partie erhalten und darf es nicht noch einmal sein (C.04.3 C2).',
  '{player} has fewer points, but no pairing of everybody else leaves a player with that score over: the bye goes to the lowest score it can (C.04.3 C4, C5).':
    '{player} hat weniger Punkte, aber keine Paarung aller anderen lässt einen Spieler mit dieser Punktzahl übrig: das Spielfrei geht an die niedrigste mögliche Punktzahl (C.04.3 C4, C5).',
  '{player} has as many points but more unplayed games ({unplayed} against {assigneeUnplayed} for {assignee}): the bye goes to the player with the fewest (C.04.3 C9).':
    '{player} hat gleich viele Punkte, aber mehr nicht gespielte Partien ({unplayed} gegenüber {assigneeUnplayed} bei {assignee}): das Spielfrei geht an den Spieler mit den wenigsten (C.04.3 C9).',
  "{player} has as many points; the pairing that pairs {player} and leaves {assignee} over comes first on the quality criteria and then in the bracket's order (C.04.3 art. 2–3).":
    '{player} hat gleich viele Punkte; die Paarung, die {player} paart und {assignee} übrig lässt, liegt nach den Qualitätskriterien und dann nach der Reihenfolge der Gruppe vorn (C.04.3 Art. 2–3).',
  'before either team has played, the first team gets the initial colour with an odd TPN, the other colour with an even one':
    'bevor eine der beiden Mannschaften gespielt hat, erhält die erste Mannschaft bei ungerader TPN die Anfangsfarbe, bei gerader die andere Farbe',
  'grant the only colour preference': 'die einzige Farbpräferenz erfüllen',
  'type B: grant the only strong colour preference': 'Typ B: die einzige starke Farbpräferenz erfüllen',
  'white to the team with the lower colour difference': 'Weiß für die Mannschaft mit der kleineren Farbdifferenz',
  'alternate the colours from the latest round in which the two had different colours':
    'die Farben ab der letzten Runde tauschen, in der die beiden verschiedene Farben hatten',
  "grant the first team's colour preference": 'die Farbpräferenz der ersten Mannschaft erfüllen',
  "alternate the first team's colour from its last match": 'die Farbe der ersten Mannschaft gegenüber ihrem letzten Wettkampf wechseln',
  "give the first team the other team's colour of its last match": 'der ersten Mannschaft die Farbe der anderen Mannschaft aus deren letztem Wettkampf geben',
  'the higher score': 'der höheren Punktzahl',
  'the same score and the higher secondary score': 'derselben Punktzahl und der höheren Zweitwertung',
  'the same scores and the smaller TPN': 'denselben Punktzahlen und der kleineren TPN',
  'no other team can have it and leave the rest pairable': 'keine andere Mannschaft kann es erhalten und den Rest paarbar lassen',
  'of the teams whose bye leaves the rest pairable, it has the lowest score':
    'von den Mannschaften, deren Spielfrei den Rest paarbar lässt, hat sie die niedrigste Punktzahl',
  'of the lowest scores whose bye leaves the rest pairable, it has played the most matches':
    'von den niedrigsten Punktzahlen, deren Spielfrei den Rest paarbar lässt, hat sie die meisten Wettkämpfe gespielt',
  'of the teams left equal by score and matches played, it has the largest TPN':
    'von den nach Punktzahl und gespielten Wettkämpfen gleichen Mannschaften hat sie die größte TPN',
  'the otherwise first choice has a team that floated in the previous round (C.04.6 C7)':
    'die sonst erste Wahl enthält eine Mannschaft, die in der vorigen Runde gefloatet ist (C.04.6 C7)',
  'it lets the following scoregroup be paired with as few upfloaters of its own as can be (C.04.6 C6)':
    'sie erlaubt, die folgende Punktgruppe mit so wenigen eigenen Hochgelosten wie möglich zu paaren (C.04.6 C6)',
  'it has the highest scores that leave a legal pairing (C.04.6 C5)': 'sie hat die höchsten Punktzahlen, die eine regelkonforme Paarung zulassen (C.04.6 C5)',
  'the sets before it leave no legal pairing of the bracket or of the teams below (C.04.6 C1, C3)':
    'die Mengen davor lassen keine regelkonforme Paarung der Gruppe oder der Mannschaften darunter zu (C.04.6 C1, C3)',
  'it is the first set in the order of art. 3.5: the highest placed teams below':
    'sie ist die erste Menge in der Reihenfolge von Art. 3.5: die am höchsten platzierten Mannschaften darunter',
  '{team} has no colour preference': '{team} hat keine Farbpräferenz',
  '{team} has no colour preference (colour difference {difference})': '{team} hat keine Farbpräferenz (Farbdifferenz {difference})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, {met, select, yes {met} other {not met}})':
    '{team} steht {colour, select, w {Weiß} other {Schwarz}} zu ({strength, select, strong {starke} other {milde}} Präferenz, {met, select, yes {erfüllt} other {nicht erfüllt}})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, colour difference {difference}, {met, select, yes {met} other {not met}})':
    '{team} steht {colour, select, w {Weiß} other {Schwarz}} zu ({strength, select, strong {starke} other {milde}} Präferenz, Farbdifferenz {difference}, {met, select, yes {erfüllt} other {nicht erfüllt}})',
  '{team} ({points}) gets the pairing-allocated bye: {reason} (C.04.6 art. {step}).':
    '{team} ({points}) ist durch die Auslosung spielfrei: {reason} (C.04.6 Art. {step}).',
  '{count, plural, one {{teams} would come first, but with its bye} other {{teams} would come first, but with their bye}} the other teams could not all be paired without a rematch or a forbidden pair (C.04.6 art. 3.4.1).':
    '{count, plural, one {{teams} käme zuerst, aber mit ihrem Spielfrei} other {{teams} kämen zuerst, aber mit ihrem Spielfrei}} könnten die anderen Mannschaften nicht alle ohne erneute Begegnung oder verbotene Paarung gepaart werden (C.04.6 Art. 3.4.1).',
  '{count, plural, one {{teams} may not have it: it has already had} other {{teams} may not have it: each has already had}} a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.6 C2).':
    '{count, plural, one {{teams} darf es nicht erhalten: sie hatte bereits} other {{teams} dürfen es nicht erhalten: jede hatte bereits}} ein Spielfrei durch die Auslosung, einen kampflos gewonnenen Wettkampf oder ein Spielfrei mit vollem Punkt (C.04.6 C2).',
  'The scoregroup has an odd number of teams, so one team floats up into the bracket of {points}: {teams}, because {reason}.':
    'Die Punktgruppe hat eine ungerade Zahl von Mannschaften, also wird eine Mannschaft in die Gruppe mit {points} hochgelost: {teams}, denn {reason}.',
  'Its teams cannot be paired among themselves with fewer, so {count, plural, one {# team floats} other {# teams float}} up (C.04.6 C4) into the bracket of {points}: {teams}, because {reason}.':
    'Ihre Mannschaften können nicht mit weniger untereinander gepaart werden, also {count, plural, one {wird # Mannschaft} other {werden # Mannschaften}} (C.04.6 C4) in die Gruppe mit {points} hochgelost: {teams}, denn {reason}.',
  '{count, plural, one {# upfloater} other {# upfloaters}} that floated in the previous round (C7)':
    '{count, plural, one {# Hochgeloster, der schon in der vorigen Runde gefloatet ist} other {# Hochgeloste, die schon in der vorigen Runde gefloatet sind}} (C7)',
  '{count, plural, one {# match} other {# matches}} leaving a colour preference unmet (C8)':
    '{count, plural, one {# Wettkampf, der eine Farbpräferenz unerfüllt lässt} other {# Wettkämpfe, die eine Farbpräferenz unerfüllt lassen}} (C8)',
  '{count, plural, one {# of them a strong preference} other {# of them strong preferences}} of type B (C9)':
    '{count, plural, one {davon # mit starker Präferenz} other {davon # mit starken Präferenzen}} vom Typ B (C9)',
  '{count, plural, one {# upfloater} other {# upfloaters}} against a team that floated in the previous round (C10)':
    '{count, plural, one {# Hochgeloster} other {# Hochgeloste}} gegen eine Mannschaft, die in der vorigen Runde gefloatet ist (C10)',
  'No legal pairing of the bracket does better: {unmet}.': 'Keine regelkonforme Paarung der Gruppe ist besser: {unmet}.',
  '{whitePreference}; {blackPreference}. {first} is the first team, with {firstRule} (C.04.6 art. {firstArticle}). {white} has white on board 1: {rule} (C.04.6 art. {article}).':
    '{whitePreference}; {blackPreference}. {first} ist die erste Mannschaft, mit {firstRule} (C.04.6 Art. {firstArticle}). {white} hat Weiß an Brett 1: {rule} (C.04.6 Art. {article}).',
} satisfies Translations;
