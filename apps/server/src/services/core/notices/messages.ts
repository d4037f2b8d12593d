import type { Notice, PushMessage } from '@kingside/contract';

/** What one notice says, by mail (subject and text) and as a push notification (title, body, page to open). */
export interface NoticeMessage {
  subject: string;
  text: string;
  push: PushMessage;
}

const colourName = { w: 'White', b: 'Black' } as const;

function pairingLine(notice: Extract<Notice, { kind: 'pairings' }>): string {
  if (notice.board !== null && notice.opponent !== null) {
    const colour = notice.colour ? ` with ${colourName[notice.colour]}` : '';
    return `Board ${notice.board}: you play ${notice.opponent}${colour}.`;
  }
  return `You do not play this round: ${notice.bye ?? 'no game'}.`;
}

/** The words of a notice, for a tournament and the page of it the notice is about. */
export function noticeMessage(notice: Notice, tournament: { id: string; name: string }): NoticeMessage {
  const page = (view: string, round?: number) => `/tournaments/${tournament.id}/${view}${round ? `/${round}` : ''}`;
  const say = (title: string, body: string, url: string): NoticeMessage => ({
    subject: `${tournament.name}: ${title}`,
    text: `${body}\n\n${tournament.name}`,
    push: { title: `${tournament.name}: ${title}`, body, url, tag: `${tournament.id}:${notice.kind}` },
  });
  switch (notice.kind) {
    case 'pairings':
      return say(`round ${notice.round} pairings`, pairingLine(notice), page('pairings', notice.round));
    case 'round_starting':
      return say(`round ${notice.round} is starting`, `Round ${notice.round} is starting: go to your board.`, page('pairings', notice.round));
    case 'check_in_closing': {
      const when = notice.closesAt ? ` at ${new Date(notice.closesAt).toISOString().slice(11, 16)} UTC` : ' soon';
      return say(
        `check-in for round ${notice.round} closing`,
        `Check-in for round ${notice.round} closes${when}. Players who have not checked in are not paired.`,
        `/tournaments/${tournament.id}`,
      );
    }
    case 'result_disputed':
      return say(
        `result of board ${notice.board} disputed`,
        `The players of board ${notice.board} (round ${notice.round}) entered different results; the arbiter decides.`,
        page('pairings', notice.round),
      );
    case 'finished':
      return say(
        'tournament finished',
        notice.rank === null
          ? `The tournament is over (${notice.players} players).`
          : `The tournament is over: you finished ${notice.rank} of ${notice.players}.`,
        page('standings'),
      );
  }
}
