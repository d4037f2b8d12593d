import { plural, t } from '@lingui/core/macro';
import type { CheckInWindow, MyCheckIn } from '@kingside/contract';
import { activeLocale } from '../languages/activate.js';

/** "14:30" in the reader's own time zone (the hall's clock), written as the app's language writes times. */
const clock = (iso: string) => new Date(iso).toLocaleTimeString(activeLocale(), { hour: '2-digit', minute: '2-digit' });

/** What the check-in of the round is doing, in the player's words. */
export function windowLine(window: CheckInWindow): string {
  const { round } = window;
  switch (window.state) {
    case 'not_open':
      return t`Check-in for round ${round} is not open yet.`;
    case 'open': {
      if (!window.closesAt) return t`Check-in for round ${round} is open.`;
      const time = clock(window.closesAt);
      return t`Check-in for round ${round} is open until ${time}.`;
    }
    case 'closed':
      return t`Check-in for round ${round} has closed.`;
  }
}

/** Where the player stands for the round, or null when there is no check-in to speak of. */
export function standingLine(mine: MyCheckIn): string | null {
  const { window } = mine;
  if (!window) return null;
  const { round } = window;
  if (mine.markedAbsent) return t`The arbiter has marked you absent from round ${round}: you will not be paired (a zero-point bye).`;
  if (!mine.required) return null;
  if (mine.byeRounds.includes(window.round)) return t`You have a half-point bye in round ${round}: no need to check in.`;
  if (mine.checkedIn) return t`You are checked in for round ${round}.`;
  // Before it opens there is nothing to do yet (the window line says so): "not checked in" then alarms a player who is
  // still playing the round before, for no reason.
  if (window.state === 'not_open') return null;
  return window.state === 'closed'
    ? t`You are not checked in, so you will not be paired in round ${round}. Ask the arbiter if you are here.`
    : t`You are not checked in for round ${round}: players not checked in when it closes are not paired.`;
}

/** The bye line of the card: how many the player may still ask for. */
export function byesLine(mine: MyCheckIn): string {
  const { byesLeft, halfPointByeLimit } = mine;
  if (halfPointByeLimit === 0) return t`Half-point byes are given by the arbiter only.`;
  return t`${plural(byesLeft, {
    one: `You may ask for # more half-point bye (at most ${halfPointByeLimit} in the tournament).`,
    other: `You may ask for # more half-point byes (at most ${halfPointByeLimit} in the tournament).`,
  })}`;
}
