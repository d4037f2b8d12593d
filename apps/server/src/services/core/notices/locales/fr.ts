import type { Translations } from '@kingside/contract';

export default {
  'Notice choices': 'Choix des notifications',
  'Notice choices saved': 'Choix des notifications enregistrés',
  'Push notices on for this browser': 'Notifications push activées pour ce navigateur',
  'Push notices off for this browser': 'Notifications push désactivées pour ce navigateur',
  'The push service address must be https': 'L’adresse du service push doit être en https',
  'p256dh must be an uncompressed P-256 public key (65 bytes)': 'p256dh doit être une clé publique P-256 non compressée (65 octets)',
  'auth must be 16 bytes': 'auth doit faire 16 octets',
  'Board {board}: you play {opponent}{colour, select, w { with White} b { with Black} other {}}.':
    'Échiquier {board} : vous jouez contre {opponent}{colour, select, w {, avec les Blancs} b {, avec les Noirs} other {}}.',
  'You do not play this round: no game.': 'Vous ne jouez pas cette ronde : pas de partie.',
  'You do not play this round: {bye}.': 'Vous ne jouez pas cette ronde : {bye}.',
  'round {round} pairings': 'appariements de la ronde {round}',
  'round {round} is starting': 'la ronde {round} commence',
  'Round {round} is starting: go to your board.': 'La ronde {round} commence : rejoignez votre échiquier.',
  'check-in for round {round} closing': 'fin de l’enregistrement de la ronde {round}',
  'Check-in for round {round} closes at {time} UTC. Players who have not checked in are not paired.':
    'L’enregistrement de la ronde {round} ferme à {time} UTC. Les joueurs non enregistrés ne seront pas appariés.',
  'Check-in for round {round} closes soon. Players who have not checked in are not paired.':
    'L’enregistrement de la ronde {round} ferme bientôt. Les joueurs non enregistrés ne seront pas appariés.',
  'result of board {board} disputed': 'résultat contesté à l’échiquier {board}',
  'The players of board {board} (round {round}) entered different results; the arbiter decides.':
    'Les joueurs de l’échiquier {board} (ronde {round}) ont saisi des résultats différents ; l’arbitre tranche.',
  'tournament finished': 'tournoi terminé',
  'The tournament is over ({players, plural, one {# player} other {# players}}).':
    'Le tournoi est terminé ({players, plural, one {# joueur} other {# joueurs}}).',
  'The tournament is over: you finished {rank} of {players}.': 'Le tournoi est terminé : vous terminez {rank} sur {players} au classement.',
  '{tournament}: {title}': '{tournament} : {title}',
} satisfies Translations;
