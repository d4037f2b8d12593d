import { Flex, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Tournament } from '@kingside/contract';
import { Link } from 'react-router';
import { SYSTEM_LABELS } from './form.js';
import { dateRange } from '../format/format.js';
import { stateColour, stateLabel } from './state.js';

export interface TournamentTableProps {
  tournaments: Tournament[];
  /** Where a tournament's name leads (its public page or its administration). */
  linkTo: (t: Tournament) => string;
  loading?: boolean;
  emptyText: string;
}

// Shown as columns from antd's sm breakpoint (576 px) up; below it they stack under the name.
const FROM_SM: ['sm'] = ['sm'];
const systemLabel = (t: Tournament) => `${SYSTEM_LABELS[t.system]}, ${t.rounds} rd`;
const stateTag = (t: Tournament) => <Tag color={stateColour(t.state)}>{stateLabel(t)}</Tag>;

/**
 * Tournaments in a table; on a phone each row stacks system, players and state under the name, since four
 * columns do not fit beside a tournament's name in 390 px.
 */
export function TournamentTable({ tournaments, linkTo, loading, emptyText }: TournamentTableProps) {
  const phone = !Grid.useBreakpoint().sm;
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
              {[t.city ?? t.venue, dateRange(t.startDate, t.endDate)].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
          {phone && (
            <Flex gap={8} wrap align="center" style={{ marginTop: 4 }}>
              <span>{systemLabel(t)}</span>
              <span>{`${t.playerCount} player${t.playerCount === 1 ? '' : 's'}`}</span>
              {stateTag(t)}
            </Flex>
          )}
        </>
      ),
    },
    { title: 'System', key: 'system', responsive: FROM_SM, render: (_: unknown, t) => systemLabel(t) },
    { title: 'Players', dataIndex: 'playerCount', align: 'right', width: 80, responsive: FROM_SM },
    { title: 'State', key: 'state', responsive: FROM_SM, render: (_: unknown, t) => stateTag(t) },
  ];
  return <Table<Tournament> rowKey="id" size="small" columns={columns} dataSource={tournaments} loading={loading} pagination={false} locale={{ emptyText }} />;
}
