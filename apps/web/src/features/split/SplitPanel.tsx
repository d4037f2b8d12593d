import { Alert, Button, Flex, Input, InputNumber, List, Popconfirm, Radio, Typography } from 'antd';
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Tournament } from '@kingside/contract';
import { useToasts } from '../notify/useToasts.js';
import { useSplitTournament } from '../../api/split.js';
import { sectionCount, splitBody, type SplitMode } from './splitForm.js';

/**
 * Before round 1 the organiser splits a large field into sections (by rating: N equal groups, or rating bands); the
 * strongest section stays this tournament, each other becomes a tournament of its own with the same settings.
 */
export function SplitPanel({ tournament }: { tournament: Pick<Tournament, 'id' | 'name' | 'currentRound' | 'playerCount' | 'finishedAt'> }) {
  const [mode, setMode] = useState<SplitMode>('groups');
  const [groups, setGroups] = useState(2);
  const [bands, setBands] = useState('');
  const { t } = useLingui();
  const split = useSplitTournament(tournament.id);
  const toasts = useToasts();

  if (tournament.currentRound > 0 || tournament.finishedAt) {
    return (
      <Typography.Text type="secondary">
        <Trans>A tournament can only be split before round 1 is paired.</Trans>
      </Typography.Text>
    );
  }
  const body = splitBody(mode, groups, bands);
  const sections = sectionCount(body);
  const playerCount = tournament.playerCount;
  const send = () =>
    split.mutate(body, {
      onSuccess: (answer) => toasts.success(answer.message),
      onError: (error) => toasts.error(error),
    });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Typography.Paragraph>
        <Trans>
          Split the {playerCount} players into sections by rating. The strongest section stays in this tournament; every other section becomes a tournament of
          its own with the same settings, which you manage like this one.
        </Trans>
      </Typography.Paragraph>
      <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as SplitMode)} aria-label={t`How to split`}>
        <Radio value="groups">
          <Trans>Equal groups by rating</Trans>
        </Radio>
        <Radio value="bands">
          <Trans>Rating bands</Trans>
        </Radio>
      </Radio.Group>
      {mode === 'groups' ? (
        <label>
          <Typography.Text>
            <Trans>Number of sections</Trans>{' '}
          </Typography.Text>
          <InputNumber min={2} max={10} value={groups} onChange={(value) => setGroups(value ?? 2)} aria-label={t`Number of sections`} />
        </label>
      ) : (
        <label>
          <Typography.Text>
            <Trans>Lowest rating of each section but the last, highest first (e.g. 2000, 1600)</Trans>
          </Typography.Text>
          <Input value={bands} onChange={(e) => setBands(e.target.value)} aria-label={t`Rating bands`} placeholder="2000, 1600" />
        </label>
      )}
      <div>
        <Popconfirm
          title={t`Split into ${plural(sections, { one: '# section', other: '# sections' })}?`}
          description={t`Each section gets its own pairings and standings; this cannot be undone here.`}
          okText={t`Split`}
          onConfirm={send}
        >
          <Button type="primary" loading={split.isPending}>
            <Trans>Split tournament</Trans>
          </Button>
        </Popconfirm>
      </div>
      {split.data && (
        <Alert
          type="success"
          showIcon
          title={split.data.message}
          description={
            <List
              size="small"
              dataSource={split.data.data}
              renderItem={(section) => {
                const sectionPlayers = section.playerCount;
                return (
                  <List.Item>
                    <Link to={`/admin/tournament/${section.id}`}>{section.name}</Link> — <Plural value={sectionPlayers} one="# player" other="# players" />
                  </List.Item>
                );
              }}
            />
          }
        />
      )}
    </Flex>
  );
}
