import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePlayers } from '../../api/players.js';
import { usePairings, useRanking } from '../../api/rounds.js';
import { useRoundMatches, useTeamStandings } from '../../api/team-results.js';
import { useTournament } from '../../api/tournaments.js';
import { useLiveTournament } from '../../features/live/useLiveTournament.js';
import { hallSlides, resultsRound, type Slide } from '../../features/hall/hallSlides.js';
import { SlideTable } from '../../features/hall/SlideTable.js';
import { loadAppWords } from '../../features/languages/activate.js';
import '../../features/hall/hall.css';

const DEFAULT_SECONDS = 15;
/** Row height and the title's share of the screen, as hall.css sizes them, so a page fits the screen it is on. */
const ROW_HEIGHT_SHARE = 0.052;
const HEAD_SHARE = 0.16;

/** How many rows a page holds on this screen. */
function rowsPerPage(): number {
  return Math.max(6, Math.floor((1 - HEAD_SHARE) / ROW_HEIGHT_SHARE));
}

function secondsOf(value: string | null): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 3 && seconds <= 600 ? seconds : DEFAULT_SECONDS;
}

/**
 * /tournaments/{id}/hall: the venue's TV. Full screen, no header or footer, large type; turns through pairings by
 * board and by name, the last results and the standings (?seconds=N per page), and follows the live stream.
 */
export default function HallPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const seconds = secondsOf(search.get('seconds'));
  const live = useLiveTournament(id);
  const tournament = useTournament(id);
  const t = tournament.data;
  const current = t?.currentRound ?? 0;
  const team = t !== undefined && t.boards !== null;
  const individual = t !== undefined && !team;
  const matches = useRoundMatches(id, current, { enabled: team });
  const teamStandings = useTeamStandings(id, undefined, { enabled: team });
  const pairings = usePairings(id, current, { enabled: individual });
  const previous = resultsRound(current, pairings.data);
  const results = usePairings(id, previous, { enabled: individual && previous !== current });
  const ranking = useRanking(id, current, { enabled: individual });
  const players = usePlayers(id);
  const [tick, setTick] = useState(0);
  const { t: say } = useLingui();

  // The slides' words (features/hall) are not among the public pages' words, and the hall has no antd screen to bring
  // them: it loads them itself, and says them once they are in.
  useEffect(() => {
    void loadAppWords();
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);

  if (tournament.isError)
    return (
      <main className="ks-hall ks-hall--message">
        <Trans>This tournament cannot be shown.</Trans>
      </main>
    );
  if (!t)
    return (
      <main className="ks-hall ks-hall--message">
        <Trans>Loading…</Trans>
      </main>
    );

  const slides: Slide[] = hallSlides(
    {
      currentRound: current,
      pairings: pairings.data,
      results: previous === current ? pairings.data : results.data,
      ranking: ranking.data,
      players: players.data,
      team: team ? { matches: matches.data, standings: teamStandings.data } : undefined,
    },
    rowsPerPage(),
  );
  const index = tick % slides.length;
  const slide = slides[index];
  const tournamentName = t.name;

  return (
    <main className="ks-hall" aria-live="polite">
      <title>{say`${tournamentName} — hall screen`}</title>
      <header className="ks-hall__head">
        <h1 className="ks-hall__event">{t.name}</h1>
        <h2 className="ks-hall__title">{slide.title}</h2>
        <span className={`ks-hall__live ks-hall__live--${live}`}>{live === 'live' ? say`Live` : live === 'off' ? '' : say`Reconnecting…`}</span>
        <span className="ks-hall__page">
          {index + 1}/{slides.length}
        </span>
      </header>
      <SlideTable slide={slide} />
    </main>
  );
}
