import { Table, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type PublicPrizeList as PrizeList, type PublicPrizeWinner } from '@kingside/contract';
import { byCategory } from './prizes.js';
import { dayOf } from '../format/format.js';

/** The published prize list on the public page: per category, place, name and amount. */
export function PublicPrizeList({ list }: { list: PrizeList }) {
  const { t } = useLingui();
  const published = dayOf(list.publishedAt);
  return (
    <>
      {byCategory(list.winners).map((group) => (
        <Table<PublicPrizeWinner>
          key={group.categoryId}
          title={() => <strong>{group.categoryName}</strong>}
          rowKey={(w) => `${w.categoryId}-${w.place}`}
          size="small"
          pagination={false}
          dataSource={group.winners}
          style={{ marginBottom: 12 }}
          columns={[
            { title: t`Place`, dataIndex: 'place', width: 64, align: 'right' },
            { title: t`Name`, dataIndex: 'name', render: (name: string) => <span className="ks-name-cell">{name}</span> },
            { title: t`Prize`, key: 'amount', align: 'right', width: 120, render: (_, w) => formatMoney(w.amount, list.currency) },
          ]}
        />
      ))}
      <Typography.Text type="secondary">
        <Trans>Published {published}</Trans>
      </Typography.Text>
    </>
  );
}
