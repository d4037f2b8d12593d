import type { Tournament } from '@kingside/contract';
import { stateColour, stateLabel } from './state.js';

/** Where a tournament stands, as a coloured tag (the colours of antd's preset tags, in plain markup). */
export function StateTag({ tournament }: { tournament: Pick<Tournament, 'state' | 'currentRound' | 'rounds'> }) {
  const colour = stateColour(tournament.state);
  return <span className={colour === 'default' ? 'ks-tag' : `ks-tag ks-tag--${colour}`}>{stateLabel(tournament)}</span>;
}
