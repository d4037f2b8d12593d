import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { registrationMayShow, takesRegistrations } from './public/registration.js';
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
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user } = useSession();
  const tournament = useTournament(id);
  // Shown only once the organiser publishes it (the call answers 404 until then).
  const prizes = usePublicPrizeList(id);
  // An Arena on lichess has no rounds here: its standings are lichess's.
  const arena = useLichessLink(id).data?.kind === 'arena';
  const view = viewOf(type);
  const details = tournament.data;

  if (tournament.isPending) return <Spinner />;
  if (!details) {
    return (
      <PageFrame title={t`Tournament`} back={{ to: '/tournaments', label: t`All tournaments` }}>
        <p className="ks-alert" role="alert">
          {messageOf(tournament.error)}
        </p>
      </PageFrame>
    );
  }

  const round = roundOf(roundParam, details.currentRound);
  const onStandingsRound = (next: number) => void navigate(viewPath(details.id, 'standings', next));
  // Only a team event has boards per match; read from the details, not the contract's isTeamSystem, whose module would join every tournament page's first load.
  const team = details.boards !== null;
  const playerCount = details.playerCount;
  const tabs: PublicTab[] = [
    { key: 'info', label: msg`Info`, children: <PublicInfo tournament={details} /> },
    ...(team ? [{ key: 'teams' as const, label: msg`Teams`, children: lazyTab(<TeamsTab tournament={details} />) }] : []),
    { key: 'players', label: msg`Players (${playerCount})`, children: withAntd(<PlayersTab tournament={details} />) },
    ...(details.currentRound > 0 ? (team ? teamRoundTabs(details, round, onStandingsRound) : roundTabs(details, round, onStandingsRound)) : []),
    ...(arena && details.currentRound === 0
      ? [{ key: 'standings' as const, label: msg`Standings`, children: withAntd(<ArenaTab tournament={details} />) }]
      : []),
    ...(prizes.data ? [{ key: 'prizes' as const, label: msg`Prizes`, children: withAntd(<PrizesTab list={prizes.data} />) }] : []),
  ];

  const shown = tabs.some((tab) => tab.key === view) ? view : 'info';
  const missing = missingRound(roundParam, details.currentRound);
  const currentRound = details.currentRound;
  return (
    <PageFrame
      title={details.name}
      browserTitle={pageTitle(t(VIEW_TITLES[shown]), details.name)}
      subtitle={
        <span className="ks-subtitle-line">
          <StateTag tournament={details} />
          <span>{[details.city, dateRange(details.startDate, details.endDate)].filter(Boolean).join(' · ')}</span>
        </span>
      }
      back={{ to: '/tournaments', label: t`All tournaments` }}
      extra={
        isStaff(user?.role) ? (
          <Link to={`/admin/tournament/${details.id}`}>
            <Trans>Administration</Trans>
          </Link>
        ) : undefined
      }
    >
      {team && takesRegistrations(details) && (
        // A plain link: the register page loads its own code, this page none.
        <p className="ks-register-team">
          <Link className="ks-btn ks-btn--primary" to={`/register-team/${details.id}`}>
            <Trans>Register a team</Trans>
          </Link>
          <span>
            <Trans>Captains register their team here, pay its entry fee if there is one, and invite their players.</Trans>
          </span>
        </p>
      )}
      {/* A team event's players enter with their team (the captain's invitation), never one by one. */}
      {!team && registrationMayShow(details, user !== null) && (
        <Suspense fallback={null}>
          <WithAntd>
            <RegistrationPanel tournament={details} />
          </WithAntd>
        </Suspense>
      )}
      <LazyCheckInCard tournamentId={details.id} />
      {missing !== null && (
        <p className="ks-alert" role="alert">
          {missingRoundText(missing, currentRound)}{' '}
          {currentRound > 0 && (
            <Link to={viewPath(details.id, shown, currentRound)}>
              <Trans>See round {currentRound}</Trans>
            </Link>
          )}
        </p>
      )}
      <PublicTabs
        tabs={tabs}
        active={shown}
        hrefOf={(key) => viewPath(details.id, key)}
        onOpen={(key: PublicView) => void navigate(viewPath(details.id, key))}
      />
    </PageFrame>
  );
}

function roundTabs(details: TournamentDetails, round: number, onStandingsRound: (round: number) => void): PublicTab[] {
  return [
    { key: 'pairings', label: msg`Pairings`, children: <PublicPairings tournament={details} round={round} /> },
    { key: 'standings', label: msg`Standings`, children: <PublicStandings tournament={details} round={round} onRound={onStandingsRound} /> },
    { key: 'crosstable', label: msg`Crosstable`, children: withAntd(<CrosstableTab tournament={details} />) },
  ];
}

function teamRoundTabs(details: TournamentDetails, round: number, onStandingsRound: (round: number) => void): PublicTab[] {
  return [
    { key: 'pairings', label: msg`Pairings`, children: lazyTab(<TeamPairingsTab tournament={details} round={round} />) },
    { key: 'standings', label: msg`Standings`, children: lazyTab(<TeamStandingsTab tournament={details} round={round} onRound={onStandingsRound} />) },
    { key: 'crosstable', label: msg`Crosstable`, children: lazyTab(<TeamCrosstableTab tournament={details} />) },
    { key: 'boards', label: msg`Boards`, children: lazyTab(<BoardStandingsTab tournament={details} />) },
  ];
}
