import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TournamentDetails } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useLichessLink } from '../../api/lichess-link.js';
import { usePublicPrizeList } from '../../api/prize-list.js';
import { useTournament } from '../../api/tournaments.js';
import { useSession } from '../auth/session.js';
import { Spinner } from '../brand/Spinner.js';
import { loadChunk } from '../errors/chunks.js';
import { dateRange } from '../format/format.js';
import { isStaff } from '../layout/links.js';
import { PageFrame } from '../layout/PageFrame.js';
import { pageTitle } from '../layout/pageTitle.js';
import { WithAntd } from '../layout/WithAntd.js';
import { missingRound, missingRoundText, roundOf, VIEW_TITLES, viewOf, viewPath, type PublicView } from './publicTabs.js';
import { PublicInfo } from './public/PublicInfo.js';
import { PublicPairings } from './public/PublicPairings.js';
import { PublicStandings } from './public/PublicStandings.js';
import { PublicTabs, type PublicTab } from './public/PublicTabs.js';
import { registrationMayShow } from './public/registration.js';
import { StateTag } from './StateTag.js';
import { LazyCheckInCard } from '../check-in/LazyCheckInCard.js';

// Built with antd: each arrives (with antd) only when shown, never for the info, pairings and standings, the pages a spectator's phone opens first.
const more = () => loadChunk('tournament-tabs', () => import('./public/AntdTabs.js'));
const PlayersTab = lazy(() => more().then((m) => ({ default: m.PlayersTab })));
const CrosstableTab = lazy(() => more().then((m) => ({ default: m.CrosstableTab })));
const PrizesTab = lazy(() => more().then((m) => ({ default: m.PrizesTab })));
const ArenaTab = lazy(() => more().then((m) => ({ default: m.ArenaTab })));
// A team event's tabs (plain markup): their own chunk, fetched only for a team event.
const teamTabs = () => loadChunk('team-tabs', () => import('../teams/TeamTabs.js'));
const TeamsTab = lazy(() => teamTabs().then((m) => ({ default: m.TeamsTab })));
const TeamPairingsTab = lazy(() => teamTabs().then((m) => ({ default: m.TeamPairingsTab })));
const TeamStandingsTab = lazy(() => teamTabs().then((m) => ({ default: m.TeamStandingsTab })));
const TeamCrosstableTab = lazy(() => teamTabs().then((m) => ({ default: m.TeamCrosstableTab })));
const BoardStandingsTab = lazy(() => teamTabs().then((m) => ({ default: m.BoardStandingsTab })));
const RegistrationPanel = lazy(() => loadChunk('registration', () => import('../registration/RegistrationBox.js')));

function withAntd(content: ReactNode) {
  return <WithAntd>{content}</WithAntd>;
}

function lazyTab(content: ReactNode) {
  return <Suspense fallback={<Spinner />}>{content}</Suspense>;
}

/** /tournaments/{id} and /tournaments/{id}/{type}/{round?}: one page, its tab in the address. */
export function PublicTournament() {
  const { id = '', type, round: roundParam } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const tournament = useTournament(id);
  // Shown only once the organiser publishes it (the call answers 404 until then).
  const prizes = usePublicPrizeList(id);
  // An Arena on lichess has no rounds here: its standings are lichess's.
  const arena = useLichessLink(id).data?.kind === 'arena';
  const view = viewOf(type);
  const t = tournament.data;

  if (tournament.isPending) return <Spinner />;
  if (!t) {
    return (
      <PageFrame title="Tournament" back={{ to: '/tournaments', label: 'All tournaments' }}>
        <p className="ks-alert" role="alert">
          {messageOf(tournament.error)}
        </p>
      </PageFrame>
    );
  }

  const round = roundOf(roundParam, t.currentRound);
  const onStandingsRound = (next: number) => void navigate(viewPath(t.id, 'standings', next));
  // Only a team event has boards per match; read from the details, not the contract's isTeamSystem, whose module would join every tournament page's first load.
  const team = t.boards !== null;
  const tabs: PublicTab[] = [
    { key: 'info', label: 'Info', children: <PublicInfo tournament={t} /> },
    ...(team ? [{ key: 'teams' as const, label: 'Teams', children: lazyTab(<TeamsTab tournament={t} />) }] : []),
    { key: 'players', label: `Players (${t.playerCount})`, children: withAntd(<PlayersTab tournament={t} />) },
    ...(t.currentRound > 0 ? (team ? teamRoundTabs(t, round, onStandingsRound) : roundTabs(t, round, onStandingsRound)) : []),
    ...(arena && t.currentRound === 0 ? [{ key: 'standings' as const, label: 'Standings', children: withAntd(<ArenaTab tournament={t} />) }] : []),
    ...(prizes.data ? [{ key: 'prizes' as const, label: 'Prizes', children: withAntd(<PrizesTab list={prizes.data} />) }] : []),
  ];

  const shown = tabs.some((tab) => tab.key === view) ? view : 'info';
  const missing = missingRound(roundParam, t.currentRound);
  return (
    <PageFrame
      title={t.name}
      browserTitle={pageTitle(VIEW_TITLES[shown], t.name)}
      subtitle={
        <span className="ks-subtitle-line">
          <StateTag tournament={t} />
          <span>{[t.city, dateRange(t.startDate, t.endDate)].filter(Boolean).join(' · ')}</span>
        </span>
      }
      back={{ to: '/tournaments', label: 'All tournaments' }}
      extra={isStaff(user?.role) ? <Link to={`/admin/tournament/${t.id}`}>Administration</Link> : undefined}
    >
      {registrationMayShow(t, user !== null) && (
        <Suspense fallback={null}>
          <WithAntd>
            <RegistrationPanel tournament={t} />
          </WithAntd>
        </Suspense>
      )}
      <LazyCheckInCard tournamentId={t.id} />
      {missing !== null && (
        <p className="ks-alert" role="alert">
          {missingRoundText(missing, t.currentRound)} {t.currentRound > 0 && <Link to={viewPath(t.id, shown, t.currentRound)}>See round {t.currentRound}</Link>}
        </p>
      )}
      <PublicTabs tabs={tabs} active={shown} hrefOf={(key) => viewPath(t.id, key)} onOpen={(key: PublicView) => void navigate(viewPath(t.id, key))} />
    </PageFrame>
  );
}

function roundTabs(t: TournamentDetails, round: number, onStandingsRound: (round: number) => void): PublicTab[] {
  return [
    { key: 'pairings', label: 'Pairings', children: <PublicPairings tournament={t} round={round} /> },
    { key: 'standings', label: 'Standings', children: <PublicStandings tournament={t} round={round} onRound={onStandingsRound} /> },
    { key: 'crosstable', label: 'Crosstable', children: withAntd(<CrosstableTab tournament={t} />) },
  ];
}

function teamRoundTabs(t: TournamentDetails, round: number, onStandingsRound: (round: number) => void): PublicTab[] {
  return [
    { key: 'pairings', label: 'Pairings', children: lazyTab(<TeamPairingsTab tournament={t} round={round} />) },
    { key: 'standings', label: 'Standings', children: lazyTab(<TeamStandingsTab tournament={t} round={round} onRound={onStandingsRound} />) },
    { key: 'crosstable', label: 'Crosstable', children: lazyTab(<TeamCrosstableTab tournament={t} />) },
    { key: 'boards', label: 'Boards', children: lazyTab(<BoardStandingsTab tournament={t} />) },
  ];
}
