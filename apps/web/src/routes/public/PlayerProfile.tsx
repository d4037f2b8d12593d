import { Alert, Card, Descriptions, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useParams } from 'react-router';
import { formatPoints, type PlayerDetails } from '@kingside/contract';
import { usePlayerDetails } from '../../api/players.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { opponentsAverage, playedGames, scoreSoFar } from '../../features/players/profile.js';

type PlayerRound = PlayerDetails['rounds'][number];

const KIND_LABELS: Record<PlayerRound['kind'], string> = {
  game: '',
  pairing_bye: 'bye',
  half_point_bye: 'half-point bye',
  zero_point_bye: 'zero-point bye',
  absent: 'not paired',
};

/** /player/{id}/{tournamentId?}: a player's card in a tournament, round by round. */
export default function PlayerProfile() {
  const { id = '', tournamentId } = useParams();
  const details = usePlayerDetails(id);
  const p = details.data;
  const tournamentLink = tournamentId ?? p?.tournamentId;
  const back = tournamentLink ? { to: `/tournaments/${tournamentLink}/players`, label: p?.tournamentName ?? 'Tournament' } : { to: '/tournaments', label: 'Tournaments' };

  if (details.isPending) return <Spinner />;
  if (!p) {
    // Player details fail silently (spec §8): the page itself says the player is not known.
    return (
      <PageFrame title="Player profile" back={back}>
        <Alert type="warning" showIcon title="No such player" description="This player is not registered in any tournament here." />
      </PageFrame>
    );
  }

  const score = scoreSoFar(p.rounds);
  const average = opponentsAverage(p.rounds);
  const columns: ColumnsType<PlayerRound> = [
    { title: 'Rd', dataIndex: 'round', width: 40, align: 'right' },
    { title: 'Bd', key: 'board', width: 40, align: 'right', render: (_: unknown, r) => (r.kind === 'game' ? r.board : '') },
    { title: '', key: 'colour', width: 32, render: (_: unknown, r) => (r.colour === 'w' ? '○' : r.colour === 'b' ? '●' : '') },
    {
      title: 'Opponent',
      key: 'opponent',
      render: (_: unknown, r) =>
        r.opponent ? (
          <Link to={`/player/${r.opponent.uuid}/${p.tournamentId}`}>
            {r.opponent.name} ({r.opponent.rating})
          </Link>
        ) : (
          <Tag>{KIND_LABELS[r.kind]}</Tag>
        ),
    },
    { title: 'Result', key: 'result', render: (_: unknown, r) => r.result ?? (r.kind === 'game' ? 'playing' : '') },
    { title: 'Pts', key: 'points', align: 'right', width: 48, render: (_: unknown, r) => (r.points === null ? '' : formatPoints(r.points)) },
  ];

  return (
    <PageFrame title={p.name} subtitle={p.tournamentName} back={back}>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 2, md: 4 }}
          items={[
            { key: 'score', label: 'Score', children: `${formatPoints(score.points)} / ${score.rounds}` },
            { key: 'rating', label: 'Rating', children: p.rating || 'unrated' },
            { key: 'no', label: 'Starting no.', children: p.pairingNumber },
            ...(p.title ? [{ key: 'title', label: 'Title', children: p.title }] : []),
            ...(p.federation ? [{ key: 'fed', label: 'Federation', children: p.federation }] : []),
            ...(p.fideId ? [{ key: 'fide', label: 'FIDE id', children: p.fideId }] : []),
            ...(p.club ? [{ key: 'club', label: 'Club', children: p.club }] : []),
            { key: 'games', label: 'Games played', children: playedGames(p.rounds).length },
            ...(average !== null ? [{ key: 'aro', label: 'Opponents\u2019 average', children: average }] : []),
            ...(p.isWithDrawn ? [{ key: 'status', label: 'Status', children: <Tag color="red">withdrawn</Tag> }] : []),
          ]}
        />
      </Card>
      <Card title="Games" size="small">
        <Table<PlayerRound>
          rowKey="round"
          size="small"
          columns={columns}
          dataSource={p.rounds}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No round paired yet.' }}
        />
      </Card>
    </PageFrame>
  );
}
