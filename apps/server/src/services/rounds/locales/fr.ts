import type { Translations } from '@kingside/contract';

export default {
  'Round {round} paired': 'Ronde {round} appariée',
  'The pairing of round {round} was cancelled': "L'appariement de la ronde {round} a été annulé",
  'Round {round} pairing reverted': 'Appariement de la ronde {round} annulé',
  Pairings: 'Appariements',
  'Pairing added': 'Appariement ajouté',
  'Pairing added, against FIDE rules: {warnings}': 'Appariement ajouté, contraire aux règles FIDE : {warnings}',
  'Editing the pairings of round {round}': 'Modification des appariements de la ronde {round}',
  "Round {round} differs from the engine's pairing": "La ronde {round} diffère de l'appariement du moteur",
  "Round {round} is the engine's pairing": "La ronde {round} est l'appariement du moteur",
  'Pairings of round {round} validated': 'Appariements de la ronde {round} validés',
  'Pairing removed': 'Appariement supprimé',
  'Results saved': 'Résultats enregistrés',
  'Results saved; round {round} is scored': 'Résultats enregistrés ; la ronde {round} est terminée',
  'Result history': 'Historique des résultats',
  'Tie-breaks explained': 'Départages expliqués',
  'Round {round} started': 'Ronde {round} commencée',
  'Round {round} closed: every board had a result': 'Ronde {round} clôturée : chaque échiquier avait un résultat',
  'Round {round} closed: {count, plural, one {# board} other {# boards}} without a result scored -/-':
    'Ronde {round} clôturée : {count, plural, one {# échiquier} other {# échiquiers}} sans résultat noté -/-',
  'Tournament finished': 'Tournoi terminé',
  'Why round {round} is paired as it is': 'Pourquoi la ronde {round} est appariée ainsi',
  "Why round {round}'s matches are as they are": 'Pourquoi les matchs de la ronde {round} sont ainsi',
  'Check-in for round {round} has not been held: open it and close it before pairing, or turn check-in off':
    "Le pointage de la ronde {round} n'a pas eu lieu : ouvrez-le et fermez-le avant d'apparier, ou désactivez le pointage",
  'Check-in for round {round} is still open: close it before pairing': "Le pointage de la ronde {round} est encore ouvert : fermez-le avant d'apparier",
  'The pairing of round {round} is in progress; wait for it, or cancel it': "L'appariement de la ronde {round} est en cours ; attendez-le, ou annulez-le",
  'The pairing needed more than its memory limit of {megabytes} MB and was stopped':
    "L'appariement a dépassé sa limite de mémoire de {megabytes} Mo et a été arrêté",
  'The pairing was cancelled': "L'appariement a été annulé",
  'The pairing took longer than its limit of {seconds} s and was stopped': "L'appariement a dépassé sa limite de {seconds} s et a été arrêté",
  'The pairing engine stopped unexpectedly ({detail})': "Le moteur d'appariement s'est arrêté de façon inattendue ({detail})",
  '{count, plural, one {board {boards}} other {boards {boards}}}': '{count, plural, one {échiquier {boards}} other {échiquiers {boards}}}',
  '{what}; confirm it to go ahead (confirmation "confirmed")': '{what} ; confirmez pour continuer (confirmation "confirmed")',
  '{what}; confirm it twice to go ahead (confirmation "confirmed-twice")': '{what} ; confirmez deux fois pour continuer (confirmation "confirmed-twice")',
  '{what}: refused in FIDE mode; only leaving FIDE mode (for good) allows it':
    '{what} : refusé en mode FIDE ; seule la sortie (définitive) du mode FIDE le permet',
  '{first}; {rest}': '{first} ; {rest}',
  "{reason}; the engine's pairing of round {round} could not be made, validate again":
    "{reason} ; l'appariement de la ronde {round} par le moteur n'a pas pu être fait, validez à nouveau",
  'Pair every player of round {round} first: {names} not paired': "Appariez d'abord tous les joueurs de la ronde {round} : {names} non appariés",
  "A team event's boards come from the teams' lineups; change a lineup, or record a match forfeit, instead":
    "Les échiquiers d'une compétition par équipes viennent des compositions d'équipe ; modifiez plutôt une composition, ou enregistrez un match perdu par forfait",
  'No round is paired yet': 'Aucune ronde n’est encore appariée',
  'Only the current round (round {round}) can be changed by hand': 'Seule la ronde en cours (ronde {round}) peut être modifiée à la main',
  'Round {round} is scored; pair round {next} instead': 'La ronde {round} est terminée ; appariez plutôt la ronde {next}',
  'Round {round}\'s pairings are not being edited; choose "Edit pairings" first':
    "Les appariements de la ronde {round} ne sont pas en cours de modification ; choisissez d'abord « Edit pairings »",
  '{first} and {second} have already played each other (round {round}; FIDE C.04.1 art. 2)':
    '{first} et {second} se sont déjà rencontrés (ronde {round} ; FIDE C.04.1 art. 2)',
  '{first} and {second} may not be paired in round {round} (FIDE C.04.1 art. 2)':
    '{first} et {second} ne peuvent pas être appariés à la ronde {round} (FIDE C.04.1 art. 2)',
  "{name} has already had the pairing-allocated bye or a win's points without playing (FIDE C.04.1 art. 4)":
    "{name} a déjà été exempt par l'appariement ou a déjà reçu les points d'une victoire sans jouer (FIDE C.04.1 art. 4)",
  'Round {round} already has a pairing-allocated bye ({name}; FIDE C.04.1 art. 3)':
    "La ronde {round} a déjà un exempt d'appariement ({name} ; FIDE C.04.1 art. 3)",
  '{name} would have {count} more whites than blacks (FIDE C.04.1 art. 6)': '{name} aurait {count} blancs de plus que de noirs (FIDE C.04.1 art. 6)',
  '{name} would have {count} more blacks than whites (FIDE C.04.1 art. 6)': '{name} aurait {count} noirs de plus que de blancs (FIDE C.04.1 art. 6)',
  '{name} would have white three times running (FIDE C.04.1 art. 7)': '{name} aurait les blancs trois fois de suite (FIDE C.04.1 art. 7)',
  '{name} would have black three times running (FIDE C.04.1 art. 7)': '{name} aurait les noirs trois fois de suite (FIDE C.04.1 art. 7)',
  '{first} and {second} both get the colour opposite to the one due to them (FIDE C.04.3 art. 5)':
    '{first} et {second} reçoivent tous deux la couleur opposée à celle qui leur revient (FIDE C.04.3 art. 5)',
  '{name} has withdrawn': "{name} s'est retiré",
  'Pairing not added: {warnings}': 'Appariement non ajouté : {warnings}',
  'Pairing not added, against FIDE rules: {warnings}': 'Appariement non ajouté, contraire aux règles FIDE : {warnings}',
  'black: a player cannot play themselves': 'black : un joueur ne peut pas jouer contre lui-même',
  '{field}: no such player in this tournament': '{field} : aucun joueur de ce tournoi ne correspond',
  '{field}: {expelled}, and an expelled player is not paired again': "{field} : {expelled}, et un joueur exclu n'est plus apparié",
  '{field}: {name} is already {kind, select, game {paired on board {board}} pairing_bye {on board {board} (pairing bye)} half_point_bye {on board {board} (half point bye)} full_point_bye {on board {board} (full point bye)} zero_point_bye {on board {board} (zero point bye)} forfeit_win {on board {board} (forfeit win)} absent {on board {board} (absent)} other {on board {board}}}; remove that pairing first':
    "{field} : {name} est déjà {kind, select, game {apparié à l'échiquier {board}} pairing_bye {à l'échiquier {board} (exempt d'appariement)} half_point_bye {à l'échiquier {board} (exempt à un demi-point)} full_point_bye {à l'échiquier {board} (exempt à un point)} zero_point_bye {à l'échiquier {board} (exempt à zéro point)} forfeit_win {à l'échiquier {board} (gain par forfait)} absent {à l'échiquier {board} (absent)} other {à l'échiquier {board}}} ; supprimez d'abord cet appariement",
  'board: round {round} has no board {board}': "board : la ronde {round} n'a pas d'échiquier {board}",
  'board: board {board} has a result ({result}); it can no longer be removed':
    "board : l'échiquier {board} a un résultat ({result}) ; il ne peut plus être supprimé",
  'Not paired in round {round}: {names}': 'Non appariés à la ronde {round} : {names}',
  'The round robin has {rounds} rounds': 'Le toutes-rondes compte {rounds} rondes',
  'The pairing of round {round} was cancelled; nothing was saved': "L'appariement de la ronde {round} a été annulé ; rien n'a été enregistré",
  'The players of round {round} changed while it was being paired; nothing was saved, pair it again':
    "Les joueurs de la ronde {round} ont changé pendant l'appariement ; rien n'a été enregistré, appariez-la à nouveau",
  '{reason}; round {round} stays unpaired, pair it again': '{reason} ; la ronde {round} reste non appariée, appariez-la à nouveau',
  'No pairing is in progress': "Aucun appariement n'est en cours",
  'Round {round} is already paired': 'La ronde {round} est déjà appariée',
  'Pair round {round} first': "Appariez d'abord la ronde {round}",
  'The tournament has {rounds} rounds; change the number of rounds to pair more':
    'Le tournoi compte {rounds} rondes ; modifiez le nombre de rondes pour en apparier davantage',
  'Start round {round} and enter its results first': "Commencez d'abord la ronde {round} et saisissez ses résultats",
  'Enter every result of round {round} first ({boards} without a result)': "Saisissez d'abord tous les résultats de la ronde {round} ({boards} sans résultat)",
  'At least two players must be available to pair round {round} ({available} available)':
    'Il faut au moins deux joueurs disponibles pour apparier la ronde {round} ({available} disponibles)',
  'No valid pairing exists for round {round}: no pairing of the {available} available players meets the FIDE absolute criteria (no two players meet twice, nobody gets a second bye or a win without playing); enter more players, or end the tournament after round {previous}':
    "Aucun appariement valide n'existe pour la ronde {round} : aucun appariement des {available} joueurs disponibles ne respecte les critères absolus FIDE (deux joueurs ne se rencontrent pas deux fois, personne n'est exempt deux fois ni ne gagne deux fois sans jouer) ; inscrivez d'autres joueurs, ou terminez le tournoi après la ronde {previous}",
  '{count, plural, one {pairing number {numbers}} other {pairing numbers {numbers}}} left out':
    "{count, plural, one {numéro d'appariement {numbers} oublié} other {numéros d'appariement {numbers} oubliés}}",
  '{numbers} seated twice': '{numbers} placés deux fois',
  '{numbers} not available': '{numbers} non disponibles',
  'No valid pairing exists for round {round}: the Dutch pairing does not seat every available player exactly once ({why}); nothing was saved':
    "Aucun appariement valide n'existe pour la ronde {round} : l'appariement hollandais ne place pas chaque joueur disponible exactement une fois ({why}) ; rien n'a été enregistré",
  'A round robin needs at least two players ({available} available)': 'Un toutes-rondes demande au moins deux joueurs ({available} disponibles)',
  "Round {round} differs from the engine's pairing ({boards} not the engine's); the change is written into the TRF export as ### MPA":
    "La ronde {round} diffère de l'appariement du moteur ({boards} ne venant pas du moteur) ; la modification est écrite dans l'export TRF en ### MPA",
  "Round {round}'s pairings changed while they were being validated; nothing was saved, validate again":
    "Les appariements de la ronde {round} ont changé pendant leur validation ; rien n'a été enregistré, validez à nouveau",
  '{field}: board {board} was changed meanwhile by {by}: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    "{field} : l'échiquier {board} a été modifié entre-temps par {by} : il n'a plus de résultat, le vôtre est {yours}. Rien n'a été enregistré ; laissez-le sans résultat, ou saisissez de nouveau {yours} pour le remplacer",
  '{field}: board {board} was changed meanwhile by {by}: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    "{field} : l'échiquier {board} a été modifié entre-temps par {by} : il a maintenant {theirs}, le vôtre est {yours}. Rien n'a été enregistré ; gardez {theirs}, ou saisissez de nouveau {yours} pour le remplacer",
  '{field}: board {board} was changed meanwhile: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    "{field} : l'échiquier {board} a été modifié entre-temps : il n'a plus de résultat, le vôtre est {yours}. Rien n'a été enregistré ; laissez-le sans résultat, ou saisissez de nouveau {yours} pour le remplacer",
  '{field}: board {board} was changed meanwhile: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    "{field} : l'échiquier {board} a été modifié entre-temps : il a maintenant {theirs}, le vôtre est {yours}. Rien n'a été enregistré ; gardez {theirs}, ou saisissez de nouveau {yours} pour le remplacer",
  'Start round {round} first (trigger-round-start)': "Commencez d'abord la ronde {round} (trigger-round-start)",
  '{field}: board {board} is listed twice': "{field} : l'échiquier {board} figure deux fois",
  '{field}: round {round} has no board {board}': "{field} : la ronde {round} n'a pas d'échiquier {board}",
  '{field}: board {board} is a bye or an absence; its score is fixed': "{field} : l'échiquier {board} est un exempt ou une absence ; son score est fixé",
  'Only the last paired round (round {round}) can be reverted': 'Seule la dernière ronde appariée (ronde {round}) peut être annulée',
  'Round {round} already has {count, plural, one {# result} other {# results}}; it can no longer be reverted':
    'La ronde {round} a déjà {count, plural, one {# résultat} other {# résultats}} ; elle ne peut plus être annulée',
  'Pair round 1 first': "Appariez d'abord la ronde 1",
  'Round {round} has already started': 'La ronde {round} a déjà commencé',
  'Round {round} is over; pair round {next} first': "La ronde {round} est terminée ; appariez d'abord la ronde {next}",
  "Round {round}'s pairings are being edited; validate them first": "Les appariements de la ronde {round} sont en cours de modification ; validez-les d'abord",
  'Publish the lineups of round {round} first': "Publiez d'abord les compositions de la ronde {round}",
  'Start round {round} first': "Commencez d'abord la ronde {round}",
  'Round {round} is already scored': 'La ronde {round} est déjà terminée',
  'The tournament has already finished': 'Le tournoi est déjà terminé',
  'Enter every result of round {round} first': "Saisissez d'abord tous les résultats de la ronde {round}",
  'Pair round {round} first (the tournament has {rounds} rounds)': "Appariez d'abord la ronde {round} (le tournoi compte {rounds} rondes)",
  'At least two teams with players must be available to pair round {round} ({available} available)':
    'Il faut au moins deux équipes avec des joueurs disponibles pour apparier la ronde {round} ({available} disponibles)',
  'No legal pairing exists for round {round}: {reason}; withdraw a team, or end the event after round {previous}':
    "Aucun appariement régulier n'existe pour la ronde {round} : {reason} ; retirez une équipe, ou terminez la compétition après la ronde {previous}",
  'A team round robin needs at least two teams ({available} available)': 'Un toutes-rondes par équipes demande au moins deux équipes ({available} disponibles)',
  'This is an individual Swiss: ask why-this-pairing': "C'est un système suisse individuel : demandez why-this-pairing",
  'Round {round} follows the Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain':
    "La ronde {round} suit la table de Berger (FIDE C.05 annexe 1) ; il n'y a pas d'appariement suisse à expliquer",
  'Round {round} was not paired by the engine here (it was imported): there is no record of its pairing to explain':
    "La ronde {round} n'a pas été appariée ici par le moteur (elle a été importée) : il n'y a pas de trace de son appariement à expliquer",
  'Round {round} pairs teams: ask why-these-matches': 'La ronde {round} apparie des équipes : demandez why-these-matches',
  "Round {round} follows the round robin's Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain":
    "La ronde {round} suit la table de Berger du toutes-rondes (FIDE C.05 annexe 1) ; il n'y a pas d'appariement suisse à expliquer",
  "Round {round} was not paired by the engine here (it was imported, or paired before the engine's reasons were kept): there is no record of its pairing to explain":
    "La ronde {round} n'a pas été appariée ici par le moteur (elle a été importée, ou appariée avant que les raisons du moteur ne soient conservées) : il n'y a pas de trace de son appariement à expliquer",
  'This API needs the application key in the {header} header or the {query} query parameter':
    "Cette API demande la clé d'application dans l'en-tête {header} ou le paramètre de requête {query}",
  'This address already follows {count} live streams, the most one address may hold open at once; close a page that follows a tournament live and reload':
    "Cette adresse suit déjà {count} flux en direct, le maximum qu'une adresse peut garder ouverts à la fois ; fermez une page qui suit un tournoi en direct et rechargez",
  Standings: 'Classement',
  'No player has the start number {number}': "Aucun joueur n'a le numéro de départ {number}",
} satisfies Translations;
