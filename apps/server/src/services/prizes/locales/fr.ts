import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit (no exceptions)': 'le fichier dépasse la limite de {size} Mo (sans exception)',
  'choose the CSV or XLSX file of prize winners (field "file"); every field is optional except that one and tournamentId':
    'choisissez le fichier CSV ou XLSX des lauréats (champ « file ») ; tous les champs sont facultatifs sauf celui-ci et tournamentId',
  'Prize categories': 'Catégories de prix',
  'Prize structure': 'Grille des prix',
  'Prize structure saved': 'Grille des prix enregistrée',
  'Category {category} saved': 'Catégorie {category} enregistrée',
  'Prize list published': 'Palmarès publié',
  'Prize list no longer public': 'Le palmarès n’est plus public',
  'Prize list': 'Palmarès',
  'The prize list is not published yet': 'Le palmarès n’est pas encore publié',
  'Prize winners': 'Lauréats',
  '{count, plural, one {# prize awarded} other {# prizes awarded}}': '{count, plural, one {# prix attribué} other {# prix attribués}}',
  'Prize changed': 'Prix modifié',
  Overall: 'Général',
  'Every player': 'Tous les joueurs',
  'Best woman': 'Meilleure joueuse',
  'Women and girls': 'Femmes et filles',
  'Under {age}': 'Moins de {age} ans',
  'Born in {year} or later': 'Nés en {year} ou après',
  '{age} and over': '{age} ans et plus',
  'Born in {year} or earlier': 'Nés en {year} ou avant',
  'Below {rating}': 'Moins de {rating} Elo',
  'Rated 1–{rating}': 'Classés de 1 à {rating} Elo',
  'Best unrated': 'Meilleur non classé',
  'Players without a rating': 'Joueurs sans classement Elo',
  'Best of {club}': 'Meilleur de {club}',
  'Members of {club}': 'Membres de {club}',
  'Best of {federation}': 'Meilleur de {federation}',
  'Players of the federation {federation}': 'Joueurs de la fédération {federation}',
  'Best of the region': 'Meilleur de la région',
  'Players of the region’s federations: keep only those that make the region':
    'Joueurs des fédérations de la région : ne gardez que celles qui forment la région',
  'Custom prize': 'Prix personnalisé',
  'Name it and add the conditions a player must meet': 'Nommez-le et ajoutez les conditions qu’un joueur doit remplir',
  '{count, plural, one {order: no player has the start number {numbers}} other {order: no player has the start numbers {numbers}}}':
    '{count, plural, one {order : aucun joueur n’a le numéro de départ {numbers}} other {order : aucun joueur n’a les numéros de départ {numbers}}}',
  'order: {player} is not tied with anyone on points and every tie-break after round {round}':
    'order : {player} n’est à égalité avec personne aux points et à tous les départages après la ronde {round}',
  '{count, plural, one {order: {players} is not tied with {player} on points and every tie-break after round {round}} other {order: {players} are not tied with {player} on points and every tie-break after round {round}}}':
    '{count, plural, one {order : {players} n’est pas à égalité avec {player} aux points et à tous les départages après la ronde {round}} other {order : {players} ne sont pas à égalité avec {player} aux points et à tous les départages après la ronde {round}}}',
  '{count, plural, one {order: {players} is tied with them too: rank every tied player} other {order: {players} are tied with them too: rank every tied player}}':
    '{count, plural, one {order : {players} est aussi à égalité avec eux : classez tous les joueurs à égalité} other {order : {players} sont aussi à égalité avec eux : classez tous les joueurs à égalité}}',
  'No round is paired yet: nobody is tied': 'Aucune ronde n’est encore appariée : personne n’est à égalité',
  'Round {round} is waiting for results: rank tied players once its standings count it':
    'La ronde {round} attend ses résultats : classez les joueurs à égalité une fois qu’elle compte au classement',
  'tournament_id: not the tournament of the address': 'tournament_id : ce n’est pas le tournoi de l’adresse',
  'category: the structure already has 50 categories': 'category : la grille compte déjà 50 catégories',
  'There are no winners to publish yet: compute or upload them first': 'Il n’y a pas encore de lauréats à publier : calculez-les ou envoyez-les d’abord',
  'Team places': 'Places par équipes',
  'The teams in the order of the final team standings': 'Les équipes dans l’ordre du classement final des équipes',
  'Board {board}': 'Échiquier {board}',
  'Best performance rating on board {board}, from at least {count, plural, one {# game} other {# games}} played over the board':
    'Meilleure performance Elo à l’échiquier {board}, sur au moins {count, plural, one {# partie jouée} other {# parties jouées}} devant l’échiquier',
  '{field}: {category}: board prizes are for team events': '{field} : {category} : les prix par échiquier sont réservés aux compétitions par équipes',
  '{field}: {category}: team places are for team events': '{field} : {category} : les places par équipes sont réservées aux compétitions par équipes',
  '{field}: {category}: team places have no board': '{field} : {category} : les places par équipes n’ont pas d’échiquier',
  "{field}: {category}: a team category tests the team's {fields}, not {given}":
    '{field} : {category} : une catégorie d’équipes porte sur {fields} de l’équipe, pas sur {given}',
  "{field}: {category}: a team event's prizes are team places (kind team) or board prizes (kind board, with its board)":
    '{field} : {category} : les prix d’une compétition par équipes sont des places par équipes (kind team) ou des prix par échiquier (kind board, avec son échiquier)',
  '{field}: {category}: a board prize has no conditions, only its board and minimum of games':
    '{field} : {category} : un prix par échiquier n’a pas de conditions, seulement son échiquier et son minimum de parties',
  '{field}: {category}: the matches have {count, plural, one {# board} other {# boards}}':
    '{field} : {category} : les matchs se jouent sur {count, plural, one {# échiquier} other {# échiquiers}}',
  '{missing, select, category {the sheet has no category column} place {the sheet has no place column} other {the sheet has no category or place column}}; every column is optional except Category, Place and one naming the player':
    '{missing, select, category {la feuille n’a pas de colonne de catégorie} place {la feuille n’a pas de colonne de place} other {la feuille n’a ni colonne de catégorie ni colonne de place}} ; toutes les colonnes sont facultatives sauf Category, Place et une qui nomme le joueur',
  'no column names the player; every column is optional except Category, Place and one of Start no, FIDE ID or Name':
    'aucune colonne ne nomme le joueur ; toutes les colonnes sont facultatives sauf Category, Place et l’une de Start no, FIDE ID ou Name',
  "''{text}'' is not an amount above 0": '« {text} » n’est pas un montant supérieur à 0',
  "''{text}'' has more than two decimals": '« {text} » a plus de deux décimales',
  "''{text}'' is not an amount (e.g. 5000 or 2500.50)": '« {text} » n’est pas un montant (par ex. 5000 ou 2500.50)',
  'a category is required': 'une catégorie est obligatoire',
  "''{text}'' is not a category of the prize structure ({categories})": '« {text} » n’est pas une catégorie de la grille des prix ({categories})',
  "{category} is won by teams: a sheet gives players' prizes; change a team's place on the winners list":
    '{category} se gagne par équipes : une feuille donne les prix des joueurs ; changez la place d’une équipe dans la liste des lauréats',
  'a place is required': 'une place est obligatoire',
  "''{text}'' is not a place (1, 2, …)": '« {text} » n’est pas une place (1, 2, …)',
  "no player has the start number ''{number}''": 'aucun joueur n’a le numéro de départ « {number} »',
  "no player of the tournament has the FIDE id ''{fideId}''": 'aucun joueur du tournoi n’a l’identifiant FIDE « {fideId} »',
  "{count, plural, one {# player is called ''{name}''} other {# players are called ''{name}''}}; give the start number":
    '{count, plural, one {# joueur s’appelle « {name} »} other {# joueurs s’appellent « {name} »}} ; indiquez le numéro de départ',
  "no player of the tournament is called ''{name}''": 'aucun joueur du tournoi ne s’appelle « {name} »',
  'the player is required': 'le joueur est obligatoire',
  "''{given}'' is {name}, but ''{first}'' is {player}": '« {given} » est {name}, mais « {first} » est {player}',
  'the structure has no amount for {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}; give one':
    'la grille n’a pas de montant pour la {place, selectordinal, one {#re} other {#e}} place ({category}) ; indiquez-en un',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} is already given in row {row}':
    'la {place, selectordinal, one {#re} other {#e}} place ({category}) est déjà donnée à la ligne {row}',
  '{name} already has a prize in row {row} (one prize per player)': '{name} a déjà un prix à la ligne {row} (un prix par joueur)',
  'Upload failed: prizes go to players of a tournament under way; no sheet is taken before round 1, without exception':
    'Échec de l’envoi : les prix vont aux joueurs d’un tournoi en cours ; aucune feuille n’est prise avant la ronde 1, sans exception',
  'Upload failed: save the prize structure first; no sheet is taken except against its categories':
    'Échec de l’envoi : enregistrez d’abord la grille des prix ; une feuille n’est prise que d’après ses catégories',
  '{count, plural, one {# prize} other {# prizes}} ready to upload': '{count, plural, one {# prix prêt} other {# prix prêts}} à envoyer',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, decided offline ({file}, row {row})':
    '{category}, {place, selectordinal, one {#re} other {#e}} place : {name}, décidé hors ligne ({file}, ligne {row})',
  'Uploaded from {file}, row {row}': 'Envoyé depuis {file}, ligne {row}',
  '{count, plural, one {# prize} other {# prizes}} uploaded': '{count, plural, one {# prix envoyé} other {# prix envoyés}}',
  '{count, plural, one {Payouts have started for # prize} other {Payouts have started for # prizes}}; {doing, select, structure {changing the prize structure} compute {computing the winners again} upload {replacing the winners} other {ranking tied players again}} would lose them. Change single awards instead':
    '{count, plural, one {Le versement de # prix a commencé} other {Le versement de # prix a commencé}} ; {doing, select, structure {modifier la grille des prix} compute {recalculer les lauréats} upload {remplacer les lauréats} other {classer à nouveau les joueurs à égalité}} les ferait perdre. Modifiez plutôt les prix un par un',
  'Prizes go by the final standings: finish the tournament first': 'Les prix suivent le classement final : terminez d’abord le tournoi',
  'Save a prize structure with at least one category first': 'Enregistrez d’abord une grille des prix avec au moins une catégorie',
  'The prize structure has no category {category}': 'La grille des prix n’a pas de catégorie {category}',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per team)':
    '{field} : {name} a déjà la {place, selectordinal, one {#re} other {#e}} place ({category}) (un prix par équipe)',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per player)':
    '{field} : {name} a déjà la {place, selectordinal, one {#re} other {#e}} place ({category}) (un prix par joueur)',
  "playerId: this is a team's place: give another team (teamId)": 'playerId : c’est la place d’une équipe : indiquez une autre équipe (teamId)',
  'teamId: not a team of this tournament': 'teamId : ce n’est pas une équipe de ce tournoi',
  "teamId: this prize is a player's: give another player (playerId)": 'teamId : ce prix est celui d’un joueur : indiquez un autre joueur (playerId)',
  'playerId: not a player of this tournament': 'playerId : ce n’est pas un joueur de ce tournoi',
  'Prize winner not found': 'Lauréat introuvable',
  'The payout of this prize is under way ({status}); it can no longer be changed':
    'Le versement de ce prix est en cours ({status}) ; il ne peut plus être modifié',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {amount}, set by the organiser: {reason}':
    '{category}, {place, selectordinal, one {#re} other {#e}} place : {name}, {amount}, fixé par l’organisateur : {reason}',
  '{points, plural, one {# match point} other {# match points}}': '{points, plural, one {# point de match} other {# points de match}}',
  '{points, plural, one {# game point} other {# game points}}': '{points, plural, one {# point de partie} other {# points de partie}}',
  '{points, plural, one {# point} other {# points}}': '{points, plural, one {# point} many {# de points} other {# points}}',
  'places {places} pooled and split equally': 'places {places} mises en commun et partagées à parts égales',
  'half of each of places {places} kept by tie-break order, the other halves pooled and split equally (Hort system)':
    'la moitié de chacune des places {places} gardée selon l’ordre des départages, les autres moitiés mises en commun et partagées à parts égales (système Hort)',
  'nobody is eligible for this category': 'personne ne remplit les conditions de cette catégorie',
  'every eligible team withdrew': 'toutes les équipes remplissant les conditions se sont retirées',
  'every eligible player withdrew': 'tous les joueurs remplissant les conditions se sont retirés',
  'every eligible team already holds a prize of at least this value': 'chaque équipe remplissant les conditions a déjà un prix d’au moins cette valeur',
  'every eligible player already holds a prize of at least this value': 'chaque joueur remplissant les conditions a déjà un prix d’au moins cette valeur',
  'placed {order}, below {name} ({winnerOrder})': 'classé {order}, derrière {name} ({winnerOrder})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings':
    '{category}, {place, selectordinal, one {#re} other {#e}} place : {name}, {points}, {order, selectordinal, one {#er} other {#e}} au classement',
  'placed above: {holders}': 'classés au-dessus : {holders}',
  '{count, plural, one {{names} withdrew} other {{names} withdrew}}': '{count, plural, one {{names} s’est retiré} other {{names} se sont retirés}}',
  'tied on {points} with {others}: {how}': 'à égalité à {points} avec {others} : {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings, tied with {others}: {how}':
    '{category}, {place, selectordinal, one {#re} other {#e}} place : {name}, {points}, {order, selectordinal, one {#er} other {#e}} au classement, à égalité avec {others} : {how}',
  '{name}, no performance rating, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, pas de performance Elo, {percentage} % sur {played, plural, one {# partie} other {# parties}}',
  '{name}, {percentage}%, no performance rating from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage} %, pas de performance Elo, sur {played, plural, one {# partie} other {# parties}}',
  '{name}, performance {performance}, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, performance {performance}, {percentage} % sur {played, plural, one {# partie} other {# parties}}',
  '{name}, {percentage}%, performance {performance} from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage} %, performance {performance} sur {played, plural, one {# partie} other {# parties}}',
  'places {places} shared by the Hort system': 'places {places} partagées selon le système Hort',
  'nobody played on board {board}': 'personne n’a joué à l’échiquier {board}',
  'nobody eligible played {count, plural, one {# game} other {# games}} on board {board}':
    'aucun joueur remplissant les conditions n’a joué {count, plural, one {# partie} other {# parties}} à l’échiquier {board}',
  '{name} played {played} of the {needed, plural, one {# game} other {# games}} needed':
    '{name} : {played} sur {needed, plural, one {# partie exigée} other {# parties exigées}}',
  'placed {place} on board {board}, below {name} ({winnerPlace})': 'classé {place} à l’échiquier {board}, derrière {name} ({winnerPlace})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}':
    '{category}, {place, selectordinal, one {#re} other {#e}} place : {row}',
  'passed over: {players}': 'écartés : {players}',
  'equal with {others}: {how}': 'à égalité avec {others} : {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}, equal with {others}: {how}':
    '{category}, {place, selectordinal, one {#re} other {#e}} place : {row}, à égalité avec {others} : {how}',
  '{name} holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}':
    '{name} a la {place, selectordinal, one {#re} other {#e}} place ({category})',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'Échec de l’envoi : {problem} (champ {field}) ; aucun champ n’est obligatoire sauf tournamentId et file',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'envoyez le formulaire en multipart/form-data, la feuille dans le champ « file » ; tous les autres champs sont du texte',
  'send one sheet, in the field "file"; no other file is taken, except that one':
    'envoyez une seule feuille, dans le champ « file » ; aucun autre fichier n’est pris',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'les colonnes « {first} » et « {second} » contiennent toutes deux le champ {field} ; n’en gardez qu’une',
  'column {number}': 'colonne {number}',
  'Row {row}: {problem}': 'Ligne {row} : {problem}',
  'Row {row}, column {column}: {problem}': 'Ligne {row}, colonne {column} : {problem}',
  'column {column}: {problem}': 'colonne {column} : {problem}',
  'Upload failed: {reason}. Every row was refused, without exception': 'Échec de l’envoi : {reason}. Toutes les lignes ont été refusées, sans exception',
  'Cannot upload yet: every row is fine except {list}': 'Envoi impossible pour l’instant : toutes les lignes sont correctes sauf {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved':
    'Échec de l’envoi : toutes les lignes sont correctes sauf {list}. Rien n’a été enregistré',
  'row {row} ({problem})': 'ligne {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} et {more, plural, one {# autre ligne} other {# autres lignes}}',
  '{first}, {second} and {third}': '{first}, {second} et {third}',
  '{first} and {second}': '{first} et {second}',
  '{first}; {rest}': '{first} ; {rest}',
} satisfies Translations;
