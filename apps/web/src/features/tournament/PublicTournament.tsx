import { Alert, Flex, Tabs, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useLichessLink } from '../../api/lichess.js';
import { usePublicPrizeList } from '../../api/prizes.js';
import { useTournament } from '../../api/tournaments.js';
import { useSession } from '../auth/session.js';
import { Spinner } from '../brand/Spinner.js';
import { RegistrationPanel } from '../entry-fees/RegistrationPanel.js';
import { isStaff } from '../layout/links.js';
import { ArenaStandings } from '../lichess/ArenaStandings.js';
import { PageFrame } from '../layout/PageFrame.js';
import { pageTitle } from '../layout/pageTitle.js';
import { PlayerListTable } from '../players/PlayerListTable.js';
import { PublicPrizeList } from '../prizes/PublicPrizeList.js';
import { CrosstablePrintout, PlayerListPrintout } from '../printouts/Printouts.js';
import { Crosstable } from '../results/Crosstable.js';
import { PublicPairings } from '../results/PublicPairings.js';
import { Standings } from '../results/StandingsTable.js';
import { roundOf, VIEW_TITLES, viewOf, viewPath, type PublicView } from './publicTabs.js';
import { dateRange } from '../format/format.js';
import { stateColour, stateLabel } from './state.js';
import { TournamentInfo } from './TournamentInfo.js';

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
        <Alert type="error" showIcon title={messageOf(tournament.error)} />
      </PageFrame>
    );
  }

  const tabs: { key: PublicView; label: string; children: ReactNode }[] = [
    { key: 'info', label: 'Info', children: <TournamentInfo tournament={t} /> },
    {
      key: 'players',
      label: `Players (${t.playerCount})`,
      children: (
        <Flex vertical gap={12}>
          <Flex justify="flex-end">
            <PlayerListPrintout tournamentId={t.id} />
          </Flex>
          <PlayerListTable tournamentId={t.id} />
        </Flex>
      ),
    },
    ...(t.currentRound > 0
      ? [
          { key: 'pairings' as const, label: 'Pairings', children: <PublicPairings tournament={t} round={roundOf(roundParam, t.currentRound)} /> },
          {
            key: 'standings' as const,
            label: 'Standings',
            children: (
              <Standings tournament={t} round={roundOf(roundParam, t.currentRound)} onRound={(next) => void navigate(viewPath(t.id, 'standings', next))} />
            ),
          },
          {
            key: 'crosstable' as const,
            label: 'Crosstable',
            children: (
              <Flex vertical gap={12}>
                <Flex justify="flex-end">
                  <CrosstablePrintout tournamentId={t.id} round={t.currentRound} />
                </Flex>
                <Crosstable tournament={t} />
              </Flex>
            ),
          },
        ]
      : []),
    ...(arena && t.currentRound === 0 ? [{ key: 'standings' as const, label: 'Standings', children: <ArenaStandings tournamentId={t.id} /> }] : []),
    ...(prizes.data ? [{ key: 'prizes' as const, label: 'Prizes', children: <PublicPrizeList list={prizes.data} /> }] : []),
  ];

  const shown = tabs.some((tab) => tab.key === view) ? view : 'info';
  return (
    <PageFrame
      title={t.name}
      browserTitle={pageTitle(VIEW_TITLES[shown], t.name)}
      subtitle={
        <Flex gap={8} wrap align="center" component="span">
          <Tag color={stateColour(t.state)}>{stateLabel(t)}</Tag>
          <span>{[t.city, dateRange(t.startDate, t.endDate)].filter(Boolean).join(' · ')}</span>
        </Flex>
      }
      back={{ to: '/tournaments', label: 'All tournaments' }}
      extra={isStaff(user?.role) ? <Link to={`/admin/tournament/${t.id}`}>Administration</Link> : undefined}
    >
      <RegistrationPanel tournament={t} />
      <Tabs activeKey={shown} onChange={(key) => void navigate(viewPath(t.id, key as PublicView))} items={tabs} />
    </PageFrame>
  );
}
