import type { Translations } from '@kingside/contract';

export default {
  'Access was not granted on lichess': 'Der Zugriff wurde auf lichess nicht gewährt',
  'An Arena has no rounds here: it finishes when lichess ends it, read from lichess':
    'Eine Arena hat hier keine Runden: Sie endet, wenn lichess sie beendet, von lichess gelesen',
  'Arena standings': 'Arena-Tabelle',
  'Clock time must be one of {choices} seconds': 'Die Bedenkzeit muss einer dieser Werte sein: {choices} Sekunden',
  'Connect your lichess account first (Account → Connect lichess)': 'Verbinden Sie zuerst Ihr lichess-Konto (Konto → lichess verbinden)',
  'Connected to lichess as {username}': 'Mit lichess verbunden als {username}',
  'Continue on lichess': 'Weiter auf lichess',
  'Increment must be one of {choices} seconds': 'Das Inkrement muss einer dieser Werte sein: {choices} Sekunden',
  'Lichess asked Kingside to slow down; try again in {seconds} seconds':
    'Lichess hat Kingside gebeten, langsamer zu machen; versuchen Sie es in {seconds} Sekunden erneut',
  'Lichess could not be reached just now ({reason}); try again in a few minutes':
    'Lichess ist gerade nicht erreichbar ({reason}); versuchen Sie es in ein paar Minuten erneut',
  'Lichess did not accept the authorization ({reason})': 'Lichess hat die Autorisierung nicht angenommen ({reason})',
  'Lichess did not give the game {game}: {reason}': 'Lichess hat die Partie {game} nicht geliefert: {reason}',
  'Lichess did not revoke the token ({reason}); try again': 'Lichess hat das Token nicht widerrufen ({reason}); versuchen Sie es erneut',
  'Lichess disconnected': 'Lichess getrennt',
  'Lichess games': 'Lichess-Partien',
  'Lichess is not connected': 'Lichess ist nicht verbunden',
  'Lichess made {games} games for {boards} boards': 'Lichess hat {games} Partien für {boards} Bretter angelegt',
  'Lichess no longer accepts your connection (the token was revoked or has expired): connect lichess again':
    'Lichess akzeptiert Ihre Verbindung nicht mehr (das Token wurde widerrufen oder ist abgelaufen): Verbinden Sie lichess erneut',
  'Lichess refused the pairing: {reason}': 'Lichess hat die Paarung abgelehnt: {reason}',
  'Lichess refused the tournament — {reasons}': 'Lichess hat das Turnier abgelehnt — {reasons}',
  'Lichess refused to export the Swiss: {reason}': 'Lichess hat den Export des Schweizer Turniers abgelehnt: {reason}',
  'Lichess refused to give the Arena: {reason}': 'Lichess hat die Arena nicht herausgegeben: {reason}',
  'Lichess refused to give the tournament: {reason}': 'Lichess hat das Turnier nicht herausgegeben: {reason}',
  'Lichess refused: {reason}': 'Lichess hat abgelehnt: {reason}',
  "Lichess's TRF export could not be read: {reason}": 'Der TRF-Export von lichess konnte nicht gelesen werden: {reason}',
  'No such tournament': 'Dieses Turnier gibt es nicht',
  'Not on lichess': 'Nicht auf lichess',
  'On lichess': 'Auf lichess',
  'Read from lichess: {players} players in the Arena standings': 'Von lichess gelesen: {players} Spieler in der Arena-Tabelle',
  'Read from lichess: {players} players, {rounds, plural, one {# round} other {# rounds}}':
    'Von lichess gelesen: {players} Spieler, {rounds, plural, one {# Runde} other {# Runden}}',
  'Round {round} cannot go to lichess yet. {why}.': 'Runde {round} kann noch nicht zu lichess. {why}.',
  'Round {round} has no games to play': 'Runde {round} hat keine Partien zu spielen',
  'Round {round} is already on lichess': 'Runde {round} ist bereits auf lichess',
  'Round {round} is not paired yet': 'Runde {round} ist noch nicht ausgelost',
  'Round {round} was not played on lichess': 'Runde {round} wurde nicht auf lichess gespielt',
  'Round {round}: {count, plural, one {# game} other {# games}} on lichess': 'Runde {round}: {count, plural, one {# Partie} other {# Partien}} auf lichess',
  'Round {round}: {count, plural, one {# result} other {# results}} from lichess, {pending} still open':
    'Runde {round}: {count, plural, one {# Ergebnis} other {# Ergebnisse}} von lichess, {pending} noch offen',
  'The lichess tournament': 'Das lichess-Turnier',
  'The lichess tournament is updated': 'Das lichess-Turnier ist aktualisiert',
  'The tournament has finished; lichess no longer takes changes to it': 'Das Turnier ist beendet; lichess nimmt keine Änderungen mehr daran an',
  'This tournament has no lichess counterpart': 'Dieses Turnier hat kein Gegenstück auf lichess',
  'This tournament is no Arena on lichess': 'Dieses Turnier ist keine Arena auf lichess',
  'You lead no team on lichess: create one at lichess.org/team/new to hold a Swiss there':
    'Sie leiten kein Team auf lichess: Legen Sie unter lichess.org/team/new eines an, um dort ein Schweizer Turnier auszurichten',
  'Your lichess connection lacks the {scope} permission: connect lichess again':
    'Ihrer lichess-Verbindung fehlt die Berechtigung {scope}: Verbinden Sie lichess erneut',
  'Your session has ended; please sign in again': 'Ihre Sitzung ist abgelaufen; bitte melden Sie sich erneut an',
  'clockLimit: the clock must give some time': 'clockLimit: Die Uhr muss etwas Bedenkzeit geben',
  'lichess_username: connect through lichess first (lichess_login), then confirm the account':
    'lichess_username: Verbinden Sie sich zuerst über lichess (lichess_login) und bestätigen Sie dann das Konto',
  'lichess_username: the lichess account connected is {username}; to use another, disconnect and connect again':
    'lichess_username: Das verbundene lichess-Konto ist {username}; um ein anderes zu nutzen, trennen und neu verbinden',
  'startsAt: the games must start in the future (leave it out to start them now)':
    'startsAt: Die Partien müssen in der Zukunft beginnen (weglassen, um sie jetzt zu starten)',
  'startsAt: the start must be in the future': 'startsAt: Der Beginn muss in der Zukunft liegen',
  '{count, plural, one {# round is already under way} other {# rounds are already under way}}':
    '{count, plural, one {# Runde läuft bereits} other {# Runden laufen bereits}}',
  '{count, plural, one {# team you lead on lichess} other {# teams you lead on lichess}}':
    '{count, plural, one {# Team, das Sie auf lichess leiten} other {# Teams, die Sie auf lichess leiten}}',
  '{count, plural, one {{players} has not connected lichess} other {{players} have not connected lichess}}: sign in to Kingside, open /connect-lichess, press “Connect lichess” and approve on lichess':
    '{count, plural, one {{players} hat lichess nicht verbunden} other {{players} haben lichess nicht verbunden}}: Bei Kingside anmelden, /connect-lichess öffnen, „lichess verbinden“ drücken und auf lichess bestätigen',
  '{count, plural, one {{players} was entered by the organiser} other {{players} were entered by the organiser}}: to play on lichess a player registers in the tournament with their own Kingside account':
    '{count, plural, one {{players} wurde vom Veranstalter eingetragen} other {{players} wurden vom Veranstalter eingetragen}}: Um auf lichess zu spielen, meldet sich ein Spieler mit seinem eigenen Kingside-Konto zum Turnier an',
  '{kind, select, swiss {Swiss} other {Arena}} created on lichess: {url}':
    '{kind, select, swiss {Schweizer Turnier} other {Arena}} auf lichess angelegt: {url}',
  '{why}; nothing was connected. Start again from “Connect lichess”.': '{why}; es wurde nichts verbunden. Beginnen Sie erneut mit „lichess verbinden“.',
  'A Swiss needs its number of rounds': 'Ein Schweizer Turnier braucht seine Rundenzahl',
  'A Swiss has rounds, not a duration': 'Ein Schweizer Turnier hat Runden, keine Dauer',
  'An Arena needs its duration': 'Eine Arena braucht ihre Dauer',
  'An Arena has a duration, not rounds': 'Eine Arena hat eine Dauer, keine Runden',
} satisfies Translations;
