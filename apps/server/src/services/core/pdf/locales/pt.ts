import type { Translations } from '@kingside/contract';

export default {
  'No round is paired yet': 'Nenhuma rodada foi emparceirada ainda',
  'Round {round} is not paired yet': 'A rodada {round} ainda não foi emparceirada',
  'Not in FIDE mode (left before round 1)': 'Fora do modo FIDE (deixado antes da rodada 1)',
  'Not in FIDE mode (left in round {round})': 'Fora do modo FIDE (deixado na rodada {round})',
  'Printed {time} UTC · Kingside': 'Impresso em {time} UTC · Kingside',
  'Page {page} of {pages}': 'Página {page} de {pages}',
  'Too many PDFs at once: {busy} of yours are being prepared, and at most {perClient} are drawn at a time for one address. Try again when they are done.':
    'PDFs demais ao mesmo tempo: {busy} dos seus estão sendo preparados, e no máximo {perClient} são gerados ao mesmo tempo para um endereço. Tente novamente quando terminarem.',
  'The server is drawing too many PDFs at once; try again in a few seconds':
    'O servidor está gerando PDFs demais ao mesmo tempo; tente novamente em alguns segundos',
} satisfies Translations;
