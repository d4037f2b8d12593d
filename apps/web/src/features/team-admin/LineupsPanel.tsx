import { Alert, Button, Card, Collapse, Flex, Modal, Popconfirm, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TeamLineup, TournamentDetails } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useMatchForfeit, usePublishLineups, useRoundLineups, useSetLineup } from '../../api/lineups.js';
import { boardsOfLineup, lineupStatus } from '../lineups/lineupPicking.js';
import { LineupPicker } from '../lineups/LineupPicker.js';
import { useToasts } from '../notify/useToasts.js';
import { matchesOfLineups } from './matches.js';

const FORFEIT_OPTIONS = [
  { value: 'played', label: 'Played' },
  { value: 'white', label: 'Won by the first team' },
  { value: 'black', label: 'Won by the second team' },
  { value: 'none', label: 'Lost by both' },
] as const;

/** The arbiter's view of a team round before its boards exist: each match's lineups, editing them, forfeits, publishing. */
export function LineupsPanel({ tournament: t, round }: { tournament: TournamentDetails; round: number }) {
  const lineups = useRoundLineups(t.id, round);
  const setLineup = useSetLineup(t.id, round);
  const publish = usePublishLineups(t.id, round);
  const forfeit = useMatchForfeit(t.id, round);
  const toasts = useToasts();
  const [editing, setEditing] = useState<TeamLineup | null>(null);
  const report = (promise: Promise<{ message: string }>) =>
    promise.then(
      (answer) => {
        toasts.success(answer.message);
        setEditing(null);
      },
      (error: unknown) => toasts.error(error),
    );

  if (lineups.isError) return <Alert type="warning" showIcon title={messageOf(lineups.error)} />;
  const data = lineups.data;
  if (!data) return <Typography.Text type="secondary">Loading the lineups…</Typography.Text>;
  const boards = data.boardsPerMatch;
  const published = data.published !== null;

  const side = (team: TeamLineup) => {
    const status = lineupStatus(team);
    return (
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 150 }}>
        <Flex gap={6} wrap align="center">
          <Typography.Text strong>{team.team.name}</Typography.Text>
          {!published && <Tag color={status.color}>{status.label}</Tag>}
        </Flex>
        <ol style={{ margin: 0, paddingLeft: 22 }}>
          {boardsOfLineup(team.roster, team.lineup, boards).map((p, i) => (
            <li key={p?.entryId ?? `empty-${i}`}>{p ? p.name : <Typography.Text type="danger">empty (lost by forfeit)</Typography.Text>}</li>
          ))}
        </ol>
        {team.setBy && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {team.setAs === 'captain' ? 'Captain' : 'Arbiter'} {team.setBy}, {new Date(team.setAt ?? '').toLocaleString()}
          </Typography.Text>
        )}
        {team.editable && (
          <Button size="small" onClick={() => setEditing(team)} style={{ alignSelf: 'flex-start' }}>
            Edit lineup
          </Button>
        )}
        {team.history.length > 0 && (
          <Collapse
            size="small"
            ghost
            items={[
              {
                key: 'history',
                label: `History (${team.history.length})`,
                children: (
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {team.history.map((change) => (
                      <li key={change.setAt}>
                        {new Date(change.setAt).toLocaleString()}: {change.setAs} {change.setBy ?? '(deleted account)'},{' '}
                        {change.entryIds.length === 0
                          ? 'no players'
                          : change.entryIds.map((id) => team.roster.find((p) => p.entryId === id)?.name ?? '?').join(', ')}
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        )}
      </Flex>
    );
  };

  return (
    <Flex vertical gap={12}>
      <Card size="small" role="region" aria-label="Lineups">
        <Flex vertical gap={8}>
          <Typography.Text>
            {published
              ? `Round ${round}: lineups published ${new Date(data.published ?? '').toLocaleString()}; the boards are below.`
              : `Round ${round}: ${data.closedToCaptains ? 'the captains’ deadline has passed' : data.deadline ? `captains set lineups until ${new Date(data.deadline).toLocaleString()}` : 'captains set lineups until you publish'}.`}
          </Typography.Text>
          {!published && (
            <Popconfirm
              title={`Publish the lineups of round ${round}?`}
              description="The boards are made from them; captains can no longer change them."
              okText="Publish"
              onConfirm={() => void report(publish.mutateAsync())}
            >
              <Button type="primary" size="large" loading={publish.isPending}>
                Publish lineups
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Card>
      {matchesOfLineups(data.teams).map((match) => (
        <Card
          key={match.matchId}
          size="small"
          title={`Table ${match.table}${match.black ? '' : ': pairing-allocated bye'}`}
          extra={match.forfeit ? <Tag color="red">Forfeited</Tag> : undefined}
        >
          <Flex gap={12} wrap>
            {side(match.white)}
            {match.black && side(match.black)}
          </Flex>
          {match.black && (
            <Flex gap={8} align="center" wrap style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">Whole match:</Typography.Text>
              <Select
                size="small"
                aria-label={`Match forfeit, table ${match.table}`}
                value={match.forfeit ?? 'played'}
                loading={forfeit.isPending && forfeit.variables.matchId === match.matchId}
                style={{ minWidth: 200 }}
                options={FORFEIT_OPTIONS.map((o) => ({
                  value: o.value,
                  label:
                    o.value === 'white'
                      ? `Won by ${match.white.team.name} (forfeit)`
                      : o.value === 'black'
                        ? `Won by ${match.black?.team.name} (forfeit)`
                        : o.label,
                }))}
                onChange={(value: (typeof FORFEIT_OPTIONS)[number]['value']) =>
                  void report(forfeit.mutateAsync({ matchId: match.matchId, winner: value === 'played' ? null : value }))
                }
              />
            </Flex>
          )}
        </Card>
      ))}
      <Modal
        open={editing !== null}
        title={editing ? `Lineup of ${editing.team.name}, round ${round}` : ''}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing && (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              As arbiter you may edit any lineup until the round is published; the change is recorded with your name.
            </Typography.Text>
            <LineupPicker
              team={editing}
              boards={boards}
              saving={setLineup.isPending}
              onSave={(entryIds) => void report(setLineup.mutateAsync({ teamId: editing.team.id, entryIds }))}
            />
          </Flex>
        )}
      </Modal>
    </Flex>
  );
}
