import type { Translations } from '@kingside/contract';

export default {
  'You are registered: pay the entry fee to confirm your place': 'Vous êtes inscrit : réglez les droits d’inscription pour confirmer votre place',
  'Your entry fee': 'Vos droits d’inscription',
  'Entry fee payment': 'Paiement des droits d’inscription',
  'The payment did not go through: your registration still awaits payment; pay again':
    'Le paiement n’a pas abouti : votre inscription attend toujours le paiement ; payez à nouveau',
  'Entry fees': 'Droits d’inscription',
  'Payment confirmed': 'Paiement confirmé',
  'Entry fee refunded': 'Droits d’inscription remboursés',
  'You are registered and your entry fee awaits payment: pay it from the tournament page':
    'Vous êtes inscrit et vos droits d’inscription attendent votre paiement : réglez-les depuis la page du tournoi',
  'This tournament charges no entry fee: register without paying': 'Ce tournoi n’a pas de droits d’inscription : inscrivez-vous sans payer',
  'The entry fee changed while you registered; register again': 'Les droits d’inscription ont changé pendant votre inscription ; inscrivez-vous à nouveau',
  'You have no registration with an entry fee in this tournament': 'Vous n’avez pas d’inscription payante dans ce tournoi',
  'No registration with an entry fee has this id': 'Aucune inscription payante n’a cet identifiant',
  'Only the player who registered pays their entry fee': 'Seul le joueur inscrit règle ses droits d’inscription',
  'This entry fee is already paid': 'Ce droit d’inscription est déjà payé',
  'This entry fee was refunded': 'Ce droit d’inscription a été remboursé',
  '{player} has not paid the entry fee; there is nothing to refund': '{player} n’a pas payé le droit d’inscription ; il n’y a rien à rembourser',
  'Withdraw {player} first: entry fees are refunded on withdrawal': 'Retirez d’abord {player} : les droits d’inscription sont remboursés au retrait',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1':
    'La ronde 1 est appariée : les droits d’inscription ne sont remboursés qu’en cas de retrait avant la ronde 1',
  "The payment provider could not refund {player}'s entry fee; it stays paid. Try again later":
    'Le prestataire de paiement n’a pas pu rembourser le droit d’inscription de {player} ; il reste payé. Réessayez plus tard',
  'This payment is not yours, and you do not manage its tournament': 'Ce paiement n’est pas le vôtre, et vous ne gérez pas son tournoi',
  'No entry fee payment has this order id': 'Aucun paiement de droit d’inscription n’a cet identifiant de commande',
} satisfies Translations;
