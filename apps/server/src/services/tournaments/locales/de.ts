import type { Translations } from '@kingside/contract';

export default {
  'Split into {count, plural, one {# section} other {# sections}}': 'In {count, plural, one {# Gruppe} other {# Gruppen}} geteilt',
  'The tournament left FIDE mode in round {round}': 'Das Turnier hat den FIDE-Modus in Runde {round} verlassen',
  '{name} expelled': '{name} ausgeschlossen',
  'Prohibited pairings': 'Verbotene Paarungen',
  'Prohibited pairing added': 'Verbotene Paarung hinzugefügt',
  'Prohibited pairing removed': 'Verbotene Paarung entfernt',
  'Ratings per round': 'Wertungszahlen je Runde',
  'Rating entered': 'Wertungszahl eingetragen',
  'Rating removed': 'Wertungszahl entfernt',
  'Players {players} ranked by the arbiter after round {round}': 'Spieler {players} nach Runde {round} vom Schiedsrichter gereiht',
  'Tournament config': 'Turniereinstellungen',
  'Tournament config saved': 'Turniereinstellungen gespeichert',
  'Tournament created': 'Turnier angelegt',
  'Tournament already created': 'Turnier bereits angelegt',
  'Tournament imported': 'Turnier importiert',
  Tournaments: 'Turniere',
  Statistics: 'Statistik',
  Tournament: 'Turnier',
  'Tournament updated': 'Turnier aktualisiert',
  'The tournament left FIDE mode in round {round}; it cannot go back': 'Das Turnier hat den FIDE-Modus in Runde {round} verlassen; es kann nicht zurück',
  'Leaving FIDE mode: It cannot be undone: the tournament stays out of FIDE mode to its end. The round it happens in is written into the TRF export (FIDE rating report) as a comment. Every admin page and export marks the tournament as not run in FIDE mode. Actions FIDE mode refuses (warning level 5) become possible.':
    'FIDE-Modus verlassen: Das kann nicht rückgängig gemacht werden: das Turnier bleibt bis zum Ende außerhalb des FIDE-Modus. Die Runde, in der es geschieht, wird als Kommentar in den TRF-Export (FIDE-Elo-Bericht) geschrieben. Jede Verwaltungsseite und jeder Export kennzeichnet das Turnier als nicht im FIDE-Modus geführt. Aktionen, die der FIDE-Modus ablehnt (Warnstufe 5), werden möglich.',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    'Ausschluss von {name}: Der Spieler wird in diesem Turnier nicht mehr gepaart; ein für ihn schon ausgelostes Brett bleibt für sein Ergebnis bestehen. Ein Schweizer System nimmt ihn aus Tabelle, Preisen und TRF-Rängen; seine Gegner behalten die gegen ihn gespielten Partien für ihre Feinwertung. Der Ausschluss wird mit der Runde, in der er geschieht, als Kommentar in den TRF-Export (FIDE-Elo-Bericht) geschrieben. Er kann nicht rückgängig gemacht werden: der Spieler kann nicht ins Turnier zurückgeholt werden.',
  'Prohibited pairings keep players apart; a team event pairs teams, and its boards come from the lineups':
    'Verbotene Paarungen halten Spieler auseinander; ein Mannschaftsturnier lost Mannschaften aus, und seine Bretter ergeben sich aus den Aufstellungen',
  'Prohibited pairings apply to a Swiss tournament; a round robin pairs everyone with everyone':
    'Verbotene Paarungen gelten für ein Schweizer-System-Turnier; ein Rundenturnier paart jeden mit jedem',
  'Prohibited pairings: round {round} is paired; they are entered before round 1':
    'Verbotene Paarungen: Runde {round} ist ausgelost; sie werden vor Runde 1 eingetragen',
  'lastRound: the tournament has {rounds} rounds': 'lastRound: das Turnier hat {rounds} Runden',
  'entryIds: a player named is not in this tournament': 'entryIds: ein genannter Spieler ist nicht in diesem Turnier',
  'Prohibited pairing not found': 'Verbotene Paarung nicht gefunden',
  'unratedRating: give the rating unrated players count with, or choose none':
    'unratedRating: geben Sie die Wertungszahl an, mit der Spieler ohne Wertung zählen, oder wählen Sie keine',
  'ratingMethod: changing the rating method ({from} → {to}). Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: Änderung der Wertungsmethode ({from} → {to}). Runde 1 ist ausgelost: die Turnierwertungszahlen ändern sich, ebenso die Startnummern, solange sie sich noch ändern dürfen (bis Runde 3), und jede bereits gezeigte wertungsbasierte Feinwertung (ARO, TPR, PTP, APRO, APPO).',
  'ratingMethod: changing the rating unrated players count with. Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: Änderung der Wertungszahl, mit der Spieler ohne Wertung zählen. Runde 1 ist ausgelost: die Turnierwertungszahlen ändern sich, ebenso die Startnummern, solange sie sich noch ändern dürfen (bis Runde 3), und jede bereits gezeigte wertungsbasierte Feinwertung (ARO, TPR, PTP, APRO, APPO).',
  'fromRound: the tournament has {rounds} rounds': 'fromRound: das Turnier hat {rounds} Runden',
  'playerId: the player is not in this tournament': 'playerId: der Spieler ist nicht in diesem Turnier',
  'Rating not found': 'Wertungszahl nicht gefunden',
  'A tournament can only be split before round 1 is paired': 'Ein Turnier kann nur vor der Auslosung der Runde 1 geteilt werden',
  '{field}: section {section} would have {count, plural, one {# player} other {# players}}; a section needs at least 2':
    '{field}: Gruppe {section} hätte {count, plural, one {# Spieler} other {# Spieler}}; eine Gruppe braucht mindestens 2',
  'tiebreaks: round {round} is paired; changing the tie-breaks ({from} → {to}) now: Every standings list, printout and prize ranking is ranked again by the new tie-breaks, those already shown included. Players told their place may find it changed. The change, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment.':
    'tiebreaks: Runde {round} ist ausgelost; die Feinwertungen jetzt ändern ({from} → {to}): jede Tabelle, jeder Ausdruck und jede Preisreihung wird nach den neuen Feinwertungen neu gereiht, auch bereits gezeigte. Spieler, die ihren Platz kennen, finden ihn womöglich verändert. Die Änderung wird mit der Runde, in der sie geschieht, als Kommentar in den TRF-Export (FIDE-Elo-Bericht) geschrieben.',
  '{field}: {code} is a team tie-break; an individual event ranks by individual ones':
    '{field}: {code} ist eine Mannschafts-Feinwertung; ein Einzelturnier reiht nach Einzel-Feinwertungen',
  '{field}: the primary score always ranks first; list only the tie-breaks after it':
    '{field}: die Hauptwertung reiht immer zuerst; nennen Sie nur die Feinwertungen danach',
  '{field}: points always rank first; list only the tie-breaks after them': '{field}: Punkte reihen immer zuerst; nennen Sie nur die Feinwertungen danach',
  'tiebreaks: {code} is listed twice': 'tiebreaks: {code} ist doppelt aufgeführt',
  'Club not found': 'Verein nicht gefunden',
  'You do not manage this club': 'Sie verwalten diesen Verein nicht',
  'clubId: a club membership tournament belongs to a club': 'clubId: ein Turnier für Vereinsmitglieder gehört zu einem Verein',
  '{field}: {field, select, system {The pairing system} initialColour {The initial colour} boards {The number of boards} teamScoring {The team scoring} other {The rating used}} cannot change once round 1 is paired; revert round 1 first':
    '{field}: {field, select, system {Das Auslosungssystem} initialColour {Die Anfangsfarbe} boards {Die Anzahl der Bretter} teamScoring {Die Mannschaftswertung} other {Die verwendete Wertungszahl}} kann sich nach der Auslosung der Runde 1 nicht mehr ändern; nehmen Sie zuerst Runde 1 zurück',
  'acceleration: round {round} is paired; the acceleration is chosen before round 1':
    'acceleration: Runde {round} ist ausgelost; die Beschleunigung wird vor Runde 1 gewählt',
  'rounds: a round robin has as many rounds as its Berger table': 'rounds: ein Rundenturnier hat so viele Runden wie seine Berger-Tabelle',
  'rounds: round {round} is already paired; revert rounds first to have fewer':
    'rounds: Runde {round} ist bereits ausgelost; nehmen Sie zuerst Runden zurück, um weniger zu haben',
  'rounds: a Swiss needs its number of rounds': 'rounds: ein Schweizer System braucht seine Rundenzahl',
  'endDate: the end date is before the start date': 'endDate: das Enddatum liegt vor dem Anfangsdatum',
  'boards: boards, team scoring and a lineup deadline are for team events only':
    'boards: Bretter, Mannschaftswertung und Aufstellungsfrist gibt es nur bei Mannschaftsturnieren',
  'Only organisers and admins manage tournaments': 'Nur Veranstalter und Admins verwalten Turniere',
  'trf: the match points (362): {problem}': 'trf: die Mannschaftspunkte (362): {problem}',
  'trf: the pairing-allocated bye is worth {matchPoints} match points and {gamePoints} game points (320); Kingside counts it as a drawn match, {drawMatchPoints} and {drawGamePoints} (C.04.6 art. 1.4)':
    'trf: das Spielfrei der Auslosung ist {matchPoints} Mannschaftspunkte und {gamePoints} Brettpunkte wert (320); Kingside zählt es als unentschiedenen Mannschaftskampf, {drawMatchPoints} und {drawGamePoints} (C.04.6 Art. 1.4)',
  "trf: team {team}'s name holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: der Name der Mannschaft {team} enthält {found}, ein unsichtbares oder die Schreibrichtung änderndes Zeichen; entfernen Sie es und importieren Sie erneut',
  'trf: two teams are named "{name}" (310); a team\'s name is its own in an event':
    'trf: zwei Mannschaften heißen „{name}“ (310); in einem Turnier hat jede Mannschaft ihren eigenen Namen',
  'trf: team {team} wins its boards of round {round} by forfeit against no team; a match forfeited as a whole is a 330 record':
    'trf: Mannschaft {team} gewinnt ihre Bretter der Runde {round} kampflos gegen keine Mannschaft; ein als Ganzes kampflos entschiedener Mannschaftskampf ist ein 330-Datensatz',
  'trf: a team event has 1 to {max} boards per match; the file has {boards}':
    'trf: ein Mannschaftsturnier hat 1 bis {max} Bretter je Mannschaftskampf; die Datei hat {boards}',
  'trf: the boards’ colours (352) do not alternate from white on board 1, which is how Kingside gives them (C.04.6 art. 4)':
    'trf: die Farben der Bretter (352) wechseln nicht ab Weiß an Brett 1 ab, so wie Kingside sie vergibt (C.04.6 Art. 4)',
  'trf: player {player} has a {result} bye in round {round}, which Kingside does not record':
    'trf: Spieler {player} hat in Runde {round} ein Spielfrei {result}, das Kingside nicht erfasst',
  'trf: round {round} pairs {player} with {opponent}, who does not have them as opponent':
    'trf: Runde {round} paart {player} mit {opponent}, bei dem er nicht als Gegner steht',
  'trf: round {round}, {player} against {opponent}: results {result} and {opponentResult} do not go together':
    'trf: Runde {round}, {player} gegen {opponent}: die Ergebnisse {result} und {opponentResult} passen nicht zusammen',
  "trf: {what, select, name {the tournament name (012)} city {the city (022)} chiefArbiter {the chief arbiter (102)} deputy {a deputy arbiter (112)} other {player {player}'s name}} holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: {what, select, name {der Turniername (012)} city {die Stadt (022)} chiefArbiter {der Hauptschiedsrichter (102)} deputy {ein stellvertretender Schiedsrichter (112)} other {der Name von Spieler {player}}} enthält {found}, ein unsichtbares oder die Schreibrichtung änderndes Zeichen; entfernen Sie es und importieren Sie erneut',
  'trf: the point system must be in half points from 0 to 10': 'trf: das Punktesystem muss in halben Punkten von 0 bis 10 sein',
  'trf: the file has no players (001 lines)': 'trf: die Datei enthält keine Spieler (001-Zeilen)',
  'trf: the file gives no number of rounds (142 or XXR) and records none': 'trf: die Datei nennt keine Rundenzahl (142 oder XXR) und enthält keine Runde',
} satisfies Translations;
