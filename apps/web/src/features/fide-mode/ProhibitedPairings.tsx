import { Button, Card, Flex, Form, Input, InputNumber, List, Select, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProhibitedPairing, Tournament } from '@kingside/contract';
import { useManagedPlayers } from '../../api/players.js';
import { useAddProhibitedPairing, useProhibitedPairings, useRemoveProhibitedPairing } from '../../api/prohibited-pairings.js';
import { useToasts } from '../notify/useToasts.js';

interface Values {
  label: string;
  entryIds: string[];
  lastRound?: number | null;
}

/** The group's name and the rounds it holds for, as the list shows it. */
function groupTitle({ label, lastRound }: ProhibitedPairing): MessageDescriptor {
  if (lastRound === null) return msg`${label} (every round)`;
  if (lastRound === 1) return msg`${label} (round 1)`;
  return msg`${label} (rounds 1–${lastRound})`;
}

/**
 * Prohibited pairings, from the Settings tab of a Swiss: groups of players the pairing keeps apart (a family; a club
 * in the first rounds). In FIDE mode they are entered before round 1 is paired and stay as they are after it.
 */
export function ProhibitedPairings({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const groups = useProhibitedPairings(tournament.id);
  const players = useManagedPlayers(tournament.id);
  const add = useAddProhibitedPairing(tournament.id);
  const remove = useRemoveProhibitedPairing(tournament.id);
  const toasts = useToasts();
  const [form] = Form.useForm<Values>();
  const locked = tournament.state === 'finished' || (tournament.fideMode && tournament.currentRound > 0);
  const done = (answer: { message: string }) => toasts.success(answer.message);
  const failed = (error: unknown) => toasts.error(error);

  return (
    <Card size="small" title={t`Prohibited pairings`}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {tournament.state === 'finished'
            ? t`The tournament has finished.`
            : locked
              ? t`Round 1 is paired: in FIDE mode these can no longer change (only leaving FIDE mode allows it).`
              : t`Players no two of whom are paired: members of one family, or players of one club in the first rounds. In FIDE mode they are entered before round 1 is paired.`}
        </Typography.Text>
        <List
          size="small"
          loading={groups.isPending}
          locale={{ emptyText: t`No prohibited pairings` }}
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
                        <Trans>Remove</Trans>
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta title={t(groupTitle(g))} description={g.players.map((p) => `${p.pairingNumber}. ${p.name}`).join(', ')} />
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
              <Form.Item label={t`Group`} name="label" rules={[{ required: true, message: t`Name the group (a family, a club)` }]}>
                <Input placeholder={t`Family Rao`} maxLength={100} />
              </Form.Item>
              <Form.Item
                label={t`Players`}
                name="entryIds"
                style={{ minWidth: 280, flex: 1 }}
                rules={[{ required: true, type: 'array', min: 2, message: t`Choose at least two players` }]}
              >
                <Select
                  mode="multiple"
                  optionFilterProp="label"
                  loading={players.isPending}
                  options={(players.data ?? []).map((p) => ({ value: p.uuid, label: `${p.pairingNumber}. ${p.name}` }))}
                />
              </Form.Item>
              <Form.Item label={t`Up to round`} name="lastRound" tooltip={t`Empty: every round`}>
                <InputNumber min={1} max={tournament.rounds > 0 ? tournament.rounds : 999} precision={0} placeholder={t`every round`} />
              </Form.Item>
              <Form.Item>
                <Button htmlType="submit" loading={add.isPending}>
                  <Trans>Add prohibited pairing</Trans>
                </Button>
              </Form.Item>
            </Flex>
          </Form>
        )}
      </Flex>
    </Card>
  );
}
