import { Alert, Button, Card, Flex, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ManagedTeam, TournamentDetails } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { usePlayers } from '../../api/players.js';
import { useCreateTeam, useDeleteTeam, useManagedTeams, useSetRoster, useUpdateTeam } from '../../api/team-admin.js';
import { useToasts } from '../notify/useToasts.js';
import { playersWithoutTeam } from './roster.js';
import { RosterEditor } from './RosterEditor.js';
import { TeamEditor } from './TeamEditor.js';

type Editing = { kind: 'new' } | { kind: 'team'; team: ManagedTeam } | { kind: 'roster'; team: ManagedTeam } | null;

/** The Teams tab of a team event: its teams by pairing number, each with its roster, and the editors. */
export function TeamsTab({ tournament: t }: { tournament: TournamentDetails }) {
  const teams = useManagedTeams(t.id);
  const players = usePlayers(t.id);
  const create = useCreateTeam(t.id);
  const update = useUpdateTeam(t.id);
  const remove = useDeleteTeam(t.id);
  const setRoster = useSetRoster(t.id);
  const toasts = useToasts();
  const [editing, setEditing] = useState<Editing>(null);

  const report = (promise: Promise<{ message: string }>) =>
    promise.then(
      (answer) => {
        toasts.success(answer.message);
        setEditing(null);
      },
      (error: unknown) => {
        toasts.error(error);
        throw error;
      },
    );

  if (teams.isError) return <Alert type="error" showIcon title={messageOf(teams.error)} />;
  const list = teams.data;
  const boards = list?.boardsPerMatch ?? t.boards ?? 4;
  const free = playersWithoutTeam(
    (players.data ?? []).filter((p) => !p.isWithDrawn),
    (list?.teams ?? []).map((team) => team.roster),
  );

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Typography.Text type="secondary">
          {list ? `${list.teams.length} team${list.teams.length === 1 ? '' : 's'}, ${boards} boards per match` : 'Loading the teams…'}
          {free.length > 0 && ` · ${free.length} player${free.length === 1 ? '' : 's'} on no team`}
        </Typography.Text>
        <Button type="primary" onClick={() => setEditing({ kind: 'new' })}>
          Add a team
        </Button>
      </Flex>
      {list?.teams.length === 0 && (
        <Typography.Text type="secondary">No teams yet: add them here, upload players with a Team column, or open registration for captains.</Typography.Text>
      )}
      {list?.teams.map((team) => (
        <Card
          key={team.id}
          size="small"
          title={
            <Flex gap={6} align="center" wrap>
              <Tag style={{ margin: 0 }}>{team.pairingNumber}</Tag>
              <span>{team.name}</span>
              {team.withdrawn && <Tag color="red">Withdrawn</Tag>}
            </Flex>
          }
          extra={<Typography.Text type="secondary">{team.rating ? `Rating ${team.rating}` : 'Unrated'}</Typography.Text>}
        >
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {[team.club, team.federation, team.captain ? `Captain: ${team.captain}${team.captainEmail ? ` (${team.captainEmail})` : ''}` : 'No captain']
              .filter(Boolean)
              .join(' · ')}
          </Typography.Paragraph>
          <ol style={{ margin: '0 0 8px', paddingLeft: 24 }}>
            {team.roster.map((p) => (
              <li key={p.entryId} style={{ color: p.position > boards ? 'var(--ant-color-text-secondary)' : undefined }}>
                {p.title ? `${p.title} ` : ''}
                {p.name} {p.rating ? `(${p.rating})` : ''} {p.position > boards ? '· reserve' : ''} {p.withdrawn ? '· withdrawn' : ''}
              </li>
            ))}
          </ol>
          <Flex gap={8} wrap>
            <Button size="small" onClick={() => setEditing({ kind: 'roster', team })}>
              Roster ({team.roster.length})
            </Button>
            <Button size="small" onClick={() => setEditing({ kind: 'team', team })}>
              Edit
            </Button>
            <Popconfirm
              title={team.withdrawn ? `Bring ${team.name} back?` : `Withdraw ${team.name}? It is not paired from the next round on.`}
              onConfirm={() => report(update.mutateAsync({ teamId: team.id, body: { withdrawn: !team.withdrawn } })).catch(() => undefined)}
            >
              <Button size="small">{team.withdrawn ? 'Bring back' : 'Withdraw'}</Button>
            </Popconfirm>
            {!list.rostersFixed && (
              <Popconfirm
                title={`Delete ${team.name}? Its players stay in the event.`}
                onConfirm={() => report(remove.mutateAsync(team.id)).catch(() => undefined)}
              >
                <Button size="small" danger>
                  Delete
                </Button>
              </Popconfirm>
            )}
          </Flex>
        </Card>
      ))}

      <Modal
        open={editing?.kind === 'new' || editing?.kind === 'team'}
        title={editing?.kind === 'team' ? `Edit ${editing.team.name}` : 'Add a team'}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing?.kind === 'new' && <TeamEditor saving={create.isPending} onSave={(body) => report(create.mutateAsync(body))} />}
        {editing?.kind === 'team' && (
          <TeamEditor
            team={editing.team}
            saving={update.isPending}
            onSave={(body) =>
              report(
                update.mutateAsync({
                  teamId: editing.team.id,
                  body: {
                    ...body,
                    shortName: body.shortName ?? null,
                    club: body.club ?? null,
                    federation: body.federation ?? null,
                    captainEmail: body.captainEmail ?? null,
                  },
                }),
              )
            }
          />
        )}
      </Modal>
      <Modal
        open={editing?.kind === 'roster'}
        title={editing?.kind === 'roster' ? `Roster of ${editing.team.name}` : ''}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing?.kind === 'roster' && list && (
          <RosterEditor
            team={editing.team}
            boards={boards}
            fixed={list.rostersFixed}
            free={free}
            saving={setRoster.isPending}
            onSave={(entryIds) => void report(setRoster.mutateAsync({ teamId: editing.team.id, entryIds })).catch(() => undefined)}
          />
        )}
      </Modal>
    </Flex>
  );
}
