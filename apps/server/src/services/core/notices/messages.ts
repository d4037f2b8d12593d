import type { Locale, Notice, PushMessage } from '@kingside/contract';
import { asWords, words, type Words } from '../languages/message.js';
import { say } from '../languages/say.js';

/** What one notice says, by mail (subject and text) and as a push notification (title, body, page to open). */
export interface NoticeMessage {
  subject: string;
  text: string;
  push: PushMessage;
}

function pairingLine(notice: Extract<Notice, { kind: 'pairings' }>): Words {
  if (notice.board !== null && notice.opponent !== null) {
    return words('Board {board}: you play {opponent}{colour, select, w { with White} b { with Black} other {}}.', {
      board: notice.board,
      opponent: notice.opponent,
      colour: notice.colour ?? 'none',
    });
  }
  // The bye's name is the contract's label, said in the reader's language where it has one.
  return notice.bye === null ? words('You do not play this round: no game.') : words('You do not play this round: {bye}.', { bye: asWords(notice.bye) });
}

/** The title and text of a notice, in English, with their values. */
function wordsOf(notice: Notice): { title: Words; body: Words } {
  switch (notice.kind) {
    case 'pairings':
      return { title: words('round {round} pairings', { round: notice.round }), body: pairingLine(notice) };
    case 'round_starting':
      return {
        title: words('round {round} is starting', { round: notice.round }),
        body: words('Round {round} is starting: go to your board.', { round: notice.round }),
      };
    case 'check_in_closing':
      return {
        title: words('check-in for round {round} closing', { round: notice.round }),
        body: notice.closesAt
          ? words('Check-in for round {round} closes at {time} UTC. Players who have not checked in are not paired.', {
              round: notice.round,
              time: new Date(notice.closesAt).toISOString().slice(11, 16),
            })
          : words('Check-in for round {round} closes soon. Players who have not checked in are not paired.', { round: notice.round }),
      };
    case 'result_disputed':
      return {
        title: words('result of board {board} disputed', { board: notice.board }),
        body: words('The players of board {board} (round {round}) entered different results; the arbiter decides.', {
          board: notice.board,
          round: notice.round,
        }),
      };
    case 'finished':
      return {
        title: words('tournament finished'),
        body:
          notice.rank === null
            ? words('The tournament is over ({players, plural, one {# player} other {# players}}).', { players: notice.players })
            : words('The tournament is over: you finished {rank} of {players}.', { rank: notice.rank, players: notice.players }),
      };
  }
}

function pageOf(notice: Notice, tournamentId: string): string {
  const page = (view: string, round?: number) => `/tournaments/${tournamentId}/${view}${round ? `/${round}` : ''}`;
  switch (notice.kind) {
    case 'pairings':
    case 'round_starting':
    case 'result_disputed':
      return page('pairings', notice.round);
    case 'check_in_closing':
      return `/tournaments/${tournamentId}`;
    case 'finished':
      return page('standings');
  }
}

/** The words of a notice in its reader's language, for a tournament and the page of it the notice is about. */
export function noticeMessage(notice: Notice, tournament: { id: string; name: string }, locale: Locale): NoticeMessage {
  const { title, body } = wordsOf(notice);
  const heading = say(locale, words('{tournament}: {title}', { tournament: tournament.name, title }));
  const text = say(locale, body);
  return {
    subject: heading,
    text: `${text}\n\n${tournament.name}`,
    push: { title: heading, body: text, url: pageOf(notice, tournament.id), tag: `${tournament.id}:${notice.kind}` },
  };
}
