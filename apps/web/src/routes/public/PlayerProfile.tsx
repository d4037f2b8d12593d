import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useParams } from 'react-router';
import { formatPoints, unpairedName, type PlayerDetails } from '@kingside/contract';
import { usePlayerDetails } from '../../api/players.js';
import { useRanking } from '../../api/rounds.js';
import { tournamentCall } from '../../api/tournaments.js';
import { queryOf } from '../../api/calls.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { pageTitle } from '../../features/layout/pageTitle.js';
import { opponentsAverage, ownResult, playedGames, runningScores, scoreSoFar, standingsRound } from '../../features/players/profile.js';
import { sayContract } from '../../features/languages/sayContract.js';

type PlayerRound = PlayerDetails['rounds'][number];

const COLOUR_MARKS = { w: '○', b: '●' } as const;

/** White or Black as a chess-results card marks it, read out in words. */
function Colour({ colour }: { colour: 'w' | 'b' }) {
  const { t } = useLingui();
  return (
    <span>
      <span aria-hidden="true">{COLOUR_MARKS[colour]}</span>
      <span className="ks-visually-hidden">{colour === 'w' ? t`white:` : t`black:`}</span>
    </span>
  );
}

/** The player's place after the last round whose results are all in, when there is one. */
function useRank(p: PlayerDetails | undefined): { rank: number; of: number; round: number } | null {
  // Asked only once the card names its tournament: before that the address would be /api/tournament/ (a 400).
  const tournament = useQuery({ ...queryOf(tournamentCall(p?.tournamentId ?? '')), enabled: p !== undefined });
  const round = tournament.data ? standingsRound(tournament.data) : 0;
  const ranking = useRanking(p?.tournamentId ?? '', round, { enabled: p !== undefined });
  const row = ranking.data?.rows.find((r) => r.uuid === p?.uuid);
  return row && ranking.data ? { rank: row.rank, of: ranking.data.rows.length, round } : null;
}

/** /player/{id}/{tournamentId?}: a player's card in a tournament, round by round, each result from their side. */
export default function PlayerProfile() {
  const { id = '', tournamentId } = useParams();
  const details = usePlayerDetails(id);
  const p = details.data;
  const rank = useRank(p);
  const { t } = useLingui();
  const tournamentLink = tournamentId ?? p?.tournamentId;
  const back = tournamentLink
    ? { to: `/tournaments/${tournamentLink}/players`, label: p?.tournamentName ?? t`Tournament` }
    : { to: '/tournaments', label: t`Tournaments` };

  if (details.isPending) return <Spinner />;
  if (!p) {
    // Player details fail silently (no toast): the page itself says the player is not known.
    return (
      <PageFrame title={t`Player profile`} back={back}>
        <Alert type="warning" showIcon title={t`No such player`} description={t`This player is not registered in any tournament here.`} />
      </PageFrame>
    );
  }

  const placeText = ({ rank: place, of, round }: { rank: number; of: number; round: number }) => t`${place} of ${of} after round ${round}`;
  const score = scoreSoFar(p.rounds);
  const average = opponentsAverage(p.rounds);
  const running = runningScores(p.rounds);
  const columns: ColumnsType<PlayerRound> = [
    { title: t({ message: 'Rd', context: 'round, abbreviated' }), dataIndex: 'round', width: 40, align: 'right' },
    {
      title: t`Opponent`,
      key: 'opponent',
      render: (_: unknown, r) => {
        const rating = r.opponent?.rating || t`unrated`;
        const board = r.board;
        return r.opponent ? (
          <div className="ks-name-cell">
            {/* Side by side rather than inline, so the link is not a link inside a line of text (told apart by colour alone). */}
            <Flex gap={4} align="baseline">
              {r.colour && <Colour colour={r.colour} />}
              <Link to={`/player/${r.opponent.uuid}/${p.tournamentId}`}>{r.opponent.name}</Link>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>
                {rating} · board {board}
              </Trans>
            </Typography.Text>
          </div>
        ) : r.kind === 'game' ? (
          ''
        ) : (
          sayContract(unpairedName(r.kind, false))
        );
      },
    },
    {
      title: t`Result`,
      key: 'result',
      align: 'center',
      render: (_: unknown, r) => {
        const own = ownResult(r);
        if (own) {
          return (
            <>
              <strong aria-hidden="true">{own.label}</strong>
              <span className="ks-visually-hidden">{own.meaning}</span>
            </>
          );
        }
        return r.kind === 'game' ? t`playing` : '';
      },
    },
    {
      title: t`Score`,
      key: 'score',
      align: 'right',
      width: 56,
      render: (_: unknown, r) => {
        const after = running.get(r.round);
        return after === null || after === undefined ? '' : formatPoints(after);
      },
    },
  ];

  return (
    <PageFrame title={p.name} browserTitle={pageTitle(p.name, p.tournamentName)} subtitle={p.tournamentName} back={back}>
      <Card size="small">
        <Descriptions
          size="small"
          // Labels above their values: beside them, a long label squeezes the value to one character a line on a phone.
          layout="vertical"
          column={{ xs: 2, md: 4 }}
          items={[
            ...(rank ? [{ key: 'rank', label: t`Place`, children: placeText(rank) }] : []),
            { key: 'score', label: t`Score`, children: `${formatPoints(score.points)} / ${score.rounds}` },
            { key: 'rating', label: t`Rating`, children: p.rating || t`unrated` },
            { key: 'no', label: t`Starting no.`, children: p.pairingNumber },
            ...(p.title ? [{ key: 'title', label: t`Title`, children: p.title }] : []),
            ...(p.federation ? [{ key: 'fed', label: t`Federation`, children: p.federation }] : []),
            ...(p.fideId ? [{ key: 'fide', label: t`FIDE id`, children: p.fideId }] : []),
            ...(p.club ? [{ key: 'club', label: t`Club`, children: p.club }] : []),
            { key: 'games', label: t`Games played`, children: playedGames(p.rounds).length },
            ...(average !== null ? [{ key: 'aro', label: t`Opponents’ average`, children: average }] : []),
            ...(p.isWithDrawn ? [{ key: 'status', label: t`Status`, children: <Tag color="red">{t`withdrawn`}</Tag> }] : []),
          ]}
        />
      </Card>
      <Card title={t`Games`} size="small">
        <Table<PlayerRound>
          rowKey="round"
          size="small"
          columns={columns}
          dataSource={p.rounds}
          pagination={false}
          locale={{ emptyText: t`No round paired yet.` }}
        />
      </Card>
    </PageFrame>
  );
}
