import type { Translations } from '@kingside/contract';

export default {
  Payouts: 'Versements',
  'Payee details saved': 'Coordonnées de paiement enregistrées',
  'Link sent to {to}': 'Lien envoyé à {to}',
  'Your prize': 'Votre prix',
  'Thank you: your details are saved': 'Merci : vos coordonnées sont enregistrées',
  'Entry fee payment status': 'État du paiement des droits d’inscription',
  'Payout status': 'État du versement',
  Balance: 'Solde',
  'The payment provider did not give the balance': 'Le prestataire de paiement n’a pas donné le solde',
  'Payout ledger': 'Registre des versements',
  'Released: the prize may be paid again': 'Libéré : le prix peut être versé à nouveau',
  Received: 'Reçu',
  'already paid': 'déjà payé',
  'the provider does not know its last payout: check with the provider and release it first':
    'le prestataire ne connaît pas son dernier versement : vérifiez auprès du prestataire et libérez-le d’abord',
  'its payout is under way ({status})': 'son versement est en cours ({status})',
  'No prize winner {id} in this tournament': 'Aucun lauréat {id} dans ce tournoi',
  'This tournament has no prize winners yet: compute or upload them on the prizes tab first':
    'Ce tournoi n’a pas encore de lauréats : calculez-les ou envoyez-les d’abord dans l’onglet des prix',
  'nothing to pay': 'rien à payer',
  '{amount} is under {least}, the least a payout can be': '{amount} est inférieur à {least}, le minimum d’un versement',
  'no payee details yet': 'pas encore de coordonnées de paiement',
  '{field}: {problem}': '{field} : {problem}',
  'Nothing to pay ({skipped}; …)': 'Rien à payer ({skipped} ; …)',
  'Nothing to pay ({skipped})': 'Rien à payer ({skipped})',
  'nothing was sent': 'rien n’a été envoyé',
  'The payment provider pays in {provider}; these prizes are in {currency}. Nothing was sent':
    'Le prestataire de paiement paie en {provider} ; ces prix sont en {currency}. Rien n’a été envoyé',
  'The payout account holds {balance}; these prizes need {total}. Nothing was sent':
    'Le compte de versement contient {balance} ; ces prix demandent {total}. Rien n’a été envoyé',
  'The payment provider refused the payout: {reason}. Nothing was paid; correct it and pay again':
    'Le prestataire de paiement a refusé le versement : {reason}. Rien n’a été payé ; corrigez et payez à nouveau',
  'no payout is marked as started; Kingside asks the provider about order {orderId} and will show its answer':
    'aucun versement n’est marqué comme commencé ; Kingside interroge le prestataire sur l’ordre {orderId} et affichera sa réponse',
  '{count, plural, one {Sent # prize ({total}) to the payment provider} other {Sent # prizes ({total}) to the payment provider}}':
    '{count, plural, one {# prix ({total}) envoyé au prestataire de paiement} other {# prix ({total}) envoyés au prestataire de paiement}}',
  'Refused: {reason}': 'Refusé : {reason}',
  'The payment provider refused: {reason}; {consequence}': 'Le prestataire de paiement a refusé : {reason} ; {consequence}',
  'The payment provider failed ({reason})': 'Le prestataire de paiement a échoué ({reason})',
  '{first}; {rest}': '{first} ; {rest}',
  Created: 'Créé',
  Updated: 'Mis à jour',
  Tournament: 'Tournoi',
  Player: 'Joueur',
  Category: 'Catégorie',
  Place: 'Rang',
  Attempt: 'Tentative',
  Amount: 'Montant',
  Currency: 'Devise',
  Payee: 'Bénéficiaire',
  Status: 'Statut',
  'Order id': 'Identifiant d’ordre',
  'Fulfillment id': 'Identifiant d’exécution',
  'Transaction id': 'Identifiant de transaction',
  'Idempotency key': 'Clé d’idempotence',
  'Failure reason': 'Motif de l’échec',
  "{name}'s prize at {tournament}: where should we pay it?": 'Le prix de {name} à {tournament} : où devons-nous le verser ?',
  "Dear captain of {name},\n\nCongratulations on {name}'s prize at {tournament} ({prize}).\n\nPlease tell us the team's UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n":
    'Cher capitaine de {name},\n\nFélicitations pour le prix de {name} à {tournament} ({prize}).\n\nIndiquez-nous l’identifiant UPI de l’équipe, ou son compte bancaire et son code IFSC, sur cette page :\n{link}\n\nLe lien fonctionne jusqu’au {expires} UTC. Si vous n’attendiez pas ce message, ignorez-le.\n',
  'Your prize at {tournament}: where should we pay it?': 'Votre prix à {tournament} : où devons-nous le verser ?',
  'Dear {name},\n\nCongratulations on your prize at {tournament} ({prize}).\n\nPlease tell us your UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n':
    'Bonjour {name},\n\nFélicitations pour votre prix à {tournament} ({prize}).\n\nIndiquez-nous votre identifiant UPI, ou votre compte bancaire et votre code IFSC, sur cette page :\n{link}\n\nLe lien fonctionne jusqu’au {expires} UTC. Si vous n’attendiez pas ce message, ignorez-le.\n',
  'This team has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    'Cette équipe n’a pas de capitaine avec une adresse e-mail : donnez-lui un capitaine dans l’onglet des équipes, ou saisissez vous-même les coordonnées de paiement',
  '{team} has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    '{team} n’a pas de capitaine avec une adresse e-mail : donnez-lui un capitaine dans l’onglet des équipes, ou saisissez vous-même les coordonnées de paiement',
  'This player has no email address: add one on the players tab, or type the payee details yourself':
    'Ce joueur n’a pas d’adresse e-mail : ajoutez-en une dans l’onglet des joueurs, ou saisissez vous-même les coordonnées de paiement',
  '{player} has no email address: add one on the players tab, or type the payee details yourself':
    '{player} n’a pas d’adresse e-mail : ajoutez-en une dans l’onglet des joueurs, ou saisissez vous-même les coordonnées de paiement',
  '{category}, place {place}: {amount}': '{category}, place {place} : {amount}',
  'The mail to {to} could not be sent ({reason}); try again later': 'Le message à {to} n’a pas pu être envoyé ({reason}) ; réessayez plus tard',
  'This payee link is not valid: ask the organiser for a new one': 'Ce lien de paiement n’est pas valide : demandez-en un nouveau à l’organisateur',
  'This payee link has expired: ask the organiser for a new one': 'Ce lien de paiement a expiré : demandez-en un nouveau à l’organisateur',
  'This payee link is for a player or team no longer in the tournament': 'Ce lien de paiement concerne un joueur ou une équipe qui n’est plus dans le tournoi',
  'This link has already been used to give your payee details, which are saved. To change them, ask the organiser for a new link':
    'Ce lien a déjà servi à donner vos coordonnées de paiement, qui sont enregistrées. Pour les changer, demandez un nouveau lien à l’organisateur',
  'the provider does not know the order: its answer to the creation was lost': 'le prestataire ne connaît pas l’ordre : sa réponse à la création s’est perdue',
  'the provider no longer knows the order': 'le prestataire ne connaît plus l’ordre',
  'No payout order or fulfillment has this id': 'Aucun ordre de versement ni aucune exécution n’a cet identifiant',
  'Payout attempt not found': 'Tentative de versement introuvable',
  'Only a payout the provider does not know can be released; this one is {status}':
    'Seul un versement que le prestataire ne connaît pas peut être libéré ; celui-ci est {status}',
  'Released by {name}: {reason}': 'Libéré par {name} : {reason}',
} satisfies Translations;
