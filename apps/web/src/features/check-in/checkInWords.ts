import type { CheckInWindow, MyCheckIn } from '@kingside/contract';

/** "14:30" in the reader's own time zone: the hall's clock. */
const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** What the check-in of the round is doing, in the player's words. */
export function windowLine(window: CheckInWindow): string {
  switch (window.state) {
    case 'not_open':
      return `Check-in for round ${window.round} is not open yet.`;
    case 'open':
      return window.closesAt ? `Check-in for round ${window.round} is open until ${clock(window.closesAt)}.` : `Check-in for round ${window.round} is open.`;
    case 'closed':
      return `Check-in for round ${window.round} has closed.`;
  }
}

/** Where the player stands for the round, or null when there is no check-in to speak of. */
export function standingLine(mine: MyCheckIn): string | null {
  const { window } = mine;
  if (window && mine.markedAbsent) return `The arbiter has marked you absent from round ${window.round}: you will not be paired (a zero-point bye).`;
  if (!mine.required || !window) return null;
  if (mine.byeRounds.includes(window.round)) return `You have a half-point bye in round ${window.round}: no need to check in.`;
  if (mine.checkedIn) return `You are checked in for round ${window.round}.`;
  // Before it opens there is nothing to do yet (the window line says so): "not checked in" then alarms a player who is
  // still playing the round before, for no reason.
  if (window.state === 'not_open') return null;
  return window.state === 'closed'
    ? `You are not checked in, so you will not be paired in round ${window.round}. Ask the arbiter if you are here.`
    : `You are not checked in for round ${window.round}: players not checked in when it closes are not paired.`;
}

/** The bye line of the card: how many the player may still ask for. */
export function byesLine(mine: MyCheckIn): string {
  if (mine.halfPointByeLimit === 0) return 'Half-point byes are given by the arbiter only.';
  return `You may ask for ${mine.byesLeft} more half-point bye${mine.byesLeft === 1 ? '' : 's'} (at most ${mine.halfPointByeLimit} in the tournament).`;
}
