import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { dateTime } from '../format/format.js';
import { useMyEntry } from '../../api/player-home.js';
import { boardLine, confirmPath, startLine } from './homeView.js';
import './current-game.css';

/**
 * The signed-in player's board of the round under way, on the tournament's page: where to sit, against whom, with
 * which colour, and (once the round is in play) the way to confirm the result. Nothing for anyone not playing it.
 */
export function CurrentGameCard({ tournamentId }: { tournamentId: string }) {
  const next = useMyEntry(tournamentId)?.nextGame;
  if (!next) return null;
  const confirm = confirmPath(tournamentId, next);
  const round = next.round;
  return (
    <section className="ks-current-game" aria-labelledby={`current-game-${tournamentId}`}>
      <h2 className="ks-current-game__title" id={`current-game-${tournamentId}`}>
        <Trans>Your game · round {round}</Trans>
      </h2>
      <p className="ks-current-game__board">{boardLine(next)}</p>
      <p className="ks-current-game__when">{startLine(next, dateTime)}</p>
      {confirm && (
        <Link to={confirm} className="ks-button-link">
          <Trans>Confirm the result</Trans>
        </Link>
      )}
    </section>
  );
}
