import { Button, Card, Flex, Form, InputNumber, List, Select, Typography } from 'antd';
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
export function RoundRatings({ tournament: t }: { tournament: Tournament }) {
  const ratings = useRoundRatings(t.id);
  const players = useManagedPlayers(t.id);
  const set = useSetRoundRating(t.id);
  const remove = useRemoveRoundRating(t.id);
  const toasts = useToasts();
  const [form] = Form.useForm<Values>();
  const done = (answer: { message: string }) => toasts.success(answer.message);
  const failed = (error: unknown) => toasts.error(error);

  return (
    <Card size="small" title="Ratings per round">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          For an event during which a new FIDE rating list comes out: a player&apos;s rating from a round on. The rating change counts each period&apos;s games
          with that period&apos;s ratings; pairing numbers and the rating-based tie-breaks keep the first rating.
        </Typography.Text>
        <List
          size="small"
          loading={ratings.isPending}
          locale={{ emptyText: 'No ratings entered per round' }}
          dataSource={ratings.data?.ratings ?? []}
          renderItem={(r) => (
            <List.Item
              actions={[
                <Button key="remove" size="small" danger loading={remove.isPending} onClick={() => remove.mutate(r.id, { onSuccess: done, onError: failed })}>
                  Remove
                </Button>,
              ]}
            >
              {`${r.pairingNumber}. ${r.name}: ${r.rating} from round ${r.fromRound} (first rating ${r.firstRating})`}
            </List.Item>
          )}
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
            <Form.Item label="Player" name="playerId" style={{ minWidth: 240, flex: 1 }} rules={[{ required: true, message: 'Choose the player' }]}>
              <Select
                showSearch
                optionFilterProp="label"
                loading={players.isPending}
                options={(players.data ?? []).map((p) => ({ value: p.uuid, label: `${p.pairingNumber}. ${p.name}` }))}
              />
            </Form.Item>
            <Form.Item label="From round" name="fromRound" rules={[{ required: true, message: 'The first round of the new rating' }]}>
              <InputNumber min={2} max={t.rounds > 0 ? t.rounds : 999} precision={0} />
            </Form.Item>
            <Form.Item label="Rating" name="rating" rules={[{ required: true, message: 'The rating on the new list' }]}>
              <InputNumber min={0} max={3500} precision={0} />
            </Form.Item>
            <Form.Item>
              <Button htmlType="submit" loading={set.isPending}>
                Enter rating
              </Button>
            </Form.Item>
          </Flex>
        </Form>
      </Flex>
    </Card>
  );
}
