import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit for a player list (no exceptions)':
    'die Datei überschreitet die Grenze von {size} MB für eine Spielerliste (ausnahmslos)',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'Hochladen fehlgeschlagen: {problem} (Feld {field}); außer tournamentId und file ist kein Feld erforderlich',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'senden Sie das Formular als multipart/form-data, mit der Tabelle im Feld „file“; alle anderen Felder sind Text',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'senden Sie eine Tabelle, im Feld „file“; keine andere Datei wird angenommen',
  'choose the CSV or XLSX file of players (field "file"); every field is optional except that one and tournamentId':
    'wählen Sie die CSV- oder XLSX-Datei der Spieler (Feld „file“); alle Felder außer diesem und tournamentId sind optional',
  'every column is optional except the name, and no column of the header is a name (e.g. "Name"); download the template for the columns':
    'alle Spalten sind optional außer dem Namen, und keine Spalte der Kopfzeile ist ein Name (z. B. „Name“); laden Sie die Vorlage für die Spalten herunter',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'die Spalten „{first}“ und „{second}“ enthalten beide das Feld {field}; entfernen Sie alle bis auf eine',
  'column {number}': 'Spalte {number}',
  "''{text}'' is not a number (a FIDE id is a whole number)": '„{text}“ ist keine Zahl (eine FIDE-ID ist eine ganze Zahl)',
  "''{text}'' is not a number": '„{text}“ ist keine Zahl',
  "''{text}'' is not a whole number (a FIDE id is a whole number)": '„{text}“ ist keine ganze Zahl (eine FIDE-ID ist eine ganze Zahl)',
  "''{text}'' is not a whole number (a rating is a whole number)": '„{text}“ ist keine ganze Zahl (eine Wertungszahl ist eine ganze Zahl)',
  "''{text}'' is not a whole number (a board is a whole number)": '„{text}“ ist keine ganze Zahl (ein Brett ist eine ganze Zahl)',
  "''{text}'' is not a date that exists": '„{text}“ ist kein existierendes Datum',
  "''{text}'' is not a date (YYYY, YYYY-MM-DD or DD.MM.YYYY)": '„{text}“ ist kein Datum (JJJJ, JJJJ-MM-TT oder TT.MM.JJJJ)',
  'a name is required': 'ein Name ist erforderlich',
  "{problem} (found ''{found}'')": '{problem} (gefunden: „{found}“)',
  "a board is from 1 to {max} (found ''{found}'')": 'ein Brett liegt zwischen 1 und {max} (gefunden: „{found}“)',
  'a board is a place in a team, and the row names no team': 'ein Brett ist ein Platz in einer Mannschaft, und die Zeile nennt keine Mannschaft',
  'rows {rows} and {last}': 'Zeilen {rows} und {last}',
  'board {board} of {team} is given in {rows}': 'Brett {board} von {team} steht in den {rows}',
  'Upload failed: {tournament} is an individual event, and column {column} gives teams. Every column may stay except that one: leave it empty, or name it Club if it holds the players’ clubs':
    'Hochladen fehlgeschlagen: {tournament} ist ein Einzelturnier, und die Spalte {column} gibt Mannschaften an. Jede Spalte darf bleiben außer dieser: Lassen Sie sie leer oder nennen Sie sie Club, wenn sie die Vereine der Spieler enthält',
  'Cannot upload yet: every row is fine except {list}': 'Hochladen noch nicht möglich: Alle Zeilen sind in Ordnung außer {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved; remove those rows, or leave out the players already entered':
    'Hochladen fehlgeschlagen: Alle Zeilen sind in Ordnung außer {list}. Nichts wurde gespeichert; entfernen Sie diese Zeilen oder lassen Sie die bereits gemeldeten Spieler weg',
  'Upload failed: every row is fine except {list}. Nothing was saved':
    'Hochladen fehlgeschlagen: Alle Zeilen sind in Ordnung außer {list}. Nichts wurde gespeichert',
  '{count, plural, one {# player} other {# players}} ready to upload; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    '{count, plural, one {# Spieler} other {# Spieler}} bereit zum Hochladen; {skipped, plural, one {# Zeile} other {# Zeilen}} bereits gemeldeter Spieler weggelassen',
  '{count, plural, one {# player} other {# players}} ready to upload': '{count, plural, one {# Spieler} other {# Spieler}} bereit zum Hochladen',
  '{count, plural, one {# player} other {# players}} uploaded; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    '{count, plural, one {# Spieler} other {# Spieler}} hochgeladen; {skipped, plural, one {# Zeile} other {# Zeilen}} bereits gemeldeter Spieler weggelassen',
  '{count, plural, one {# player} other {# players}} uploaded': '{count, plural, one {# Spieler} other {# Spieler}} hochgeladen',
  'Upload failed: {reason}. Every row was refused, without exception': 'Hochladen fehlgeschlagen: {reason}. Alle Zeilen wurden abgelehnt, ausnahmslos',
  'Row {row}: {problem}': 'Zeile {row}: {problem}',
  'the same player as row {other} (FIDE id {fideId})': 'derselbe Spieler wie in Zeile {other} (FIDE-ID {fideId})',
  'the same player as row {other} (same name and birth date)': 'derselbe Spieler wie in Zeile {other} (gleicher Name und gleiches Geburtsdatum)',
  'already entered as {name} (FIDE id {fideId})': 'bereits gemeldet als {name} (FIDE-ID {fideId})',
  'already entered as {name}, born {birthDate}': 'bereits gemeldet als {name}, geboren {birthDate}',
  'Row {row}, column {column}: {problem}': 'Zeile {row}, Spalte {column}: {problem}',
  'column {column}: {problem}': 'Spalte {column}: {problem}',
  'row {row} ({problem})': 'Zeile {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} und {more, plural, one {# weitere Zeile} other {# weitere Zeilen}}',
  '{first}, {second} and {third}': '{first}, {second} und {third}',
  '{first} and {second}': '{first} und {second}',
} satisfies Translations;
