import { Alert, Card, Flex, Tag, Typography } from 'antd';
import type { TeamLineup } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useRoundLineups, useSetLineup } from '../../api/lineups.js';
import { useToasts } from '../notify/useToasts.js';
import { boardsOfLineup, deadlineText } from './lineupPicking.js';
import { LineupPicker } from './LineupPicker.js';

function Opponent({ team }: { team: TeamLineup }) {
  if (team.pairing.kind === 'bye') return <Typography.Text>Pairing-allocated bye: no match this round (a drawn match).</Typography.Text>;
  return (
    <Typography.Text>
      Table {team.pairing.table} against <strong>{team.pairing.opponent.name}</strong>, {team.pairing.colourOnBoard1} on board 1
      {team.pairing.forfeit ? ' · the match is forfeited' : ''}
    </Typography.Text>
  );
}

/** The captain's lineup of the current round: pick it until the deadline, then see the boards. */
export function CaptainLineup({ tournamentId, teamId, round }: { tournamentId: string; teamId: string; round: number }) {
  const lineups = useRoundLineups(tournamentId, round);
  const setLineup = useSetLineup(tournamentId, round);
  const toasts = useToasts();
  if (round === 0) return <Typography.Text type="secondary">Round 1 is not paired yet: the lineup opens once it is.</Typography.Text>;
  if (lineups.isError) return <Alert type="warning" showIcon title={messageOf(lineups.error)} />;
  if (!lineups.data) return <Card loading size="small" />;
  const data = lineups.data;
  const team = data.teams.find((t) => t.team.id === teamId);
  if (!team) return <Typography.Text type="secondary">Your team has no match in round {round}.</Typography.Text>;
  const published = data.published !== null;
  return (
    <Flex vertical gap={8}>
      <Opponent team={team} />
      <Alert type={team.editable ? 'info' : 'warning'} showIcon title={deadlineText(data)} />
      {published || !team.editable ? (
        <ol style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }} aria-label="Boards">
          {boardsOfLineup(team.roster, team.lineup, data.boardsPerMatch).map((player, i) => (
            <li key={player?.entryId ?? `empty-${i}`} style={{ padding: '6px 0', borderBottom: '1px solid var(--ant-color-border-secondary)' }}>
              <Flex gap={8} align="center">
                <Tag style={{ minWidth: 64, textAlign: 'center', margin: 0 }}>Board {i + 1}</Tag>
                {team.pairing.kind === 'match' && <Tag>{team.pairing.boardColours[i]}</Tag>}
                {player ? player.name : <Typography.Text type="danger">empty: lost by forfeit</Typography.Text>}
              </Flex>
            </li>
          ))}
        </ol>
      ) : (
        <LineupPicker
          key={team.setAt ?? 'default'}
          team={team}
          boards={data.boardsPerMatch}
          saving={setLineup.isPending}
          onSave={(entryIds) =>
            void setLineup.mutateAsync({ teamId, entryIds }).then(
              (answer) => toasts.success(answer.message),
              (error: unknown) => toasts.error(error),
            )
          }
        />
      )}
    </Flex>
  );
}
