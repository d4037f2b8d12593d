import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedTeam, PublicPlayer } from '@kingside/contract';
import { moveInRoster, rosterChanges } from './roster.js';

export interface RosterEditorProps {
  team: ManagedTeam;
  boards: number;
  /** Round 1 is paired: the order is kept, players join only as new last reserves. */
  fixed: boolean;
  /** The event's players on no team. */
  free: readonly PublicPlayer[];
  saving: boolean;
  onSave: (entryIds: string[]) => void;
}

/** A team's roster in board order: board 1 first, reserves after the first N. */
export function RosterEditor({ team, boards, fixed, free, saving, onSave }: RosterEditorProps) {
  const { t } = useLingui();
  const saved = team.roster.map((p) => p.entryId);
  const [ids, setIds] = useState<string[]>(saved);
  const rules = rosterChanges(fixed, saved);
  const nameOf = new Map<string, { name: string; rating: number }>([
    ...free.map((p) => [p.uuid, { name: p.name, rating: p.rating }] as const),
    ...team.roster.map((p) => [p.entryId, { name: p.name, rating: p.rating }] as const),
  ]);
  const offered = free.filter((p) => !ids.includes(p.uuid));
  return (
    <Flex vertical gap={6}>
      {fixed && (
        <Typography.Text type="secondary">
          <Trans>Round 1 is paired: the board order is kept and players join as new last reserves.</Trans>
        </Typography.Text>
      )}
      {ids.length === 0 && (
        <Typography.Text type="secondary">
          <Trans>No players yet.</Trans>
        </Typography.Text>
      )}
      {ids.map((id, index) => {
        const reserve = index + 1 - boards;
        const playerName = nameOf.get(id)?.name;
        return (
          <Flex key={id} gap={6} align="center">
            <Tag style={{ minWidth: 40, textAlign: 'center', margin: 0 }} color={index < boards ? 'blue' : undefined}>
              {index < boards ? index + 1 : t({ message: `R${reserve}`, comment: 'A reserve’s place on the roster: R1 is the first reserve' })}
            </Tag>
            <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
              {nameOf.get(id)?.name ?? id}
            </Typography.Text>
            <Typography.Text type="secondary">{nameOf.get(id)?.rating || ''}</Typography.Text>
            {rules.canMove && (
              <>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t`Up a board`}
                  disabled={index === 0}
                  onClick={() => setIds(moveInRoster(ids, index, index - 1))}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t`Down a board`}
                  disabled={index === ids.length - 1}
                  onClick={() => setIds(moveInRoster(ids, index, index + 1))}
                />
              </>
            )}
            {rules.canRemove(id) && (
              <Button
                size="small"
                icon={<CloseOutlined />}
                aria-label={playerName ? t`Take ${playerName} off the roster` : t`Take the player off the roster`}
                onClick={() => setIds(ids.filter((x) => x !== id))}
              />
            )}
          </Flex>
        );
      })}
      <Select<string>
        aria-label={t`Add a player to the roster`}
        placeholder={offered.length === 0 ? t`Every player is on a team` : t`Add a player (joins last)`}
        disabled={offered.length === 0}
        value={null}
        showSearch
        optionFilterProp="label"
        options={offered.map((p) => ({ value: p.uuid, label: `${p.name}${p.rating ? ` (${p.rating})` : ''}` }))}
        onChange={(id) => setIds([...ids, id])}
        style={{ width: '100%' }}
      />
      <Button type="primary" loading={saving} disabled={ids.join() === saved.join()} onClick={() => onSave(ids)}>
        <Trans>Save roster</Trans>
      </Button>
    </Flex>
  );
}
