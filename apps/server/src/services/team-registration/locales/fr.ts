import type { Translations } from '@kingside/contract';

export default {
  'Your team is registered: pay the entry fee to confirm its place': 'Votre équipe est inscrite : réglez les droits d’inscription pour confirmer sa place',
  'Your team is registered': 'Votre équipe est inscrite',
  'Pay the entry fee to confirm your team’s place': 'Réglez les droits d’inscription pour confirmer la place de votre équipe',
  'The entry fee is paid': 'Les droits d’inscription sont réglés',
  'Team entry fees': 'Droits d’inscription des équipes',
  "{team}'s entry fee is confirmed paid in hand": 'Les droits d’inscription de {team} sont confirmés comme payés sur place',
  "{team}'s entry fee is refunded": 'Les droits d’inscription de {team} sont remboursés',
  'Your teams': 'Vos équipes',
  'Invitation link made': 'Lien d’invitation créé',
  '{count, plural, one {# invitation link revoked} other {# invitation links revoked}}':
    '{count, plural, one {# lien d’invitation révoqué} other {# liens d’invitation révoqués}}',
  Invitation: 'Invitation d’équipe',
  'You joined {team} (board order {position})': 'Vous avez rejoint {team} (ordre des échiquiers {position})',
  "{team} awaits the organiser's approval: invite its players once it is approved":
    '{team} attend l’accord de l’organisateur : invitez ses joueurs une fois qu’elle sera acceptée',
  'The organiser declined {team}: nobody can join it': 'L’organisateur a refusé {team} : personne ne peut la rejoindre',
  '{team} is withdrawn: nobody can join it': '{team} est retirée : personne ne peut la rejoindre',
  'This invitation link is not valid: it was revoked, or its team or tournament no longer exists':
    'Ce lien d’invitation n’est pas valable : il a été révoqué, ou son équipe ou son tournoi n’existe plus',
  'This invitation link expired on {date}; ask the captain of {team} for a new one':
    'Ce lien d’invitation a expiré le {date} ; demandez-en un nouveau au capitaine de {team}',
  '{team} pays no entry fee': '{team} ne paie pas de droits d’inscription',
  "{team}'s entry fee is already paid": 'Les droits d’inscription de {team} sont déjà réglés',
  "{team}'s entry fee was refunded": 'Les droits d’inscription de {team} ont été remboursés',
  '{team} has not paid the entry fee; there is nothing to refund': '{team} n’a pas réglé les droits d’inscription ; il n’y a rien à rembourser',
  'Withdraw {team} first: entry fees are refunded on withdrawal': 'Retirez d’abord {team} : les droits d’inscription sont remboursés au retrait',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1':
    'La ronde 1 est appariée : les droits d’inscription ne sont remboursés qu’en cas de retrait avant la ronde 1',
  "The payment provider could not refund {team}'s entry fee; it stays paid. Try again later":
    'Le prestataire de paiement n’a pas pu rembourser les droits d’inscription de {team} ; ils restent payés. Réessayez plus tard',
  "Only the team's captain pays its entry fee": 'Seul le capitaine de l’équipe règle ses droits d’inscription',
  'Round 1 is already paired; ask the organiser to enter your team': 'La ronde 1 est déjà appariée ; demandez à l’organisateur d’inscrire votre équipe',
  'The tournament is full: it takes {count, plural, one {# team} other {# teams}}':
    'Le tournoi est complet : il accueille {count, plural, one {# équipe} other {# équipes}}',
  'You already captain {team} in this tournament': 'Vous êtes déjà capitaine de {team} dans ce tournoi',
  'A team named {team} was declined by the organiser; register under another name':
    'Une équipe nommée {team} a été refusée par l’organisateur ; inscrivez-vous sous un autre nom',
  'A team named {team} is already registered': 'Une équipe nommée {team} est déjà inscrite',
  'The organiser changed how teams are entered while you registered; register again':
    'L’organisateur a changé le mode d’inscription des équipes pendant votre inscription ; inscrivez-vous à nouveau',
  "Only the captain of {team} or the tournament's organisers manage its invitation links":
    'Seuls le capitaine de {team} ou les organisateurs du tournoi gèrent ses liens d’invitation',
} satisfies Translations;
