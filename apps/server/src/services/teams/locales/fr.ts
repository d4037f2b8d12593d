import type { Translations } from '@kingside/contract';

export default {
  Teams: 'Équipes',
  'Team entered': 'Équipe inscrite',
  'Team saved': 'Équipe enregistrée',
  'Team deleted': 'Équipe supprimée',
  'Roster saved': 'Composition d’équipe enregistrée',
  'Team approved': 'Équipe acceptée',
  'Team declined': 'Équipe refusée',
  'The player is already on the roster of {team}': 'Le joueur figure déjà dans l’effectif de {team}',
  '{tournament} is not a team event: it has players, not teams': '{tournament} n’est pas une compétition par équipes : il a des joueurs, pas des équipes',
  'The tournament has finished; its teams can no longer change': 'Le tournoi est terminé ; ses équipes ne peuvent plus changer',
  'A team round robin takes no teams once round 1 is paired; revert round 1 first':
    'Un toutes-rondes par équipes n’accepte plus d’équipe une fois la ronde 1 appariée ; annulez d’abord la ronde 1',
  'All {rounds} rounds are paired; a late team would have no round to play':
    'Les {rounds} rondes sont toutes appariées ; une équipe tardive n’aurait aucune ronde à jouer',
  'Team not found in this tournament': 'Équipe introuvable dans ce tournoi',
  '{team} was approved already': '{team} a déjà été acceptée',
  '{team} was declined already': '{team} a déjà été refusée',
  'No account has the email {email}: the captain signs up first, then becomes captain':
    'Aucun compte n’a l’adresse {email} : le capitaine s’inscrit d’abord, puis devient capitaine',
  '{names} and {last}': '{names} et {last}',
  'Only the tournament’s arbiters and the team’s own captain may set its roster':
    'Seuls les arbitres du tournoi et le capitaine de l’équipe peuvent fixer son effectif',
  'Round 1 is paired: from now on only the arbiter adds players to a roster, as new last reserves':
    'La ronde 1 est appariée : désormais seul l’arbitre ajoute des joueurs à un effectif, comme nouveaux derniers remplaçants',
  'The tournament has finished; its rosters can no longer change': 'Le tournoi est terminé ; ses effectifs ne peuvent plus changer',
  "Round 1 is paired: FIDE team practice keeps the board order set before round 1, so {team}'s players stay in their order and new players join only as last reserves":
    'La ronde 1 est appariée : selon l’usage FIDE par équipes, l’ordre des échiquiers fixé avant la ronde 1 est conservé ; les joueurs de {team} gardent leur ordre et les nouveaux n’arrivent que comme derniers remplaçants',
  '{count, plural, one {{players} is not a player} other {{players} are not players}} of this tournament':
    '{count, plural, one {{players} n’est pas un joueur} other {{players} ne sont pas des joueurs}} de ce tournoi',
  '{count, plural, one {{players} was expelled} other {{players} were expelled}} from the tournament':
    '{count, plural, one {{players} a été exclu} other {{players} ont été exclus}} du tournoi',
  '{count, plural, one {{players} withdrew from the tournament; bring them back before adding them to a roster} other {{players} withdrew from the tournament; bring them back before adding them to a roster}}':
    '{count, plural, one {{players} s’est retiré du tournoi ; réintégrez ce joueur avant de l’ajouter à un effectif} other {{players} se sont retirés du tournoi ; réintégrez-les avant de les ajouter à un effectif}}',
  '{player} is already on the roster of {team}; a player plays for one team only':
    '{player} figure déjà dans l’effectif de {team} ; un joueur ne joue que pour une équipe',
  'A team named {team} is already in this tournament': 'Une équipe nommée {team} participe déjà à ce tournoi',
  "{team}'s entry fee was refunded, so it cannot come back into the tournament":
    'Les droits d’inscription de {team} ont été remboursés : elle ne peut pas revenir dans le tournoi',
  'The team was withdrawn before round {round} was paired without it, so it cannot come back':
    'L’équipe a été retirée avant que la ronde {round} ne soit appariée sans elle : elle ne peut pas revenir',
  'Round 1 is paired, so {team} stays in the event; withdraw it instead': 'La ronde 1 est appariée, {team} reste donc dans la compétition ; retirez-la plutôt',
} satisfies Translations;
