import type { Translations } from '@kingside/contract';

export default {
  'Your board': 'Votre échiquier',
  'Both players confirmed: the result waits for the arbiter': 'Les deux joueurs ont confirmé : le résultat attend l’arbitre',
  'Your opponent confirmed another result: the arbiter decides': 'Votre adversaire a confirmé un autre résultat : l’arbitre tranche',
  'Your result is recorded; waiting for your opponent': 'Votre résultat est enregistré ; en attente de votre adversaire',
  'Confirmations by the players': 'Confirmations des joueurs',
  'Round {round} is not paired yet': 'La ronde {round} n’est pas encore appariée',
  'Round {round} has no board {board}': 'La ronde {round} n’a pas d’échiquier {board}',
  'Board {board} of round {round} is a bye or an absence: nobody plays there':
    'L’échiquier {board} de la ronde {round} est une exemption ou une absence : personne n’y joue',
  'Only the two players of board {board} may confirm its result': 'Seuls les deux joueurs de l’échiquier {board} peuvent confirmer son résultat',
  'The arbiter has entered the result of board {board}: {result}. Confirmations no longer change it.':
    'L’arbitre a saisi le résultat de l’échiquier {board} : {result}. Les confirmations ne le changent plus.',
  'The tournament has finished: results can no longer be confirmed.': 'Le tournoi est terminé : les résultats ne peuvent plus être confirmés.',
  'Round {round} has not started yet: confirm the result once the game is over.':
    'La ronde {round} n’a pas encore commencé : confirmez le résultat une fois la partie terminée.',
  'Round {round} is closed: results can no longer be confirmed.': 'La ronde {round} est close : les résultats ne peuvent plus être confirmés.',
  '{reason} Your confirmation ({result}) was not recorded.': '{reason} Votre confirmation ({result}) n’a pas été enregistrée.',
} satisfies Translations;
