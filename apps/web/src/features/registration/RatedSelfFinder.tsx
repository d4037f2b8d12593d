import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Flex, Form, Input, List, Typography } from 'antd';
import type { RatedPlayer } from '@kingside/contract';
import { recordLine } from './recordLine.js';
import { searchOutcome } from './ratedSelfSearch.js';
import { useFindRatedSelf } from '../../api/registration.js';

interface Values {
  search?: string;
}

/**
 * The registering player finds their own record on the FIDE rating list, by FIDE id (digits) or by
 * name, and confirms it is theirs; its rating, title and federation are then what they register with.
 */
export function RatedSelfFinder({ onConfirm }: { onConfirm: (player: RatedPlayer) => void }) {
  const { t } = useLingui();
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
        <Form.Item label={t`Your FIDE id or name`} name="search" extra={t`As on the FIDE rating list, e.g. 35009192 or Anand Viswanathan`}>
          <Input.Search enterButton={t`Find me`} loading={find.isPending} onSearch={(text) => search({ search: text })} />
        </Form.Item>
      </Form>
      {find.isError && <Typography.Text type="danger">{find.error.message}</Typography.Text>}
      {found && outcome && (
        <Card size="small" title={outcome.title}>
          <List
            dataSource={found.players}
            locale={{ emptyText: outcome.empty }}
            renderItem={(p) => {
              const name = p.name;
              return (
                <List.Item
                  actions={[
                    <Button key="me" size="small" type="primary" aria-label={t`This is me: ${name}`} onClick={() => onConfirm(p)}>
                      <Trans>This is me</Trans>
                    </Button>,
                  ]}
                >
                  {recordLine(p)}
                </List.Item>
              );
            }}
          />
        </Card>
      )}
    </Flex>
  );
}
