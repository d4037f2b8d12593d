import { Button, Card, Flex, Form, Input, InputNumber, List, Select, Typography } from 'antd';
import type { ProhibitedPairing, Tournament } from '@kingside/contract';
import { useManagedPlayers } from '../../api/players.js';
import { useAddProhibitedPairing, useProhibitedPairings, useRemoveProhibitedPairing } from '../../api/prohibited-pairings.js';
import { useToasts } from '../notify/useToasts.js';

interface Values {
  label: string;
  entryIds: string[];
  lastRound?: number | null;
}

const roundsHeld = (g: ProhibitedPairing) => (g.lastRound === null ? 'every round' : g.lastRound === 1 ? 'round 1' : `rounds 1–${g.lastRound}`);

/**
 * Prohibited pairings, from the Settings tab of a Swiss: groups of players the pairing keeps apart (a family; a club
 * in the first rounds). In FIDE mode they are entered before round 1 is paired and stay as they are after it.
 */
export function ProhibitedPairings({ tournament: t }: { tournament: Tournament }) {
  const groups = useProhibitedPairings(t.id);
  const players = useManagedPlayers(t.id);
  const add = useAddProhibitedPairing(t.id);
  const remove = useRemoveProhibitedPairing(t.id);
  const toasts = useToasts();
  const [form] = Form.useForm<Values>();
  const locked = t.state === 'finished' || (t.fideMode && t.currentRound > 0);
  const done = (answer: { message: string }) => toasts.success(answer.message);
  const failed = (error: unknown) => toasts.error(error);

  return (
    <Card size="small" title="Prohibited pairings">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {t.state === 'finished'
            ? 'The tournament has finished.'
            : locked
              ? 'Round 1 is paired: in FIDE mode these can no longer change (only leaving FIDE mode allows it).'
              : 'Players no two of whom are paired: members of one family, or players of one club in the first rounds. In FIDE mode they are entered before round 1 is paired.'}
        </Typography.Text>
        <List
          size="small"
          loading={groups.isPending}
          locale={{ emptyText: 'No prohibited pairings' }}
          dataSource={groups.data?.groups ?? []}
          renderItem={(g) => (
            <List.Item
              actions={
                locked
                  ? []
                  : [
                      <Button
                        key="remove"
                        size="small"
                        danger
                        loading={remove.isPending}
                        onClick={() => remove.mutate(g.id, { onSuccess: done, onError: failed })}
                      >
                        Remove
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta title={`${g.label} (${roundsHeld(g)})`} description={g.players.map((p) => `${p.pairingNumber}. ${p.name}`).join(', ')} />
            </List.Item>
          )}
        />
        {!locked && (
          <Form<Values>
            form={form}
            name="prohibited-pairing"
            layout="vertical"
            onFinish={(values) =>
              add.mutate(
                { label: values.label, entryIds: values.entryIds, lastRound: values.lastRound ?? null },
                {
                  onSuccess: (answer) => {
                    done(answer);
                    form.resetFields();
                  },
                  onError: failed,
                },
              )
            }
          >
            <Flex gap={16} wrap align="end">
              <Form.Item label="Group" name="label" rules={[{ required: true, message: 'Name the group (a family, a club)' }]}>
                <Input placeholder="Family Rao" maxLength={100} />
              </Form.Item>
              <Form.Item
                label="Players"
                name="entryIds"
                style={{ minWidth: 280, flex: 1 }}
                rules={[{ required: true, type: 'array', min: 2, message: 'Choose at least two players' }]}
              >
                <Select
                  mode="multiple"
                  optionFilterProp="label"
                  loading={players.isPending}
                  options={(players.data ?? []).map((p) => ({ value: p.uuid, label: `${p.pairingNumber}. ${p.name}` }))}
                />
              </Form.Item>
              <Form.Item label="Up to round" name="lastRound" tooltip="Empty: every round">
                <InputNumber min={1} max={t.rounds > 0 ? t.rounds : 999} precision={0} placeholder="every round" />
              </Form.Item>
              <Form.Item>
                <Button htmlType="submit" loading={add.isPending}>
                  Add prohibited pairing
                </Button>
              </Form.Item>
            </Flex>
          </Form>
        )}
      </Flex>
    </Card>
  );
}
