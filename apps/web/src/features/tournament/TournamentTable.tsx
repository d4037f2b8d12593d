import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Tournament } from '@kingside/contract';
import { Link } from 'react-router';
import { SYSTEM_LABELS } from './form.js';
import { datesLabel, stateColour, stateLabel } from './state.js';

export interface TournamentTableProps {
  tournaments: Tournament[];
  /** Where a tournament's name leads (its public page or its administration). */
  linkTo(t: Tournament): string;
  loading?: boolean;
  emptyText: string;
}

/** Tournaments in a table that scrolls sideways inside itself on a phone. */
export function TournamentTable({ tournaments, linkTo, loading, emptyText }: TournamentTableProps) {
  const columns: ColumnsType<Tournament> = [
    {
      title: 'Tournament',
      key: 'name',
      render: (_: unknown, t) => (
        <>
          <Link to={linkTo(t)}>
            <Typography.Text strong style={{ color: 'inherit' }}>
              {t.name}
            </Typography.Text>
          </Link>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {[t.city ?? t.venue, datesLabel(t.startDate, t.endDate)].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
        </>
      ),
    },
    { title: 'System', key: 'system', render: (_: unknown, t) => `${SYSTEM_LABELS[t.system]}, ${t.rounds} rd` },
    { title: 'Players', dataIndex: 'playerCount', align: 'right', width: 80 },
    { title: 'State', key: 'state', render: (_: unknown, t) => <Tag color={stateColour(t.state)}>{stateLabel(t)}</Tag> },
  ];
  return (
    <Table<Tournament>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={tournaments}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
    />
  );
}
