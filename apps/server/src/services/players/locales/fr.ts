import type { Translations } from '@kingside/contract';

export default {
  'Player added': 'Joueur ajouté',
  'Player already added': 'Joueur déjà ajouté',
  'You are registered': 'Vous êtes inscrit',
  'Player details': 'Détails du joueur',
  'Player updated': 'Joueur modifié',
  '{name} withdrawn': '{name} retiré du tournoi',
  '{name} back in the tournament': '{name} de retour dans le tournoi',
  Players: 'Joueurs',
  'You do not manage this tournament': 'Vous ne gérez pas ce tournoi',
  '{field}: no half-point byes in the last round ({last}) of this tournament; round {round} cannot have one':
    "{field} : pas d'exempt à un demi-point à la dernière ronde ({last}) de ce tournoi ; la ronde {round} ne peut pas en avoir",
  '{field}: no half-point byes in the last {count} rounds ({first} to {last}) of this tournament; round {round} cannot have one':
    "{field} : pas d'exempt à un demi-point aux {count} dernières rondes ({first} à {last}) de ce tournoi ; la ronde {round} ne peut pas en avoir",
  "{field}: {player} would have {total} half-point byes, beyond this tournament's limit of {limit} per player":
    '{field} : {player} aurait {total} exempts à un demi-point, au-delà de la limite de ce tournoi de {limit} par joueur',
  'clientToken: this token already sent another request; send a new one': 'clientToken : ce jeton a déjà servi à une autre demande ; envoyez-en un nouveau',
  'This tournament caps its field or approves its entries: register from its page (POST /api/registration/{tournamentId})':
    'Ce tournoi limite le nombre de joueurs ou valide les inscriptions : inscrivez-vous depuis sa page (POST /api/registration/{tournamentId})',
  '{name} was expelled in round {round}; an expulsion cannot be undone': '{name} a été exclu à la ronde {round} ; une exclusion est définitive',
  '{name} was expelled before round 1; an expulsion cannot be undone': '{name} a été exclu avant la ronde 1 ; une exclusion est définitive',
  '{what}: round {round} is paired, and pairing numbers are fixed once round {fixedFrom} is':
    "{what} : la ronde {round} est appariée, et les numéros d'appariement sont figés dès que la ronde {fixedFrom} l'est",
  '{what}: {round, plural, one {round 1 is} other {rounds 1 to # are}} already paired with the old pairing numbers, and stay as they were paired':
    "{what} : {round, plural, one {la ronde 1 est déjà appariée} other {les rondes 1 à # sont déjà appariées}} avec les anciens numéros d'appariement, et restent telles qu'appariées",
  'The tournament has finished; its pairing numbers can no longer change': "Le tournoi est terminé ; ses numéros d'appariement ne peuvent plus changer",
  'pairingNumber: {name} already has number {number}': 'pairingNumber : {name} a déjà le numéro {number}',
  'pairingNumber: no player of this tournament has number {number}': "pairingNumber : aucun joueur de ce tournoi n'a le numéro {number}",
  'pairingNumber: swapping pairing numbers {change} ({name}, {other})': "pairingNumber : échange des numéros d'appariement {change} ({name}, {other})",
  '{reason} Nothing was changed; try again in a few minutes.': "{reason} Rien n'a été modifié ; réessayez dans quelques minutes.",
  'The payment provider refused {what}: {reason}': 'Le prestataire de paiement a refusé {what} : {reason}',
  'The tournament has finished; its players can no longer change': 'Le tournoi est terminé ; ses joueurs ne peuvent plus changer',
  "{field}: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    '{field} : dans une compétition par équipes, un joueur joue quand son capitaine le met dans la composition ; un joueur qui ne peut pas venir en est laissé de côté',
  '{field}: a round robin has no requested byes; enter a forfeit instead':
    "{field} : un toutes-rondes n'a pas d'exempts sur demande ; saisissez plutôt un forfait",
  '{field}: the tournament has {rounds} rounds, not {round}': '{field} : le tournoi compte {rounds} rondes, pas {round}',
  'fullPointByes: round {round} is a half-point bye too; a round has one bye':
    "fullPointByes : la ronde {round} est aussi un exempt à un demi-point ; une ronde n'a qu'un exempt",
  'byes: round {round} is already paired; its byes can no longer change (revert it first)':
    "byes : la ronde {round} est déjà appariée ; ses exempts ne peuvent plus changer (annulez-la d'abord)",
  'Full-point bye in round {round} for {name}: FIDE discourages full-point byes other than the pairing-allocated bye; the player scores a win without playing, which also counts against them when the pairing-allocated bye is given':
    "Exempt à un point à la ronde {round} pour {name} : la FIDE déconseille les exempts à un point autres que l'exempt d'appariement ; le joueur marque une victoire sans jouer, ce qui compte aussi contre lui quand l'exempt d'appariement est attribué",
  'fideId: {name} is already entered with FIDE id {fideId}': "fideId : {name} est déjà inscrit avec l'identifiant FIDE {fideId}",
  'name: {name}, born {birthDate}, is already entered': 'name : {name}, né le {birthDate}, est déjà inscrit',
  'This tournament charges an entry fee of {fee}: register through the entry-fee registration, which takes the payment':
    "Ce tournoi demande des droits d'inscription de {fee} : inscrivez-vous par l'inscription payante, qui encaisse le paiement",
  'A round robin takes no players once round 1 is paired; revert round 1 first':
    "Un toutes-rondes ne prend plus de joueurs une fois la ronde 1 appariée ; annulez d'abord la ronde 1",
  'All {rounds} rounds are paired; a late entry would have no round to play':
    "Les {rounds} rondes sont toutes appariées ; une inscription tardive n'aurait aucune ronde à jouer",
  "{name}'s entry fee was refunded, so they cannot come back into the tournament":
    "Les droits d'inscription de {name} ont été remboursés : ce joueur ne peut pas revenir dans le tournoi",
  'deputyArbiterFideIds: {ids} FIDE ids for {deputies} deputy arbiters': 'deputyArbiterFideIds : {ids} identifiants FIDE pour {deputies} arbitres adjoints',
  'Pairing number {number} set': "Numéro d'appariement {number} attribué",
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    "Exclusion de {name} : le joueur n'est plus apparié dans ce tournoi ; un échiquier déjà apparié pour lui est maintenu, pour son résultat. Un système suisse le retire de son classement, des prix et des rangs TRF ; ses adversaires gardent les parties jouées contre lui pour leurs départages. L'exclusion, avec la ronde où elle a lieu, est écrite en commentaire dans l'export TRF (rapport de classement FIDE). C'est définitif : le joueur ne peut pas revenir dans le tournoi.",
} satisfies Translations;
