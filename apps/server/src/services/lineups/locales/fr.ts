import type { Translations } from '@kingside/contract';

export default {
  'The lineups of round {round}': 'Les compositions de la ronde {round}',
  'Lineup set': 'Composition enregistrée',
  'The lineups of round {round} are published': 'Les compositions de la ronde {round} sont publiées',
  'Match forfeit recorded': 'Forfait du match enregistré',
  'Match forfeit undone': 'Forfait du match annulé',
  'Board {board} of the match already has a result; correct the board results instead':
    'L’échiquier {board} du match a déjà un résultat ; corrigez plutôt les résultats des échiquiers',
  'The match is not forfeited': 'Le match n’est pas perdu par forfait',
  'Match not found in round {round}': 'Match introuvable dans la ronde {round}',
  'The pairing-allocated bye is no match to forfeit': 'L’exempt attribué par l’appariement n’est pas un match à déclarer forfait',
  'Round {round} is scored; a forfeit changes only a round still being played':
    'La ronde {round} est comptabilisée ; un forfait ne modifie qu’une ronde encore en cours',
  'The lineups of round {round} are already published': 'Les compositions de la ronde {round} sont déjà publiées',
  "Only the tournament's arbiters and the teams' captains see the lineups":
    'Seuls les arbitres du tournoi et les capitaines des équipes voient les compositions',
  'A lineup has at most {boards} players ({boards} boards); {given} given':
    'Une composition compte au plus {boards} joueurs ({boards} échiquiers) ; {given} donnés',
  'A player is in the lineup only once': 'Un joueur ne figure qu’une fois dans la composition',
  'A player given is not on the roster of {team}': 'Un joueur donné ne figure pas dans l’effectif de {team}',
  '{player} is not on the roster of {team}': '{player} ne figure pas dans l’effectif de {team}',
  '{player} has withdrawn from the tournament and cannot play': '{player} s’est retiré du tournoi et ne peut pas jouer',
  '{after} (roster position {afterPosition}) cannot play below {before} (roster position {beforePosition}): a lineup keeps the roster order; players may be left out, not reordered':
    '{after} (rang {afterPosition} de l’effectif) ne peut pas jouer sous {before} (rang {beforePosition} de l’effectif) : une composition garde l’ordre de l’effectif ; on peut laisser des joueurs de côté, pas les intervertir',
  "Only the captain of {team} or the tournament's arbiters set its lineup": 'Seuls le capitaine de {team} ou les arbitres du tournoi fixent sa composition',
  '{team} is not paired in round {round}: it has no lineup to set': '{team} n’est pas appariée à la ronde {round} : elle n’a pas de composition à fixer',
  'The lineups of round {round} are published; its boards are made': 'Les compositions de la ronde {round} sont publiées ; ses échiquiers sont établis',
  'The lineup deadline of round {round} passed at {deadline}; ask the arbiter to change the lineup':
    'La date limite des compositions de la ronde {round} est passée ({deadline}) ; demandez à l’arbitre de modifier la composition',
  '{field}: {problem}': '{field} : {problem}',
} satisfies Translations;
