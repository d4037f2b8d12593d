import type { Translations } from '@kingside/contract';

export default {
  'No round is paired yet': 'Todavía no hay ninguna ronda emparejada',
  'Round {round} is not paired yet': 'La ronda {round} todavía no está emparejada',
  'Not in FIDE mode (left before round 1)': 'Fuera del modo FIDE (abandonado antes de la ronda 1)',
  'Not in FIDE mode (left in round {round})': 'Fuera del modo FIDE (abandonado en la ronda {round})',
  'Printed {time} UTC · Kingside': 'Impreso el {time} UTC · Kingside',
  'Page {page} of {pages}': 'Página {page} de {pages}',
  'Too many PDFs at once: {busy} of yours are being prepared, and at most {perClient} are drawn at a time for one address. Try again when they are done.':
    'Demasiados PDF a la vez: se están preparando {busy} de los suyos, y se generan como máximo {perClient} a la vez para una dirección. Vuelva a intentarlo cuando terminen.',
  'The server is drawing too many PDFs at once; try again in a few seconds':
    'El servidor está generando demasiados PDF a la vez; vuelva a intentarlo en unos segundos',
} satisfies Translations;
