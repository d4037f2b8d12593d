import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { messageOf } from '../../api/client.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { useByeRequest, useCheckIn, useMyCheckIn } from '../../api/check-in.js';
import { useMyEntry } from '../../api/player-home.js';
import { byesLine, standingLine, windowLine } from './checkInWords.js';
import './check-in.css';

/**
 * The signed-in player's check-in for the next round, and their half-point byes, on the tournament page and on
 * their home: one large button on a phone. Shows nothing to someone without an entry in the tournament.
 */
export function CheckInCard({ tournamentId }: { tournamentId: string }) {
  const { t } = useLingui();
  // Asked only of a player with an entry: for anyone else the server's answer is a 404 the browser logs as an error.
  const mine = useMyCheckIn(tournamentId, useMyEntry(tournamentId) !== undefined);
  const checkIn = useCheckIn(tournamentId);
  const bye = useByeRequest(tournamentId);
  const [problem, setProblem] = useState<string | null>(null);
  useLiveTournament(tournamentId, mine.data !== undefined && mine.data.window !== null);
  const m = mine.data;
  if (!m) return null;
  const standing = standingLine(m);
  const offersByes = m.openRounds.length > 0 && !m.withdrawn && (m.halfPointByeLimit > 0 || m.byeRounds.length > 0);
  if (standing === null && !offersByes && !(m.withdrawn && m.required)) return null;

  const act = (promise: Promise<unknown>) => {
    setProblem(null);
    promise.catch((error: unknown) => setProblem(messageOf(error)));
  };
  const busy = checkIn.isPending || bye.isPending;
  const round = m.window?.round;
  const onBye = round !== undefined && m.byeRounds.includes(round);

  return (
    <section className="ks-check-in" aria-labelledby={`check-in-${tournamentId}`}>
      <h2 className="ks-check-in__title" id={`check-in-${tournamentId}`}>
        {round === undefined ? t`Byes` : t`Check-in · round ${round}`}
      </h2>
      {m.withdrawn ? (
        <p className="ks-check-in__note">
          <Trans>You have withdrawn from this tournament; ask the arbiter if you want to play again.</Trans>
        </p>
      ) : (
        <>
          {m.required && m.window && <p className="ks-check-in__note">{windowLine(m.window)}</p>}
          {standing && <p className={m.checkedIn ? 'ks-check-in__state ks-check-in__state--in' : 'ks-check-in__state'}>{standing}</p>}
          {m.required && m.window?.state === 'open' && !onBye && (
            <button
              type="button"
              className={m.checkedIn ? 'ks-check-in__button ks-check-in__button--quiet' : 'ks-check-in__button'}
              disabled={busy}
              onClick={() => act(checkIn.mutateAsync({ entryId: m.entryId, present: !m.checkedIn }))}
            >
              {m.checkedIn ? t`Undo my check-in` : t`Check in for round ${round}`}
            </button>
          )}
          {offersByes && (
            <>
              <p className="ks-check-in__note">{byesLine(m)}</p>
              <ul className="ks-check-in__byes" aria-label={t`Half-point byes`}>
                {m.openRounds.map((r) => {
                  const has = m.byeRounds.includes(r);
                  if (!has && (m.byesLeft === 0 || r > m.lastByeRound)) return null;
                  return (
                    <li key={r} className="ks-check-in__bye">
                      <span>{has ? t`Half-point bye in round ${r}` : t`Round ${r}`}</span>
                      <button
                        type="button"
                        className="ks-check-in__button ks-check-in__button--quiet"
                        disabled={busy}
                        onClick={() => act(bye.mutateAsync({ entryId: m.entryId, round: r, requested: !has }))}
                      >
                        {has ? t`Cancel the bye in round ${r}` : t`Ask for a half-point bye in round ${r}`}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </>
      )}
      {problem && (
        <p className="ks-check-in__problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
