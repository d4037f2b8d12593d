import { Alert, Button, Flex, Input, InputNumber, List, Popconfirm, Radio, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Tournament } from '@kingside/contract';
import { useToasts } from '../notify/useToasts.js';
import { useSplitTournament } from '../../api/split.js';
import { sectionCount, splitBody, type SplitMode } from './splitForm.js';

/**
 * Before round 1 the organiser splits a large field into sections (by rating: N equal groups, or rating bands); the
 * strongest section stays this tournament, each other becomes a tournament of its own with the same settings.
 */
export function SplitPanel({ tournament: t }: { tournament: Pick<Tournament, 'id' | 'name' | 'currentRound' | 'playerCount' | 'finishedAt'> }) {
  const [mode, setMode] = useState<SplitMode>('groups');
  const [groups, setGroups] = useState(2);
  const [bands, setBands] = useState('');
  const split = useSplitTournament(t.id);
  const toasts = useToasts();

  if (t.currentRound > 0 || t.finishedAt) {
    return <Typography.Text type="secondary">A tournament can only be split before round 1 is paired.</Typography.Text>;
  }
  const body = splitBody(mode, groups, bands);
  const send = () =>
    split.mutate(body, {
      onSuccess: (answer) => toasts.success(answer.message),
      onError: (error) => toasts.error(error),
    });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Typography.Paragraph>
        Split the {t.playerCount} players into sections by rating. The strongest section stays in this tournament; every other section becomes a tournament of
        its own with the same settings, which you manage like this one.
      </Typography.Paragraph>
      <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as SplitMode)} aria-label="How to split">
        <Radio value="groups">Equal groups by rating</Radio>
        <Radio value="bands">Rating bands</Radio>
      </Radio.Group>
      {mode === 'groups' ? (
        <label>
          <Typography.Text>Number of sections </Typography.Text>
          <InputNumber min={2} max={10} value={groups} onChange={(value) => setGroups(value ?? 2)} aria-label="Number of sections" />
        </label>
      ) : (
        <label>
          <Typography.Text>Lowest rating of each section but the last, highest first (e.g. 2000, 1600)</Typography.Text>
          <Input value={bands} onChange={(e) => setBands(e.target.value)} aria-label="Rating bands" placeholder="2000, 1600" />
        </label>
      )}
      <div>
        <Popconfirm
          title={`Split into ${sectionCount(body)} sections?`}
          description="Each section gets its own pairings and standings; this cannot be undone here."
          okText="Split"
          onConfirm={send}
        >
          <Button type="primary" loading={split.isPending}>
            Split tournament
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
              renderItem={(section) => (
                <List.Item>
                  <Link to={`/admin/tournament/${section.id}`}>{section.name}</Link> — {section.playerCount} players
                </List.Item>
              )}
            />
          }
        />
      )}
    </Flex>
  );
}
