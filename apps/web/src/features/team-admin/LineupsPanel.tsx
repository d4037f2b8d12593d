import { Alert, Button, Card, Collapse, Flex, Modal, Popconfirm, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamLineup, TournamentDetails } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useMatchForfeit, usePublishLineups, useRoundLineups, useSetLineup } from '../../api/lineups.js';
import { boardsOfLineup, lineupStatus } from '../lineups/lineupPicking.js';
import { LineupPicker } from '../lineups/LineupPicker.js';
import { dateTime } from '../format/format.js';
import { useToasts } from '../notify/useToasts.js';
import { matchesOfLineups } from './matches.js';

const FORFEIT_OPTIONS = [
  { value: 'played', label: msg`Played` },
  { value: 'white', label: msg`Won by the first team` },
  { value: 'black', label: msg`Won by the second team` },
  { value: 'none', label: msg`Lost by both` },
] as const;

/** The arbiter's view of a team round before its boards exist: each match's lineups, editing them, forfeits, publishing. */
export function LineupsPanel({ tournament, round }: { tournament: TournamentDetails; round: number }) {
  const { t } = useLingui();
  const lineups = useRoundLineups(tournament.id, round);
  const setLineup = useSetLineup(tournament.id, round);
  const publish = usePublishLineups(tournament.id, round);
  const forfeit = useMatchForfeit(tournament.id, round);
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
  if (!data)
    return (
      <Typography.Text type="secondary">
        <Trans>Loading the lineups…</Trans>
      </Typography.Text>
    );
  const boards = data.boardsPerMatch;
  const published = data.published !== null;
  const publishedAt = data.published ? dateTime(data.published) : '';
  const deadline = data.deadline ? dateTime(data.deadline) : null;

  const side = (team: TeamLineup) => {
    const status = lineupStatus(team);
    const setBy = team.setBy;
    const setAt = team.setAt ? dateTime(team.setAt) : '';
    const changes = team.history.length;
    return (
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 150 }}>
        <Flex gap={6} wrap align="center">
          <Typography.Text strong>{team.team.name}</Typography.Text>
          {!published && <Tag color={status.color}>{status.label}</Tag>}
        </Flex>
        <ol style={{ margin: 0, paddingInlineStart: 22 }}>
          {boardsOfLineup(team.roster, team.lineup, boards).map((p, i) => (
            <li key={p?.entryId ?? `empty-${i}`}>
              {p ? (
                p.name
              ) : (
                <Typography.Text type="danger">
                  <Trans>empty (lost by forfeit)</Trans>
                </Typography.Text>
              )}
            </li>
          ))}
        </ol>
        {team.setBy && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {team.setAs === 'captain' ? (
              <Trans>
                Captain {setBy}, {setAt}
              </Trans>
            ) : (
              <Trans>
                Arbiter {setBy}, {setAt}
              </Trans>
            )}
          </Typography.Text>
        )}
        {team.editable && (
          <Button size="small" onClick={() => setEditing(team)} style={{ alignSelf: 'flex-start' }}>
            <Trans>Edit lineup</Trans>
          </Button>
        )}
        {team.history.length > 0 && (
          <Collapse
            size="small"
            ghost
            items={[
              {
                key: 'history',
                label: t`History (${changes})`,
                children: (
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {team.history.map((change) => {
                      const at = dateTime(change.setAt);
                      const who = change.setBy ?? t`(deleted account)`;
                      // Player names, listed as they are written.
                      const players =
                        change.entryIds.length === 0
                          ? t`no players`
                          : change.entryIds.map((id) => team.roster.find((p) => p.entryId === id)?.name ?? '?').join(', ');
                      return (
                        <li key={change.setAt}>{change.setAs === 'captain' ? t`${at}: captain ${who}, ${players}` : t`${at}: arbiter ${who}, ${players}`}</li>
                      );
                    })}
                  </ul>
                ),
              },
            ]}
          />
        )}
      </Flex>
    );
  };

  const editingName = editing?.team.name;
  return (
    <Flex vertical gap={12}>
      <Card size="small" role="region" aria-label={t`Lineups`}>
        <Flex vertical gap={8}>
          <Typography.Text>
            {published
              ? t`Round ${round}: lineups published ${publishedAt}; the boards are below.`
              : data.closedToCaptains
                ? t`Round ${round}: the captains’ deadline has passed.`
                : deadline
                  ? t`Round ${round}: captains set lineups until ${deadline}.`
                  : t`Round ${round}: captains set lineups until you publish.`}
          </Typography.Text>
          {!published && (
            <Popconfirm
              title={t`Publish the lineups of round ${round}?`}
              description={t`The boards are made from them; captains can no longer change them.`}
              okText={t`Publish`}
              onConfirm={() => void report(publish.mutateAsync())}
            >
              <Button type="primary" size="large" loading={publish.isPending}>
                <Trans>Publish lineups</Trans>
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Card>
      {matchesOfLineups(data.teams).map((match) => {
        const table = match.table;
        const firstTeam = match.white.team.name;
        const secondTeam = match.black?.team.name;
        return (
          <Card
            key={match.matchId}
            size="small"
            title={match.black ? t`Table ${table}` : t`Table ${table}: pairing-allocated bye`}
            extra={
              match.forfeit ? (
                <Tag color="red">
                  <Trans>Forfeited</Trans>
                </Tag>
              ) : undefined
            }
          >
            <Flex gap={12} wrap>
              {side(match.white)}
              {match.black && side(match.black)}
            </Flex>
            {match.black && (
              <Flex gap={8} align="center" wrap style={{ marginTop: 8 }}>
                <Typography.Text type="secondary">
                  <Trans>Whole match:</Trans>
                </Typography.Text>
                <Select
                  size="small"
                  aria-label={t`Match forfeit, table ${table}`}
                  value={match.forfeit ?? 'played'}
                  loading={forfeit.isPending && forfeit.variables.matchId === match.matchId}
                  style={{ minWidth: 200 }}
                  options={FORFEIT_OPTIONS.map((o) => ({
                    value: o.value,
                    label: o.value === 'white' ? t`Won by ${firstTeam} (forfeit)` : o.value === 'black' ? t`Won by ${secondTeam} (forfeit)` : t(o.label),
                  }))}
                  onChange={(value: (typeof FORFEIT_OPTIONS)[number]['value']) =>
                    void report(forfeit.mutateAsync({ matchId: match.matchId, winner: value === 'played' ? null : value }))
                  }
                />
              </Flex>
            )}
          </Card>
        );
      })}
      <Modal
        open={editing !== null}
        title={editing ? t`Lineup of ${editingName}, round ${round}` : ''}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing && (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              <Trans>As arbiter you may edit any lineup until the round is published; the change is recorded with your name.</Trans>
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
