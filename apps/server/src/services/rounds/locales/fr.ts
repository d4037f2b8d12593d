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
  'Team {number}': 'Équipe {number}',
  '{count, plural, one {{points} match point} other {{points} match points}}':
    '{count, plural, one {{points} point de match} other {{points} points de match}}',
  '{count, plural, one {{points} game point} other {{points} game points}}':
    '{count, plural, one {{points} point de partie} other {{points} points de partie}}',
  '{count, plural, one {{points} point} other {{points} points}}': '{count, plural, one {{points} point} other {{points} points}}',
  'grant both colour preferences': 'accorder les deux préférences de couleur',
  'grant the stronger colour preference (of two absolute ones, the wider colour difference)':
    'accorder la préférence de couleur la plus forte (entre deux absolues, celle de la plus grande différence de couleur)',
  'alternate the colours from the most recent round in which the two had different colours':
    'alterner les couleurs à partir de la ronde la plus récente où les deux avaient des couleurs différentes',
  "grant the higher ranked player's colour preference": 'accorder la préférence de couleur du joueur le mieux classé',
  'the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one':
    'le joueur le mieux classé reçoit la couleur initiale avec un numéro d’appariement impair, l’autre couleur avec un numéro pair',
  '{player} has no colour preference': '{player} n’a pas de préférence de couleur',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference)':
    '{player} doit avoir {colour, select, w {les blancs} other {les noirs}} (préférence {strength, select, absolute {absolue} strong {forte} other {légère}})',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference, colour difference {difference})':
    '{player} doit avoir {colour, select, w {les blancs} other {les noirs}} (préférence {strength, select, absolute {absolue} strong {forte} other {légère}}, différence de couleur {difference})',
  '{whitePreference}; {blackPreference}. Both preferences are granted (C.04.3 art. 5.2.1: {rule}).':
    '{whitePreference} ; {blackPreference}. Les deux préférences sont accordées (C.04.3 art. 5.2.1 : {rule}).',
  '{whitePreference}; {blackPreference}. {player} has the stronger preference and gets {colour, select, w {white} other {black}} (C.04.3 art. 5.2.2: {rule}).':
    '{whitePreference} ; {blackPreference}. {player} a la préférence la plus forte et reçoit {colour, select, w {les blancs} other {les noirs}} (C.04.3 art. 5.2.2 : {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength. Going back to the latest round in which they had different colours, each now gets the other one (C.04.3 art. 5.2.3: {rule}).':
    '{whitePreference} ; {blackPreference} : la même couleur, avec des préférences de même force. En remontant à la dernière ronde où ils avaient des couleurs différentes, chacun reçoit maintenant l’autre (C.04.3 art. 5.2.3 : {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength and the same colour history. {higher}, the higher ranked, gets the preference, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.4: {rule}).':
    '{whitePreference} ; {blackPreference} : la même couleur, avec des préférences de même force et le même historique de couleurs. {higher}, le mieux classé, obtient sa préférence, {colour, select, w {les blancs} other {les noirs}} (C.04.3 art. 5.2.4 : {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (odd) and gets the initial colour, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'Aucun n’a de préférence de couleur. {higher}, le mieux classé, a le numéro d’appariement {number} (impair) et reçoit la couleur initiale, {colour, select, w {les blancs} other {les noirs}} (C.04.3 art. 5.2.5 : {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (even) and gets the colour opposite to the initial one, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'Aucun n’a de préférence de couleur. {higher}, le mieux classé, a le numéro d’appariement {number} (pair) et reçoit la couleur opposée à la couleur initiale, {colour, select, w {les blancs} other {les noirs}} (C.04.3 art. 5.2.5 : {rule}).',
  '{player} floats down: nobody in the bracket may play them under the absolute criteria (C.04.3 C1–C3: they have already met, the pairing is prohibited, or both have the same absolute colour preference).':
    '{player} descend : personne dans le groupe ne peut le rencontrer selon les critères absolus (C.04.3 C1–C3 : ils se sont déjà rencontrés, l’appariement est interdit, ou les deux ont la même préférence de couleur absolue).',
  "{player} floats down: the bracket has an odd number of players ({size}), so one of them must float; the quality criteria and the bracket's order (C.04.3 art. 2–3) chose {player}.":
    '{player} descend : le groupe a un nombre impair de joueurs ({size}), donc l’un d’eux doit descendre ; les critères de qualité et l’ordre du groupe (C.04.3 art. 2–3) ont désigné {player}.',
  '{player} floats down although a partner was free in the bracket: pairing them here would have left players below unpairable (C.04.3 C4, completion) or moved the bye to a higher score than necessary (C5).':
    '{player} descend bien qu’un partenaire soit libre dans le groupe : l’apparier ici aurait rendu des joueurs plus bas impossibles à apparier (C.04.3 C4, complétude) ou reporté l’exemption sur un score plus élevé que nécessaire (C5).',
  '{player} floats down: {count, plural, one {the player {player} could meet in the bracket ({opponents}) is needed} other {the players {player} could meet in the bracket ({opponents}) are each needed}} for another pair, in the pairing that pairs the whole round (C.04.3 C4) with the most pairs in this bracket (C6).':
    '{player} descend : {count, plural, one {le joueur que {player} pouvait rencontrer dans le groupe ({opponents}) est nécessaire} other {les joueurs que {player} pouvait rencontrer dans le groupe ({opponents}) sont chacun nécessaires}} à une autre paire, dans l’appariement qui apparie toute la ronde (C.04.3 C4) avec le plus de paires dans ce groupe (C6).',
  '{lower} floats up to play {higher}, moved down with {points}: moved-down players are paired first, each with the highest resident the criteria allow (C.04.3 art. 3).':
    '{lower} monte pour affronter {higher}, descendu avec {points} : les joueurs descendus sont appariés en premier, chacun avec le résident le mieux placé que permettent les critères (C.04.3 art. 3).',
  '{player} ({points}) gets the pairing-allocated bye: the player left over once everyone else is paired, from the lowest score that allows it, and allowed to have it (C.04.3 C2, C4, C5).':
    '{player} ({points}) reçoit l’exemption d’appariement : le joueur restant une fois tous les autres appariés, du score le plus bas qui le permet, et autorisé à l’avoir (C.04.3 C2, C4, C5).',
  "{player} has already had the pairing-allocated bye or a win's points without playing, and may not have it again (C.04.3 C2).":
    '{player} a déjà été exempt par l’appariement ou a déjà reçu les points d’une victoire sans jouer, et ne peut plus l’être (C.04.3 C2).',
  '{player} has fewer points, but no pairing of everybody else leaves a player with that score over: the bye goes to the lowest score it can (C.04.3 C4, C5).':
    '{player} a moins de points, mais aucun appariement de tous les autres ne laisse de côté un joueur de ce score : l’exemption va au score le plus bas possible (C.04.3 C4, C5).',
  '{player} has as many points but more unplayed games ({unplayed} against {assigneeUnplayed} for {assignee}): the bye goes to the player with the fewest (C.04.3 C9).':
    '{player} a autant de points mais plus de parties non jouées ({unplayed} contre {assigneeUnplayed} pour {assignee}) : l’exemption va au joueur qui en a le moins (C.04.3 C9).',
  "{player} has as many points; the pairing that pairs {player} and leaves {assignee} over comes first on the quality criteria and then in the bracket's order (C.04.3 art. 2–3).":
    '{player} a autant de points ; l’appariement qui apparie {player} et laisse {assignee} de côté passe en premier selon les critères de qualité, puis selon l’ordre du groupe (C.04.3 art. 2–3).',
  'before either team has played, the first team gets the initial colour with an odd TPN, the other colour with an even one':
    'avant que l’une ou l’autre équipe ait joué, la première équipe reçoit la couleur initiale avec un TPN impair, l’autre couleur avec un TPN pair',
  'grant the only colour preference': 'accorder la seule préférence de couleur',
  'type B: grant the only strong colour preference': 'type B : accorder la seule préférence de couleur forte',
  'white to the team with the lower colour difference': 'les blancs à l’équipe qui a la plus petite différence de couleur',
  'alternate the colours from the latest round in which the two had different colours':
    'alterner les couleurs à partir de la dernière ronde où les deux avaient des couleurs différentes',
  "grant the first team's colour preference": 'accorder la préférence de couleur de la première équipe',
  "alternate the first team's colour from its last match": 'alterner la couleur de la première équipe par rapport à son dernier match',
  "give the first team the other team's colour of its last match": 'donner à la première équipe la couleur de l’autre équipe lors de son dernier match',
  'the higher score': 'le score le plus élevé',
  'the same score and the higher secondary score': 'le même score et le score secondaire le plus élevé',
  'the same scores and the smaller TPN': 'les mêmes scores et le plus petit TPN',
  'no other team can have it and leave the rest pairable': 'aucune autre équipe ne peut l’avoir en laissant le reste appariable',
  'of the teams whose bye leaves the rest pairable, it has the lowest score':
    'parmi les équipes dont l’exemption laisse le reste appariable, c’est elle qui a le score le plus bas',
  'of the lowest scores whose bye leaves the rest pairable, it has played the most matches':
    'parmi les scores les plus bas dont l’exemption laisse le reste appariable, c’est elle qui a joué le plus de matchs',
  'of the teams left equal by score and matches played, it has the largest TPN':
    'parmi les équipes restées à égalité de score et de matchs joués, c’est elle qui a le plus grand TPN',
  'the otherwise first choice has a team that floated in the previous round (C.04.6 C7)':
    'le choix qui viendrait sinon en premier comporte une équipe qui a flotté à la ronde précédente (C.04.6 C7)',
  'it lets the following scoregroup be paired with as few upfloaters of its own as can be (C.04.6 C6)':
    'cet ensemble permet d’apparier le groupe de points suivant avec aussi peu de flotteurs montants propres que possible (C.04.6 C6)',
  'it has the highest scores that leave a legal pairing (C.04.6 C5)':
    'cet ensemble a les scores les plus élevés qui laissent un appariement régulier (C.04.6 C5)',
  'the sets before it leave no legal pairing of the bracket or of the teams below (C.04.6 C1, C3)':
    'les ensembles qui précèdent celui-ci ne laissent aucun appariement régulier du groupe ou des équipes plus bas (C.04.6 C1, C3)',
  'it is the first set in the order of art. 3.5: the highest placed teams below':
    'c’est le premier ensemble dans l’ordre de l’art. 3.5 : les équipes les mieux placées en dessous',
  '{team} has no colour preference': '{team} n’a pas de préférence de couleur',
  '{team} has no colour preference (colour difference {difference})': '{team} n’a pas de préférence de couleur (différence de couleur {difference})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, {met, select, yes {met} other {not met}})':
    '{team} doit avoir {colour, select, w {les blancs} other {les noirs}} (préférence {strength, select, strong {forte} other {légère}}, {met, select, yes {satisfaite} other {non satisfaite}})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, colour difference {difference}, {met, select, yes {met} other {not met}})':
    '{team} doit avoir {colour, select, w {les blancs} other {les noirs}} (préférence {strength, select, strong {forte} other {légère}}, différence de couleur {difference}, {met, select, yes {satisfaite} other {non satisfaite}})',
  '{team} ({points}) gets the pairing-allocated bye: {reason} (C.04.6 art. {step}).':
    '{team} ({points}) reçoit l’exemption d’appariement : {reason} (C.04.6 art. {step}).',
  '{count, plural, one {{teams} would come first, but with its bye} other {{teams} would come first, but with their bye}} the other teams could not all be paired without a rematch or a forbidden pair (C.04.6 art. 3.4.1).':
    '{count, plural, one {{teams} viendrait en premier, mais avec son exemption} other {{teams} viendraient en premier, mais avec leur exemption}} les autres équipes ne pourraient pas toutes être appariées sans rencontre répétée ni paire interdite (C.04.6 art. 3.4.1).',
  '{count, plural, one {{teams} may not have it: it has already had} other {{teams} may not have it: each has already had}} a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.6 C2).':
    '{count, plural, one {{teams} ne peut pas l’avoir : elle a déjà eu} other {{teams} ne peuvent pas l’avoir : chacune a déjà eu}} une exemption d’appariement, un match gagné par forfait ou une exemption à un point (C.04.6 C2).',
  'The scoregroup has an odd number of teams, so one team floats up into the bracket of {points}: {teams}, because {reason}.':
    'Le groupe de points a un nombre impair d’équipes, donc une équipe monte dans le groupe à {points} : {teams}, car {reason}.',
  'Its teams cannot be paired among themselves with fewer, so {count, plural, one {# team floats} other {# teams float}} up (C.04.6 C4) into the bracket of {points}: {teams}, because {reason}.':
    'Ses équipes ne peuvent pas être appariées entre elles avec moins, donc {count, plural, one {# équipe monte} other {# équipes montent}} (C.04.6 C4) dans le groupe à {points} : {teams}, car {reason}.',
  '{count, plural, one {# upfloater} other {# upfloaters}} that floated in the previous round (C7)':
    '{count, plural, one {# flotteur montant qui a flotté} other {# flotteurs montants qui ont flotté}} à la ronde précédente (C7)',
  '{count, plural, one {# match} other {# matches}} leaving a colour preference unmet (C8)':
    '{count, plural, one {# match laissant} other {# matchs laissant}} une préférence de couleur non satisfaite (C8)',
  '{count, plural, one {# of them a strong preference} other {# of them strong preferences}} of type B (C9)':
    '{count, plural, one {# d’entre eux une préférence forte} other {# d’entre eux des préférences fortes}} de type B (C9)',
  '{count, plural, one {# upfloater} other {# upfloaters}} against a team that floated in the previous round (C10)':
    '{count, plural, one {# flotteur montant} other {# flotteurs montants}} contre une équipe qui a flotté à la ronde précédente (C10)',
  'No legal pairing of the bracket does better: {unmet}.': 'Aucun appariement régulier du groupe ne fait mieux : {unmet}.',
  '{whitePreference}; {blackPreference}. {first} is the first team, with {firstRule} (C.04.6 art. {firstArticle}). {white} has white on board 1: {rule} (C.04.6 art. {article}).':
    '{whitePreference} ; {blackPreference}. {first} est la première équipe, avec {firstRule} (C.04.6 art. {firstArticle}). {white} a les blancs à l’échiquier 1 : {rule} (C.04.6 art. {article}).',
} satisfies Translations;
