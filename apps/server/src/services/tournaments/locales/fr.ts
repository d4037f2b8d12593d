import type { Translations } from '@kingside/contract';

export default {
  'Split into {count, plural, one {# section} other {# sections}}': 'Divisé en {count, plural, one {# groupe} other {# groupes}}',
  'The tournament left FIDE mode in round {round}': 'Le tournoi a quitté le mode FIDE à la ronde {round}',
  '{name} expelled': '{name} exclu',
  'Prohibited pairings': 'Appariements interdits',
  'Prohibited pairing added': 'Appariement interdit ajouté',
  'Prohibited pairing removed': 'Appariement interdit supprimé',
  'Ratings per round': 'Classements Elo par ronde',
  'Rating entered': 'Classement Elo saisi',
  'Rating removed': 'Classement Elo supprimé',
  'Players {players} ranked by the arbiter after round {round}': "Joueurs {players} classés par l'arbitre après la ronde {round}",
  'Tournament config': 'Paramètres du tournoi',
  'Tournament config saved': 'Paramètres du tournoi enregistrés',
  'Tournament created': 'Tournoi créé',
  'Tournament already created': 'Tournoi déjà créé',
  'Tournament imported': 'Tournoi importé',
  Tournaments: 'Tournois',
  Statistics: 'Statistiques',
  Tournament: 'Tournoi',
  'Tournament updated': 'Tournoi mis à jour',
  'The tournament left FIDE mode in round {round}; it cannot go back': 'Le tournoi a quitté le mode FIDE à la ronde {round} ; il ne peut pas y revenir',
  'Leaving FIDE mode: It cannot be undone: the tournament stays out of FIDE mode to its end. The round it happens in is written into the TRF export (FIDE rating report) as a comment. Every admin page and export marks the tournament as not run in FIDE mode. Actions FIDE mode refuses (warning level 5) become possible.':
    "Sortie du mode FIDE : c'est définitif : le tournoi reste hors du mode FIDE jusqu'à la fin. La ronde où elle a lieu est écrite en commentaire dans l'export TRF (rapport de classement FIDE). Chaque page d'administration et chaque export indique que le tournoi n'a pas été dirigé en mode FIDE. Les actions que le mode FIDE refuse (niveau d'avertissement 5) deviennent possibles.",
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    "Exclusion de {name} : le joueur n'est plus apparié dans ce tournoi ; un échiquier déjà apparié pour lui est maintenu, pour son résultat. Un système suisse le retire de son classement, des prix et des rangs TRF ; ses adversaires gardent les parties jouées contre lui pour leurs départages. L'exclusion, avec la ronde où elle a lieu, est écrite en commentaire dans l'export TRF (rapport de classement FIDE). C'est définitif : le joueur ne peut pas revenir dans le tournoi.",
  'Prohibited pairings keep players apart; a team event pairs teams, and its boards come from the lineups':
    'Les appariements interdits séparent des joueurs ; une compétition par équipes apparie des équipes, et ses échiquiers viennent des compositions',
  'Prohibited pairings apply to a Swiss tournament; a round robin pairs everyone with everyone':
    "Les appariements interdits s'appliquent à un tournoi au système suisse ; un toutes-rondes fait jouer chacun contre tous",
  'Prohibited pairings: round {round} is paired; they are entered before round 1':
    'Appariements interdits : la ronde {round} est appariée ; ils se saisissent avant la ronde 1',
  'lastRound: the tournament has {rounds} rounds': 'lastRound : le tournoi compte {rounds} rondes',
  'entryIds: a player named is not in this tournament': 'entryIds : un joueur indiqué ne fait pas partie de ce tournoi',
  'Prohibited pairing not found': 'Appariement interdit introuvable',
  'unratedRating: give the rating unrated players count with, or choose none':
    'unratedRating : indiquez le classement Elo attribué aux joueurs non classés, ou choisissez aucun',
  'ratingMethod: changing the rating method ({from} → {to}). Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    "ratingMethod : changement de la méthode de classement ({from} → {to}). La ronde 1 est appariée : les classements du tournoi changent, de même que les numéros d'appariement tant qu'ils peuvent encore changer (jusqu'à la ronde 3) et chaque départage fondé sur le classement (ARO, TPR, PTP, APRO, APPO) déjà affiché.",
  'ratingMethod: changing the rating unrated players count with. Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    "ratingMethod : changement du classement attribué aux joueurs non classés. La ronde 1 est appariée : les classements du tournoi changent, de même que les numéros d'appariement tant qu'ils peuvent encore changer (jusqu'à la ronde 3) et chaque départage fondé sur le classement (ARO, TPR, PTP, APRO, APPO) déjà affiché.",
  'fromRound: the tournament has {rounds} rounds': 'fromRound : le tournoi compte {rounds} rondes',
  'playerId: the player is not in this tournament': 'playerId : ce joueur ne fait pas partie de ce tournoi',
  'Rating not found': 'Classement Elo introuvable',
  'A tournament can only be split before round 1 is paired': "Un tournoi ne peut être divisé qu'avant l'appariement de la ronde 1",
  '{field}: section {section} would have {count, plural, one {# player} other {# players}}; a section needs at least 2':
    '{field} : la section {section} aurait {count, plural, one {# joueur} other {# joueurs}} ; une section en demande au moins 2',
  'tiebreaks: round {round} is paired; changing the tie-breaks ({from} → {to}) now: Every standings list, printout and prize ranking is ranked again by the new tie-breaks, those already shown included. Players told their place may find it changed. The change, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment.':
    "tiebreaks : la ronde {round} est appariée ; changer les départages ({from} → {to}) maintenant : chaque classement, impression et classement des prix est refait avec les nouveaux départages, y compris ceux déjà affichés. Les joueurs qui connaissent leur place peuvent la voir changer. Le changement, avec la ronde où il a lieu, est écrit en commentaire dans l'export TRF (rapport de classement FIDE).",
  '{field}: {code} is a team tie-break; an individual event ranks by individual ones':
    '{field} : {code} est un départage par équipes ; une compétition individuelle classe par départages individuels',
  '{field}: the primary score always ranks first; list only the tie-breaks after it':
    '{field} : le score principal classe toujours en premier ; indiquez seulement les départages qui le suivent',
  '{field}: points always rank first; list only the tie-breaks after them':
    '{field} : les points classent toujours en premier ; indiquez seulement les départages qui les suivent',
  'tiebreaks: {code} is listed twice': 'tiebreaks : {code} figure deux fois',
  'Club not found': 'Club introuvable',
  'You do not manage this club': 'Vous ne gérez pas ce club',
  'clubId: a club membership tournament belongs to a club': "clubId : un tournoi réservé aux membres d'un club appartient à un club",
  '{field}: {field, select, system {The pairing system} initialColour {The initial colour} boards {The number of boards} teamScoring {The team scoring} other {The rating used}} cannot change once round 1 is paired; revert round 1 first':
    "{field} : {field, select, system {le système d'appariement} initialColour {la couleur initiale} boards {le nombre d'échiquiers} teamScoring {le décompte par équipes} other {le classement utilisé}} ne peut plus changer une fois la ronde 1 appariée ; annulez d'abord la ronde 1",
  'acceleration: round {round} is paired; the acceleration is chosen before round 1':
    "acceleration : la ronde {round} est appariée ; l'accélération se choisit avant la ronde 1",
  'rounds: a round robin has as many rounds as its Berger table': 'rounds : un toutes-rondes compte autant de rondes que sa table de Berger',
  'rounds: round {round} is already paired; revert rounds first to have fewer':
    "rounds : la ronde {round} est déjà appariée ; annulez d'abord des rondes pour en avoir moins",
  'rounds: a Swiss needs its number of rounds': 'rounds : un système suisse a besoin de son nombre de rondes',
  'endDate: the end date is before the start date': 'endDate : la date de fin est antérieure à la date de début',
  'boards: boards, team scoring and a lineup deadline are for team events only':
    'boards : les échiquiers, le décompte par équipes et la date limite des compositions ne concernent que les compétitions par équipes',
  'Only organisers and admins manage tournaments': 'Seuls les organisateurs et les administrateurs gèrent des tournois',
  'trf: the match points (362): {problem}': 'trf : les points de match (362) : {problem}',
  'trf: the pairing-allocated bye is worth {matchPoints} match points and {gamePoints} game points (320); Kingside counts it as a drawn match, {drawMatchPoints} and {drawGamePoints} (C.04.6 art. 1.4)':
    "trf : l'exempt d'appariement vaut {matchPoints} points de match et {gamePoints} points de partie (320) ; Kingside le compte comme un match nul, {drawMatchPoints} et {drawGamePoints} (C.04.6 art. 1.4)",
  "trf: team {team}'s name holds {found}, an invisible or direction-changing character; remove it and import again":
    "trf : le nom de l'équipe {team} contient {found}, un caractère invisible ou qui change le sens d'écriture ; supprimez-le et importez à nouveau",
  'trf: two teams are named "{name}" (310); a team\'s name is its own in an event':
    "trf : deux équipes s'appellent « {name} » (310) ; dans une compétition, chaque équipe a son propre nom",
  'trf: team {team} wins its boards of round {round} by forfeit against no team; a match forfeited as a whole is a 330 record':
    "trf : l'équipe {team} gagne ses échiquiers de la ronde {round} par forfait contre aucune équipe ; un match perdu par forfait en entier est un enregistrement 330",
  'trf: a team event has 1 to {max} boards per match; the file has {boards}':
    'trf : une compétition par équipes a de 1 à {max} échiquiers par match ; le fichier en a {boards}',
  'trf: the boards’ colours (352) do not alternate from white on board 1, which is how Kingside gives them (C.04.6 art. 4)':
    "trf : les couleurs des échiquiers (352) n'alternent pas à partir des blancs au premier échiquier, comme Kingside les attribue (C.04.6 art. 4)",
  'trf: player {player} has a {result} bye in round {round}, which Kingside does not record':
    "trf : le joueur {player} a un exempt {result} à la ronde {round}, que Kingside n'enregistre pas",
  'trf: round {round} pairs {player} with {opponent}, who does not have them as opponent':
    "trf : la ronde {round} apparie {player} avec {opponent}, qui ne l'a pas pour adversaire",
  'trf: round {round}, {player} against {opponent}: results {result} and {opponentResult} do not go together':
    'trf : ronde {round}, {player} contre {opponent} : les résultats {result} et {opponentResult} ne vont pas ensemble',
  "trf: {what, select, name {the tournament name (012)} city {the city (022)} chiefArbiter {the chief arbiter (102)} deputy {a deputy arbiter (112)} other {player {player}'s name}} holds {found}, an invisible or direction-changing character; remove it and import again":
    "trf : {what, select, name {le nom du tournoi (012)} city {la ville (022)} chiefArbiter {l'arbitre principal (102)} deputy {un arbitre adjoint (112)} other {le nom du joueur {player}}} contient {found}, un caractère invisible ou qui change le sens d'écriture ; supprimez-le et importez à nouveau",
  'trf: the point system must be in half points from 0 to 10': 'trf : le barème doit être en demi-points de 0 à 10',
  'trf: the file has no players (001 lines)': "trf : le fichier n'a aucun joueur (lignes 001)",
  'trf: the file gives no number of rounds (142 or XXR) and records none':
    "trf : le fichier n'indique aucun nombre de rondes (142 ou XXR) et n'en enregistre aucune",
} satisfies Translations;
