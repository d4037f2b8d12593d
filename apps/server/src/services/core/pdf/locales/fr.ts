import type { Translations } from '@kingside/contract';

export default {
  'No round is paired yet': 'Aucune ronde n’est encore appariée',
  'Round {round} is not paired yet': 'La ronde {round} n’est pas encore appariée',
  'Not in FIDE mode (left before round 1)': 'Hors mode FIDE (quitté avant la ronde 1)',
  'Not in FIDE mode (left in round {round})': 'Hors mode FIDE (quitté à la ronde {round})',
  'Printed {time} UTC · Kingside': 'Imprimé le {time} UTC · Kingside',
  'Page {page} of {pages}': 'Page {page} sur {pages}',
  'Too many PDFs at once: {busy} of yours are being prepared, and at most {perClient} are drawn at a time for one address. Try again when they are done.':
    'Trop de PDF à la fois : {busy} des vôtres sont en préparation, et {perClient} au plus sont produits en même temps pour une adresse. Réessayez quand ils seront prêts.',
  'The server is drawing too many PDFs at once; try again in a few seconds': 'Le serveur produit trop de PDF à la fois ; réessayez dans quelques secondes',
} satisfies Translations;
