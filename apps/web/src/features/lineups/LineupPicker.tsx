import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TeamLineup } from '@kingside/contract';
import { canPick, filledText, toggleInLineup } from './lineupPicking.js';

export interface LineupPickerProps {
  team: TeamLineup;
  boards: number;
  saving: boolean;
  onSave: (entryIds: string[]) => void;
}

/** Tick the players who play, in roster order: the first ticked plays board 1; reserves move up into free boards. */
export function LineupPicker({ team, boards, saving, onSave }: LineupPickerProps) {
  const { t } = useLingui();
  const [lineup, setLineup] = useState<string[]>(team.lineup);
  const teamName = team.team.name;
  const changed = lineup.join() !== team.lineup.join() || team.isDefault;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{filledText(lineup.length, boards)}</Typography.Text>
      <Flex vertical gap={4} aria-label={t`Lineup of ${teamName}`}>
        {team.roster.map((player) => {
          const board = lineup.indexOf(player.entryId) + 1;
          return (
            <Checkbox
              key={player.entryId}
              checked={board > 0}
              disabled={!team.editable || !canPick(player, lineup, boards)}
              onChange={() => setLineup(toggleInLineup(team.roster, lineup, player.entryId, boards))}
              style={{ minHeight: 36, alignItems: 'center' }}
            >
              <Flex gap={6} align="center" wrap>
                <Tag style={{ minWidth: 64, textAlign: 'center', margin: 0 }} color={board > 0 ? 'blue' : undefined}>
                  {board > 0 ? <Trans>Board {board}</Trans> : player.position > boards ? <Trans>Reserve</Trans> : <Trans>Out</Trans>}
                </Tag>
                <span>
                  {player.title ? `${player.title} ` : ''}
                  {player.name}
                </span>
                <Typography.Text type="secondary">{player.rating || t`unrated`}</Typography.Text>
                {!player.available && (
                  <Tag color="red">
                    <Trans>Withdrawn</Trans>
                  </Tag>
                )}
              </Flex>
            </Checkbox>
          );
        })}
      </Flex>
      {team.editable && (
        <Button type="primary" size="large" block loading={saving} disabled={!changed} onClick={() => onSave(lineup)}>
          <Trans>Submit lineup</Trans>
        </Button>
      )}
    </Flex>
  );
}
