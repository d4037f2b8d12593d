import { Button, Card, Flex, Form, InputNumber, List, Select, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tournament } from '@kingside/contract';
import { useManagedPlayers } from '../../api/players.js';
import { useRemoveRoundRating, useRoundRatings, useSetRoundRating } from '../../api/round-ratings.js';
import { useToasts } from '../notify/useToasts.js';

interface Values {
  playerId: string;
  fromRound: number;
  rating: number;
}

/**
 * Ratings per round, from the Settings tab: when a new FIDE list comes out during a long event, the arbiter enters a
 * player's new rating from a round on. The rating change counts each rating period's games with that period's
 * ratings (FIDE B.02); the pairing and the rating-based tie-breaks keep the first rating (C.07 art. 10).
 */
export function RoundRatings({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const ratings = useRoundRatings(tournament.id);
  const players = useManagedPlayers(tournament.id);
  const set = useSetRoundRating(tournament.id);
  const remove = useRemoveRoundRating(tournament.id);
  const toasts = useToasts();
  const [form] = Form.useForm<Values>();
  const done = (answer: { message: string }) => toasts.success(answer.message);
  const failed = (error: unknown) => toasts.error(error);

  return (
    <Card size="small" title={t`Ratings per round`}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          <Trans>
            For an event during which a new FIDE rating list comes out: a player&apos;s rating from a round on. The rating change counts each period&apos;s
            games with that period&apos;s ratings; pairing numbers and the rating-based tie-breaks keep the first rating.
          </Trans>
        </Typography.Text>
        <List
          size="small"
          loading={ratings.isPending}
          locale={{ emptyText: t`No ratings entered per round` }}
          dataSource={ratings.data?.ratings ?? []}
          renderItem={(r) => {
            const { pairingNumber, name, rating, fromRound, firstRating } = r;
            return (
              <List.Item
                actions={[
                  <Button key="remove" size="small" danger loading={remove.isPending} onClick={() => remove.mutate(r.id, { onSuccess: done, onError: failed })}>
                    <Trans>Remove</Trans>
                  </Button>,
                ]}
              >
                {t`${pairingNumber}. ${name}: ${rating} from round ${fromRound} (first rating ${firstRating})`}
              </List.Item>
            );
          }}
        />
        <Form<Values>
          form={form}
          name="round-rating"
          layout="vertical"
          onFinish={(values) =>
            set.mutate(values, {
              onSuccess: (answer) => {
                done(answer);
                form.resetFields();
              },
              onError: failed,
            })
          }
        >
          <Flex gap={16} wrap align="end">
            <Form.Item label={t`Player`} name="playerId" style={{ minWidth: 240, flex: 1 }} rules={[{ required: true, message: t`Choose the player` }]}>
              <Select
                showSearch
                optionFilterProp="label"
                loading={players.isPending}
                options={(players.data ?? []).map((p) => ({ value: p.uuid, label: `${p.pairingNumber}. ${p.name}` }))}
              />
            </Form.Item>
            <Form.Item label={t`From round`} name="fromRound" rules={[{ required: true, message: t`The first round of the new rating` }]}>
              <InputNumber min={2} max={tournament.rounds > 0 ? tournament.rounds : 999} precision={0} />
            </Form.Item>
            <Form.Item label={t`Rating`} name="rating" rules={[{ required: true, message: t`The rating on the new list` }]}>
              <InputNumber min={0} max={3500} precision={0} />
            </Form.Item>
            <Form.Item>
              <Button htmlType="submit" loading={set.isPending}>
                <Trans>Enter rating</Trans>
              </Button>
            </Form.Item>
          </Flex>
        </Form>
      </Flex>
    </Card>
  );
}
