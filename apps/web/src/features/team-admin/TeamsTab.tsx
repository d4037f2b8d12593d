import { Alert, Button, Card, Flex, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedTeam, TournamentDetails } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { usePlayers } from '../../api/players.js';
import { useCreateTeam, useDeleteTeam, useManagedTeams, useSetRoster, useTeamFees, useUpdateTeam } from '../../api/team-admin.js';
import { useToasts } from '../notify/useToasts.js';
import { playersWithoutTeam } from './roster.js';
import { RosterEditor } from './RosterEditor.js';
import { TeamApproval } from './TeamApproval.js';
import { TeamFee } from './TeamFee.js';
import { TeamEditor } from './TeamEditor.js';

type Editing = { kind: 'new' } | { kind: 'team'; team: ManagedTeam } | { kind: 'roster'; team: ManagedTeam } | null;

/** The Teams tab of a team event: its teams by pairing number, each with its roster, and the editors. */
export function TeamsTab({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useLingui();
  const teams = useManagedTeams(tournament.id);
  const fees = useTeamFees(tournament.id);
  const feeOf = new Map((fees.data ?? []).map((fee) => [fee.teamId, fee]));
  const players = usePlayers(tournament.id);
  const create = useCreateTeam(tournament.id);
  const update = useUpdateTeam(tournament.id);
  const remove = useDeleteTeam(tournament.id);
  const setRoster = useSetRoster(tournament.id);
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
  const boards = list?.boardsPerMatch ?? tournament.boards ?? 4;
  const teamCount = list?.teams.length ?? 0;
  const free = playersWithoutTeam(
    (players.data ?? []).filter((p) => !p.isWithDrawn),
    (list?.teams ?? []).map((team) => team.roster),
  );

  const editingName = editing && editing.kind !== 'new' ? editing.team.name : '';

  const freePlayers = free.length;

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Typography.Text type="secondary">
          {list
            ? t`${plural(teamCount, { one: '# team', other: '# teams' })}, ${plural(boards, { one: '# board per match', other: '# boards per match' })}`
            : t`Loading the teams…`}
          {free.length > 0 && ' · '}
          {free.length > 0 && t`${plural(freePlayers, { one: '# player on no team', other: '# players on no team' })}`}
        </Typography.Text>
        <Button type="primary" onClick={() => setEditing({ kind: 'new' })}>
          <Trans>Add a team</Trans>
        </Button>
      </Flex>
      {fees.isError && <Alert type="error" showIcon title={messageOf(fees.error)} />}
      {list?.teams.length === 0 && (
        <Typography.Text type="secondary">
          <Trans>No teams yet: add them here, upload players with a Team column, or open registration for captains.</Trans>
        </Typography.Text>
      )}
      {list?.teams.map((team) => {
        const { name: teamName, rating, captain, captainEmail } = team;
        const rosterSize = team.roster.length;
        const captainText = captain ? (captainEmail ? t`Captain: ${captain} (${captainEmail})` : t`Captain: ${captain}`) : t`No captain`;
        return (
          <Card
            key={team.id}
            size="small"
            title={
              <Flex gap={6} align="center" wrap>
                <Tag style={{ margin: 0 }}>{team.pairingNumber}</Tag>
                <span>{team.name}</span>
                {team.withdrawn && (
                  <Tag color="red">
                    <Trans>Withdrawn</Trans>
                  </Tag>
                )}
                {team.approval === 'awaiting' && (
                  <Tag color="blue">
                    <Trans>Awaiting approval</Trans>
                  </Tag>
                )}
              </Flex>
            }
            extra={<Typography.Text type="secondary">{rating ? t`Rating ${rating}` : t`Unrated`}</Typography.Text>}
          >
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {[team.club, team.federation, captainText].filter(Boolean).join(' · ')}
            </Typography.Paragraph>
            <TeamApproval tournamentId={tournament.id} team={team} />
            <TeamFee tournamentId={tournament.id} fee={feeOf.get(team.id)} currentRound={tournament.currentRound} />
            <ol style={{ margin: '0 0 8px', paddingInlineStart: 24 }}>
              {team.roster.map((p) => (
                <li key={p.entryId} style={{ color: p.position > boards ? 'var(--ant-color-text-secondary)' : undefined }}>
                  {p.title ? `${p.title} ` : ''}
                  {p.name} {p.rating ? `(${p.rating})` : ''} {p.position > boards ? t`· reserve` : ''} {p.withdrawn ? t`· withdrawn` : ''}
                </li>
              ))}
            </ol>
            <Flex gap={8} wrap>
              <Button size="small" onClick={() => setEditing({ kind: 'roster', team })}>
                <Trans>Roster ({rosterSize})</Trans>
              </Button>
              <Button size="small" onClick={() => setEditing({ kind: 'team', team })}>
                <Trans>Edit</Trans>
              </Button>
              <Popconfirm
                title={team.withdrawn ? t`Bring ${teamName} back?` : t`Withdraw ${teamName}? It is not paired from the next round on.`}
                onConfirm={() => report(update.mutateAsync({ teamId: team.id, body: { withdrawn: !team.withdrawn } })).catch(() => undefined)}
              >
                <Button size="small">{team.withdrawn ? t`Bring back` : t`Withdraw`}</Button>
              </Popconfirm>
              {!list.rostersFixed && (
                <Popconfirm
                  title={t`Delete ${teamName}? Its players stay in the event.`}
                  onConfirm={() => report(remove.mutateAsync(team.id)).catch(() => undefined)}
                >
                  <Button size="small" danger>
                    <Trans>Delete</Trans>
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          </Card>
        );
      })}

      <Modal
        open={editing?.kind === 'new' || editing?.kind === 'team'}
        title={editing?.kind === 'team' ? t`Edit ${editingName}` : t`Add a team`}
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
        title={editing?.kind === 'roster' ? t`Roster of ${editingName}` : ''}
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
