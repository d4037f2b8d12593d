import type { Translations } from '@kingside/contract';

export default {
  'No round is paired yet': 'Ещё ни один тур не составлен',
  'Round {round} is not paired yet': 'Тур {round} ещё не составлен',
  'Not in FIDE mode (left before round 1)': 'Не в режиме FIDE (вышел до 1-го тура)',
  'Not in FIDE mode (left in round {round})': 'Не в режиме FIDE (вышел в туре {round})',
  'Printed {time} UTC · Kingside': 'Напечатано {time} UTC · Kingside',
  'Page {page} of {pages}': 'Страница {page} из {pages}',
  'Too many PDFs at once: {busy} of yours are being prepared, and at most {perClient} are drawn at a time for one address. Try again when they are done.':
    'Слишком много PDF сразу: готовится {busy} ваших, а для одного адреса одновременно создаётся не больше {perClient}. Повторите, когда они будут готовы.',
  'The server is drawing too many PDFs at once; try again in a few seconds': 'Сервер создаёт слишком много PDF одновременно; повторите через несколько секунд',
} satisfies Translations;
