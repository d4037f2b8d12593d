import type { Translations } from '@kingside/contract';

export default {
  'Access was not granted on lichess': 'L’accès n’a pas été accordé sur lichess',
  'An Arena has no rounds here: it finishes when lichess ends it, read from lichess':
    'Une Arena n’a pas de rondes ici : elle se termine quand lichess la clôt, lu depuis lichess',
  'Arena standings': 'Classement de l’Arena',
  'Clock time must be one of {choices} seconds': 'Le temps à la pendule doit être l’un de ces choix : {choices} secondes',
  'Connect your lichess account first (Account → Connect lichess)': 'Connectez d’abord votre compte lichess (Compte → Connecter lichess)',
  'Connected to lichess as {username}': 'Connecté à lichess en tant que {username}',
  'Continue on lichess': 'Continuez sur lichess',
  'Increment must be one of {choices} seconds': 'L’incrément doit être l’un de ces choix : {choices} secondes',
  'Lichess asked Kingside to slow down; try again in {seconds} seconds': 'Lichess a demandé à Kingside de ralentir ; réessayez dans {seconds} secondes',
  'Lichess could not be reached just now ({reason}); try again in a few minutes':
    'Lichess est injoignable pour le moment ({reason}) ; réessayez dans quelques minutes',
  'Lichess did not accept the authorization ({reason})': 'Lichess n’a pas accepté l’autorisation ({reason})',
  'Lichess did not give the game {game}: {reason}': 'Lichess n’a pas fourni la partie {game} : {reason}',
  'Lichess did not revoke the token ({reason}); try again': 'Lichess n’a pas révoqué le jeton ({reason}) ; réessayez',
  'Lichess disconnected': 'Lichess déconnecté',
  'Lichess games': 'Parties lichess',
  'Lichess is not connected': 'Lichess n’est pas connecté',
  'Lichess made {games} games for {boards} boards': 'Lichess a créé {games} parties pour {boards} échiquiers',
  'Lichess no longer accepts your connection (the token was revoked or has expired): connect lichess again':
    'Lichess n’accepte plus votre connexion (le jeton a été révoqué ou a expiré) : connectez lichess à nouveau',
  'Lichess refused the pairing: {reason}': 'Lichess a refusé l’appariement : {reason}',
  'Lichess refused the tournament — {reasons}': 'Lichess a refusé le tournoi — {reasons}',
  'Lichess refused to export the Swiss: {reason}': 'Lichess a refusé d’exporter le Swiss : {reason}',
  'Lichess refused to give the Arena: {reason}': 'Lichess a refusé de fournir l’Arena : {reason}',
  'Lichess refused to give the tournament: {reason}': 'Lichess a refusé de fournir le tournoi : {reason}',
  'Lichess refused: {reason}': 'Lichess a refusé : {reason}',
  "Lichess's TRF export could not be read: {reason}": 'L’export TRF de lichess n’a pas pu être lu : {reason}',
  'No such tournament': 'Ce tournoi n’existe pas',
  'Not on lichess': 'Pas sur lichess',
  'On lichess': 'Sur lichess',
  'Read from lichess: {players} players in the Arena standings': 'Lu depuis lichess : {players} joueurs au classement de l’Arena',
  'Read from lichess: {players} players, {rounds, plural, one {# round} other {# rounds}}':
    'Lu depuis lichess : {players} joueurs, {rounds, plural, one {# ronde} other {# rondes}}',
  'Round {round} cannot go to lichess yet. {why}.': 'La ronde {round} ne peut pas encore aller sur lichess. {why}.',
  'Round {round} has no games to play': 'La ronde {round} n’a aucune partie à jouer',
  'Round {round} is already on lichess': 'La ronde {round} est déjà sur lichess',
  'Round {round} is not paired yet': 'La ronde {round} n’est pas encore appariée',
  'Round {round} was not played on lichess': 'La ronde {round} n’a pas été jouée sur lichess',
  'Round {round}: {count, plural, one {# game} other {# games}} on lichess': 'Ronde {round} : {count, plural, one {# partie} other {# parties}} sur lichess',
  'Round {round}: {count, plural, one {# result} other {# results}} from lichess, {pending} still open':
    'Ronde {round} : {count, plural, one {# résultat} other {# résultats}} de lichess, {pending} encore en cours',
  'The lichess tournament': 'Le tournoi lichess',
  'The lichess tournament is updated': 'Le tournoi lichess est mis à jour',
  'The tournament has finished; lichess no longer takes changes to it': 'Le tournoi est terminé ; lichess n’y accepte plus de modifications',
  'This tournament has no lichess counterpart': 'Ce tournoi n’a pas d’équivalent sur lichess',
  'This tournament is no Arena on lichess': 'Ce tournoi n’est pas une Arena sur lichess',
  'You lead no team on lichess: create one at lichess.org/team/new to hold a Swiss there':
    'Vous ne dirigez aucune équipe sur lichess : créez-en une sur lichess.org/team/new pour y organiser un Swiss',
  'Your lichess connection lacks the {scope} permission: connect lichess again':
    'Votre connexion lichess n’a pas l’autorisation {scope} : connectez lichess à nouveau',
  'Your session has ended; please sign in again': 'Votre session a expiré ; veuillez vous reconnecter',
  'clockLimit: the clock must give some time': 'clockLimit : la pendule doit donner du temps',
  'lichess_username: connect through lichess first (lichess_login), then confirm the account':
    'lichess_username : connectez-vous d’abord via lichess (lichess_login), puis confirmez le compte',
  'lichess_username: the lichess account connected is {username}; to use another, disconnect and connect again':
    'lichess_username : le compte lichess connecté est {username} ; pour en utiliser un autre, déconnectez-vous puis reconnectez-vous',
  'startsAt: the games must start in the future (leave it out to start them now)':
    'startsAt : les parties doivent commencer dans le futur (omettez-le pour les lancer maintenant)',
  'startsAt: the start must be in the future': 'startsAt : le début doit être dans le futur',
  '{count, plural, one {# round is already under way} other {# rounds are already under way}}':
    '{count, plural, one {# ronde est déjà en cours} other {# rondes sont déjà en cours}}',
  '{count, plural, one {# team you lead on lichess} other {# teams you lead on lichess}}':
    '{count, plural, one {# équipe que vous dirigez sur lichess} other {# équipes que vous dirigez sur lichess}}',
  '{count, plural, one {{players} has not connected lichess} other {{players} have not connected lichess}}: sign in to Kingside, open /connect-lichess, press “Connect lichess” and approve on lichess':
    '{count, plural, one {{players} n’a pas connecté lichess} other {{players} n’ont pas connecté lichess}} : connectez-vous à Kingside, ouvrez /connect-lichess, appuyez sur « Connecter lichess » et approuvez sur lichess',
  '{count, plural, one {{players} was entered by the organiser} other {{players} were entered by the organiser}}: to play on lichess a player registers in the tournament with their own Kingside account':
    '{count, plural, one {{players} a été inscrit par l’organisateur} other {{players} ont été inscrits par l’organisateur}} : pour jouer sur lichess, un joueur s’inscrit au tournoi avec son propre compte Kingside',
  '{kind, select, swiss {Swiss} other {Arena}} created on lichess: {url}': '{kind, select, swiss {Swiss} other {Arena}} créé sur lichess : {url}',
  '{why}; nothing was connected. Start again from “Connect lichess”.': '{why} ; rien n’a été connecté. Recommencez depuis « Connecter lichess ».',
  'A Swiss needs its number of rounds': 'Un Swiss a besoin de son nombre de rondes',
  'A Swiss has rounds, not a duration': 'Un Swiss a des rondes, pas une durée',
  'An Arena needs its duration': 'Une Arena a besoin de sa durée',
  'An Arena has a duration, not rounds': 'Une Arena a une durée, pas des rondes',
} satisfies Translations;
