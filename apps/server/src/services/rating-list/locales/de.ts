import type { Translations } from '@kingside/contract';

export default {
  '{count, plural, one {# player found} other {# players found}}': '{count, plural, one {# Spieler gefunden} other {# Spieler gefunden}}',
  'No rating list has been imported yet': 'Es wurde noch keine Wertungsliste importiert',
  'Rating list of {date}': 'Wertungsliste vom {date}',
  'Send the list as multipart/form-data, in the field "file"': 'Senden Sie die Liste als multipart/form-data im Feld "file"',
  'Send one list file, in the field "file"': 'Senden Sie genau eine Listendatei im Feld "file"',
  '{field}: {problem}': '{field}: {problem}',
  'The file name must not contain a NUL character': 'Der Dateiname darf kein NUL-Zeichen enthalten',
  'Choose the list file to upload (field "file")': 'Wählen Sie die hochzuladende Listendatei (Feld "file")',
  'The import has started': 'Der Import hat begonnen',
  'No such import': 'Diesen Import gibt es nicht',
  'The list is imported': 'Die Liste ist importiert',
  'The import failed; the previous list is still in use': 'Der Import ist fehlgeschlagen; die bisherige Liste bleibt in Gebrauch',
  Importing: 'Import läuft',
  'An import of the rating list is running already; wait for it to finish': 'Ein Import der Wertungsliste läuft bereits; warten Sie, bis er abgeschlossen ist',
  'The tournament has finished; its players can no longer change': 'Das Turnier ist beendet; seine Spieler können sich nicht mehr ändern',
  'No FIDE rating list has been imported yet; an admin imports one under Admin → FIDE list':
    'Es wurde noch keine FIDE-Wertungsliste importiert; ein Administrator importiert sie unter Verwaltung → FIDE-Wertungsliste',
  'Every player matches the list of {date}; nothing changed': 'Jeder Spieler stimmt mit der Liste vom {date} überein; nichts wurde geändert',
  '{count, plural, one {# player updated from the list of {date}; pairing numbers recomputed} other {# players updated from the list of {date}; pairing numbers recomputed}}':
    '{count, plural, one {# Spieler nach der Liste vom {date} aktualisiert; Startnummern neu berechnet} other {# Spieler nach der Liste vom {date} aktualisiert; Startnummern neu berechnet}}',
  '{count, plural, one {# player updated from the list of {date}} other {# players updated from the list of {date}}}':
    '{count, plural, one {# Spieler nach der Liste vom {date} aktualisiert} other {# Spieler nach der Liste vom {date} aktualisiert}}',
  'Every player matches the list of {date}': 'Jeder Spieler stimmt mit der Liste vom {date} überein',
  '{count, plural, one {# player would change with the list of {date}} other {# players would change with the list of {date}}}':
    '{count, plural, one {# Spieler würde sich mit der Liste vom {date} ändern} other {# Spieler würden sich mit der Liste vom {date} ändern}}',
  '{count, plural, one {# player not on the list (kept as entered)} other {# players not on the list (kept as entered)}}':
    '{count, plural, one {# Spieler nicht auf der Liste (wie eingegeben belassen)} other {# Spieler nicht auf der Liste (wie eingegeben belassen)}}',
  '{first}; {rest}': '{first}; {rest}',
} satisfies Translations;
