import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Flex, Tag, Typography } from 'antd';
import type { TeamLineup } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useRoundLineups, useSetLineup } from '../../api/lineups.js';
import { useToasts } from '../notify/useToasts.js';
import { boardsOfLineup, deadlineText } from './lineupPicking.js';
import { LineupPicker } from './LineupPicker.js';

/** A board's colour, as the lineup's boards show it. */
const colourNames: Record<'white' | 'black', MessageDescriptor> = {
  white: msg({ message: 'white', context: 'chess colour' }),
  black: msg({ message: 'black', context: 'chess colour' }),
};

function Opponent({ team }: { team: TeamLineup }) {
  if (team.pairing.kind === 'bye')
    return (
      <Typography.Text>
        <Trans>Pairing-allocated bye: no match this round (a drawn match).</Trans>
      </Typography.Text>
    );
  const { table, forfeit } = team.pairing;
  const opponent = team.pairing.opponent.name;
  return (
    <Typography.Text>
      {team.pairing.colourOnBoard1 === 'white' ? (
        <Trans>
          Table {table} against <strong>{opponent}</strong>, white on board 1
        </Trans>
      ) : (
        <Trans>
          Table {table} against <strong>{opponent}</strong>, black on board 1
        </Trans>
      )}
      {forfeit && (
        <>
          {' · '}
          <Trans>the match is forfeited</Trans>
        </>
      )}
    </Typography.Text>
  );
}

/** The captain's lineup of the current round: pick it until the deadline, then see the boards. */
export function CaptainLineup({ tournamentId, teamId, round }: { tournamentId: string; teamId: string; round: number }) {
  const { t } = useLingui();
  const lineups = useRoundLineups(tournamentId, round);
  const setLineup = useSetLineup(tournamentId, round);
  const toasts = useToasts();
  if (round === 0)
    return (
      <Typography.Text type="secondary">
        <Trans>Round 1 is not paired yet: the lineup opens once it is.</Trans>
      </Typography.Text>
    );
  if (lineups.isError) return <Alert type="warning" showIcon title={messageOf(lineups.error)} />;
  if (!lineups.data) return <Card loading size="small" />;
  const data = lineups.data;
  const team = data.teams.find((t) => t.team.id === teamId);
  if (!team)
    return (
      <Typography.Text type="secondary">
        <Trans>Your team has no match in round {round}.</Trans>
      </Typography.Text>
    );
  const published = data.published !== null;
  return (
    <Flex vertical gap={8}>
      <Opponent team={team} />
      <Alert type={team.editable ? 'info' : 'warning'} showIcon title={deadlineText(data)} />
      {published || !team.editable ? (
        <ol style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }} aria-label={t`Boards`}>
          {boardsOfLineup(team.roster, team.lineup, data.boardsPerMatch).map((player, i) => {
            const board = i + 1;
            return (
              <li key={player?.entryId ?? `empty-${i}`} style={{ padding: '6px 0', borderBottom: '1px solid var(--ant-color-border-secondary)' }}>
                <Flex gap={8} align="center">
                  <Tag style={{ minWidth: 64, textAlign: 'center', margin: 0 }}>
                    <Trans>Board {board}</Trans>
                  </Tag>
                  {team.pairing.kind === 'match' && <Tag>{t(colourNames[team.pairing.boardColours[i]])}</Tag>}
                  {player ? (
                    player.name
                  ) : (
                    <Typography.Text type="danger">
                      <Trans>empty: lost by forfeit</Trans>
                    </Typography.Text>
                  )}
                </Flex>
              </li>
            );
          })}
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
