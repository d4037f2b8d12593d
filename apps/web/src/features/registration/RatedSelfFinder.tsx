import { Button, Card, Flex, Form, Input, List, Typography } from 'antd';
import type { RatedPlayer } from '@kingside/contract';
import { titleText } from '../rating-list/importProgress.js';
import { searchOutcome } from './ratedSelfSearch.js';
import { useFindRatedSelf } from '../../api/registration.js';

interface Values {
  search?: string;
}

/** One line of a rating-list record: what the player checks is theirs. */
export const recordLine = (p: RatedPlayer) =>
  [
    titleText(p.title, p.womanTitle),
    p.name,
    `FIDE id ${p.fideId}`,
    p.federation,
    p.birthYear === null ? null : `born ${p.birthYear}`,
    `rated ${p.standard.rating ?? 'unrated'}`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The registering player finds their own record on the FIDE rating list, by FIDE id (digits) or by
 * name, and confirms it is theirs; its rating, title and federation are then what they register with.
 */
export function RatedSelfFinder({ onConfirm }: { onConfirm: (player: RatedPlayer) => void }) {
  const find = useFindRatedSelf();
  const search = ({ search: text = '' }: Values) => {
    const trimmed = text.trim();
    find.mutate(/^\d+$/.test(trimmed) ? { fideId: Number(trimmed) } : { name: trimmed });
  };
  const found = find.data?.data;
  const outcome = found ? searchOutcome(found) : null;
  return (
    <Flex vertical gap={8}>
      <Form<Values> name="find-rated-self" layout="vertical" onFinish={search}>
        <Form.Item label="Your FIDE id or name" name="search" extra="As on the FIDE rating list, e.g. 35009192 or Anand Viswanathan">
          <Input.Search enterButton="Find me" loading={find.isPending} onSearch={(text) => search({ search: text })} />
        </Form.Item>
      </Form>
      {find.isError && <Typography.Text type="danger">{find.error.message}</Typography.Text>}
      {found && outcome && (
        <Card size="small" title={outcome.title}>
          <List
            dataSource={found.players}
            locale={{ emptyText: outcome.empty }}
            renderItem={(p) => (
              <List.Item
                actions={[
                  <Button key="me" size="small" type="primary" aria-label={`This is me: ${p.name}`} onClick={() => onConfirm(p)}>
                    This is me
                  </Button>,
                ]}
              >
                {recordLine(p)}
              </List.Item>
            )}
          />
        </Card>
      )}
    </Flex>
  );
}
