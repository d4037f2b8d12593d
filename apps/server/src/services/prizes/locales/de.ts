import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit (no exceptions)': 'die Datei überschreitet die Grenze von {size} MB (ausnahmslos)',
  'choose the CSV or XLSX file of prize winners (field "file"); every field is optional except that one and tournamentId':
    'wählen Sie die CSV- oder XLSX-Datei der Preisträger (Feld „file“); alle Felder außer diesem und tournamentId sind optional',
  'Prize categories': 'Preiskategorien',
  'Prize structure': 'Preisstruktur',
  'Prize structure saved': 'Preisstruktur gespeichert',
  'Category {category} saved': 'Kategorie {category} gespeichert',
  'Prize list published': 'Preisliste veröffentlicht',
  'Prize list no longer public': 'Preisliste nicht mehr öffentlich',
  'Prize list': 'Preisliste',
  'The prize list is not published yet': 'Die Preisliste ist noch nicht veröffentlicht',
  'Prize winners': 'Preisträger',
  '{count, plural, one {# prize awarded} other {# prizes awarded}}': '{count, plural, one {# Preis vergeben} other {# Preise vergeben}}',
  'Prize changed': 'Preis geändert',
  Overall: 'Gesamtwertung',
  'Every player': 'Alle Spieler',
  'Best woman': 'Beste Spielerin',
  'Women and girls': 'Frauen und Mädchen',
  'Under {age}': 'U{age}',
  'Born in {year} or later': 'Jahrgang {year} und jünger',
  '{age} and over': 'Ü{age}',
  'Born in {year} or earlier': 'Jahrgang {year} und älter',
  'Below {rating}': 'Unter {rating}',
  'Rated 1–{rating}': 'Elo 1–{rating}',
  'Best unrated': 'Bester ohne Elo',
  'Players without a rating': 'Spieler ohne Elo',
  'Best of {club}': 'Bester von {club}',
  'Members of {club}': 'Mitglieder von {club}',
  'Best of {federation}': 'Bester aus {federation}',
  'Players of the federation {federation}': 'Spieler des Verbands {federation}',
  'Best of the region': 'Bester der Region',
  'Players of the region’s federations: keep only those that make the region': 'Spieler der Verbände der Region: behalten Sie nur die, die die Region bilden',
  'Custom prize': 'Eigener Preis',
  'Name it and add the conditions a player must meet': 'Benennen Sie ihn und fügen Sie die Bedingungen hinzu, die ein Spieler erfüllen muss',
  '{count, plural, one {order: no player has the start number {numbers}} other {order: no player has the start numbers {numbers}}}':
    '{count, plural, one {order: kein Spieler hat die Startnummer {numbers}} other {order: kein Spieler hat die Startnummern {numbers}}}',
  'order: {player} is not tied with anyone on points and every tie-break after round {round}':
    'order: {player} steht nach Runde {round} mit niemandem nach Punkten und allen Feinwertungen gleich',
  '{count, plural, one {order: {players} is not tied with {player} on points and every tie-break after round {round}} other {order: {players} are not tied with {player} on points and every tie-break after round {round}}}':
    '{count, plural, one {order: {players} steht nach Runde {round} nicht nach Punkten und allen Feinwertungen gleich mit {player}} other {order: {players} stehen nach Runde {round} nicht nach Punkten und allen Feinwertungen gleich mit {player}}}',
  '{count, plural, one {order: {players} is tied with them too: rank every tied player} other {order: {players} are tied with them too: rank every tied player}}':
    '{count, plural, one {order: {players} steht auch mit ihnen gleich: reihen Sie alle gleichstehenden Spieler} other {order: {players} stehen auch mit ihnen gleich: reihen Sie alle gleichstehenden Spieler}}',
  'No round is paired yet: nobody is tied': 'Noch ist keine Runde ausgelost: Niemand steht gleich',
  'Round {round} is waiting for results: rank tied players once its standings count it':
    'Runde {round} wartet auf Ergebnisse: Reihen Sie gleichstehende Spieler, sobald die Tabelle sie zählt',
  'tournament_id: not the tournament of the address': 'tournament_id: nicht das Turnier der Adresse',
  'category: the structure already has 50 categories': 'category: die Struktur hat schon 50 Kategorien',
  'There are no winners to publish yet: compute or upload them first':
    'Es gibt noch keine Preisträger zu veröffentlichen: Berechnen Sie sie zuerst oder laden Sie sie hoch',
  'Team places': 'Mannschaftsplätze',
  'The teams in the order of the final team standings': 'Die Mannschaften in der Reihenfolge der Mannschafts-Endwertung',
  'Board {board}': 'Brett {board}',
  'Best performance rating on board {board}, from at least {count, plural, one {# game} other {# games}} played over the board':
    'Beste Leistungszahl an Brett {board}, aus mindestens {count, plural, one {# am Brett gespielten Partie} other {# am Brett gespielten Partien}}',
  '{field}: {category}: board prizes are for team events': '{field}: {category}: Brettpreise gibt es nur bei Mannschaftsturnieren',
  '{field}: {category}: team places are for team events': '{field}: {category}: Mannschaftsplätze gibt es nur bei Mannschaftsturnieren',
  '{field}: {category}: team places have no board': '{field}: {category}: Mannschaftsplätze haben kein Brett',
  "{field}: {category}: a team category tests the team's {fields}, not {given}":
    '{field}: {category}: eine Mannschaftskategorie prüft {fields} der Mannschaft, nicht {given}',
  "{field}: {category}: a team event's prizes are team places (kind team) or board prizes (kind board, with its board)":
    '{field}: {category}: Preise eines Mannschaftsturniers sind Mannschaftsplätze (kind team) oder Brettpreise (kind board, mit ihrem Brett)',
  '{field}: {category}: a board prize has no conditions, only its board and minimum of games':
    '{field}: {category}: ein Brettpreis hat keine Bedingungen, nur sein Brett und die Mindestzahl an Partien',
  '{field}: {category}: the matches have {count, plural, one {# board} other {# boards}}':
    '{field}: {category}: die Wettkämpfe haben {count, plural, one {# Brett} other {# Bretter}}',
  '{missing, select, category {the sheet has no category column} place {the sheet has no place column} other {the sheet has no category or place column}}; every column is optional except Category, Place and one naming the player':
    '{missing, select, category {die Tabelle hat keine Spalte für die Kategorie} place {die Tabelle hat keine Spalte für den Platz} other {die Tabelle hat keine Spalte für Kategorie oder Platz}}; alle Spalten sind optional außer Category, Place und einer, die den Spieler nennt',
  'no column names the player; every column is optional except Category, Place and one of Start no, FIDE ID or Name':
    'keine Spalte nennt den Spieler; alle Spalten sind optional außer Category, Place und einer von Start no, FIDE ID oder Name',
  "''{text}'' is not an amount above 0": '„{text}“ ist kein Betrag über 0',
  "''{text}'' has more than two decimals": '„{text}“ hat mehr als zwei Nachkommastellen',
  "''{text}'' is not an amount (e.g. 5000 or 2500.50)": '„{text}“ ist kein Betrag (z. B. 5000 oder 2500.50)',
  'a category is required': 'eine Kategorie ist erforderlich',
  "''{text}'' is not a category of the prize structure ({categories})": '„{text}“ ist keine Kategorie der Preisstruktur ({categories})',
  "{category} is won by teams: a sheet gives players' prizes; change a team's place on the winners list":
    '{category} gewinnen Mannschaften: Eine Tabelle vergibt Spielerpreise; ändern Sie den Platz einer Mannschaft in der Liste der Preisträger',
  'a place is required': 'ein Platz ist erforderlich',
  "''{text}'' is not a place (1, 2, …)": '„{text}“ ist kein Platz (1, 2, …)',
  "no player has the start number ''{number}''": 'kein Spieler hat die Startnummer „{number}“',
  "no player of the tournament has the FIDE id ''{fideId}''": 'kein Spieler des Turniers hat die FIDE-ID „{fideId}“',
  "{count, plural, one {# player is called ''{name}''} other {# players are called ''{name}''}}; give the start number":
    '{count, plural, one {# Spieler heißt „{name}“} other {# Spieler heißen „{name}“}}; geben Sie die Startnummer an',
  "no player of the tournament is called ''{name}''": 'kein Spieler des Turniers heißt „{name}“',
  'the player is required': 'der Spieler ist erforderlich',
  "''{given}'' is {name}, but ''{first}'' is {player}": '„{given}“ ist {name}, aber „{first}“ ist {player}',
  'the structure has no amount for {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}; give one':
    'die Struktur hat keinen Betrag für den {place, selectordinal, other {#.}} Platz in {category}; geben Sie einen an',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} is already given in row {row}':
    'der {place, selectordinal, other {#.}} Platz in {category} ist schon in Zeile {row} vergeben',
  '{name} already has a prize in row {row} (one prize per player)': '{name} hat schon einen Preis in Zeile {row} (ein Preis pro Spieler)',
  'Upload failed: prizes go to players of a tournament under way; no sheet is taken before round 1, without exception':
    'Hochladen fehlgeschlagen: Preise gehen an Spieler eines laufenden Turniers; vor Runde 1 wird ausnahmslos keine Tabelle angenommen',
  'Upload failed: save the prize structure first; no sheet is taken except against its categories':
    'Hochladen fehlgeschlagen: Speichern Sie zuerst die Preisstruktur; eine Tabelle wird nur nach ihren Kategorien angenommen',
  '{count, plural, one {# prize} other {# prizes}} ready to upload': '{count, plural, one {# Preis} other {# Preise}} bereit zum Hochladen',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, decided offline ({file}, row {row})':
    '{category}, {place, selectordinal, other {#.}} Platz: {name}, offline entschieden ({file}, Zeile {row})',
  'Uploaded from {file}, row {row}': 'Hochgeladen aus {file}, Zeile {row}',
  '{count, plural, one {# prize} other {# prizes}} uploaded': '{count, plural, one {# Preis} other {# Preise}} hochgeladen',
  '{count, plural, one {Payouts have started for # prize} other {Payouts have started for # prizes}}; {doing, select, structure {changing the prize structure} compute {computing the winners again} upload {replacing the winners} other {ranking tied players again}} would lose them. Change single awards instead':
    '{count, plural, one {Die Auszahlung von # Preis hat begonnen} other {Die Auszahlung von # Preisen hat begonnen}}; {doing, select, structure {die Preisstruktur zu ändern} compute {die Preisträger neu zu berechnen} upload {die Preisträger zu ersetzen} other {gleichstehende Spieler neu zu reihen}} würde sie verlieren. Ändern Sie stattdessen einzelne Preise',
  'Prizes go by the final standings: finish the tournament first': 'Preise richten sich nach dem Endstand: Beenden Sie zuerst das Turnier',
  'Save a prize structure with at least one category first': 'Speichern Sie zuerst eine Preisstruktur mit mindestens einer Kategorie',
  'The prize structure has no category {category}': 'Die Preisstruktur hat keine Kategorie {category}',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per team)':
    '{field}: {name} hat schon den {place, selectordinal, other {#.}} Platz in {category} (ein Preis pro Mannschaft)',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per player)':
    '{field}: {name} hat schon den {place, selectordinal, other {#.}} Platz in {category} (ein Preis pro Spieler)',
  "playerId: this is a team's place: give another team (teamId)": 'playerId: Das ist der Platz einer Mannschaft: Geben Sie eine andere Mannschaft an (teamId)',
  'teamId: not a team of this tournament': 'teamId: keine Mannschaft dieses Turniers',
  "teamId: this prize is a player's: give another player (playerId)":
    'teamId: Dieser Preis gehört einem Spieler: Geben Sie einen anderen Spieler an (playerId)',
  'playerId: not a player of this tournament': 'playerId: kein Spieler dieses Turniers',
  'Prize winner not found': 'Preisträger nicht gefunden',
  'The payout of this prize is under way ({status}); it can no longer be changed':
    'Die Auszahlung dieses Preises läuft ({status}); er kann nicht mehr geändert werden',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {amount}, set by the organiser: {reason}':
    '{category}, {place, selectordinal, other {#.}} Platz: {name}, {amount}, vom Veranstalter festgelegt: {reason}',
  '{points, plural, one {# match point} other {# match points}}': '{points, plural, one {# Mannschaftspunkt} other {# Mannschaftspunkte}}',
  '{points, plural, one {# game point} other {# game points}}': '{points, plural, one {# Brettpunkt} other {# Brettpunkte}}',
  '{points, plural, one {# point} other {# points}}': '{points, plural, one {# Punkt} other {# Punkte}}',
  'places {places} pooled and split equally': 'Plätze {places} zusammengelegt und zu gleichen Teilen geteilt',
  'half of each of places {places} kept by tie-break order, the other halves pooled and split equally (Hort system)':
    'die Hälfte jedes der Plätze {places} nach der Reihenfolge der Feinwertung behalten, die anderen Hälften zusammengelegt und zu gleichen Teilen geteilt (Hort-System)',
  'nobody is eligible for this category': 'niemand erfüllt die Bedingungen dieser Kategorie',
  'every eligible team withdrew': 'alle berechtigten Mannschaften haben sich zurückgezogen',
  'every eligible player withdrew': 'alle berechtigten Spieler haben sich zurückgezogen',
  'every eligible team already holds a prize of at least this value': 'jede berechtigte Mannschaft hat schon einen Preis von mindestens diesem Wert',
  'every eligible player already holds a prize of at least this value': 'jeder berechtigte Spieler hat schon einen Preis von mindestens diesem Wert',
  'placed {order}, below {name} ({winnerOrder})': 'auf Platz {order}, hinter {name} ({winnerOrder})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings':
    '{category}, {place, selectordinal, other {#.}} Platz: {name}, {points}, Tabellenplatz {order, selectordinal, other {#}}',
  'placed above: {holders}': 'davor platziert: {holders}',
  '{count, plural, one {{names} withdrew} other {{names} withdrew}}':
    '{count, plural, one {{names} hat sich zurückgezogen} other {{names} haben sich zurückgezogen}}',
  'tied on {points} with {others}: {how}': 'mit {points} punktgleich mit {others}: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings, tied with {others}: {how}':
    '{category}, {place, selectordinal, other {#.}} Platz: {name}, {points}, Tabellenplatz {order, selectordinal, other {#}}, gleichauf mit {others}: {how}',
  '{name}, no performance rating, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, keine Leistungszahl, {percentage} % aus {played, plural, one {# Partie} other {# Partien}}',
  '{name}, {percentage}%, no performance rating from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage} %, keine Leistungszahl, aus {played, plural, one {# Partie} other {# Partien}}',
  '{name}, performance {performance}, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, Leistungszahl {performance}, {percentage} % aus {played, plural, one {# Partie} other {# Partien}}',
  '{name}, {percentage}%, performance {performance} from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage} %, Leistungszahl {performance} aus {played, plural, one {# Partie} other {# Partien}}',
  'places {places} shared by the Hort system': 'Plätze {places} nach dem Hort-System geteilt',
  'nobody played on board {board}': 'niemand hat an Brett {board} gespielt',
  'nobody eligible played {count, plural, one {# game} other {# games}} on board {board}':
    'niemand Berechtigtes hat {count, plural, one {# Partie} other {# Partien}} an Brett {board} gespielt',
  '{name} played {played} of the {needed, plural, one {# game} other {# games}} needed':
    '{name} hat {played} der {needed, plural, one {# nötigen Partie} other {# nötigen Partien}} gespielt',
  'placed {place} on board {board}, below {name} ({winnerPlace})': 'an Brett {board} auf Platz {place}, hinter {name} ({winnerPlace})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}': '{category}, {place, selectordinal, other {#.}} Platz: {row}',
  'passed over: {players}': 'übergangen: {players}',
  'equal with {others}: {how}': 'gleichauf mit {others}: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}, equal with {others}: {how}':
    '{category}, {place, selectordinal, other {#.}} Platz: {row}, gleichauf mit {others}: {how}',
  '{name} holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}':
    '{name} hat den {place, selectordinal, other {#.}} Platz in {category}',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'Hochladen fehlgeschlagen: {problem} (Feld {field}); außer tournamentId und file ist kein Feld erforderlich',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'senden Sie das Formular als multipart/form-data, mit der Tabelle im Feld „file“; alle anderen Felder sind Text',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'senden Sie eine Tabelle, im Feld „file“; keine andere Datei wird angenommen',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'die Spalten „{first}“ und „{second}“ enthalten beide das Feld {field}; entfernen Sie alle bis auf eine',
  'column {number}': 'Spalte {number}',
  'Row {row}: {problem}': 'Zeile {row}: {problem}',
  'Row {row}, column {column}: {problem}': 'Zeile {row}, Spalte {column}: {problem}',
  'column {column}: {problem}': 'Spalte {column}: {problem}',
  'Upload failed: {reason}. Every row was refused, without exception': 'Hochladen fehlgeschlagen: {reason}. Alle Zeilen wurden abgelehnt, ausnahmslos',
  'Cannot upload yet: every row is fine except {list}': 'Hochladen noch nicht möglich: Alle Zeilen sind in Ordnung außer {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved':
    'Hochladen fehlgeschlagen: Alle Zeilen sind in Ordnung außer {list}. Nichts wurde gespeichert',
  'row {row} ({problem})': 'Zeile {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} und {more, plural, one {# weitere Zeile} other {# weitere Zeilen}}',
  '{first}, {second} and {third}': '{first}, {second} und {third}',
  '{first} and {second}': '{first} und {second}',
  '{first}; {rest}': '{first}; {rest}',
} satisfies Translations;
