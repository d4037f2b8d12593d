import { Alert, Button, Collapse, Flex, Grid, Modal, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney, type PrizeStructure, type PrizeWinner, type PrizeWinnerChange, type TournamentDetails } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useComputeWinners, usePrizeWinners, usePublishPrizes } from '../../api/prizes.js';
import { useToasts } from '../notify/useToasts.js';
import { OverrideDialog } from './OverrideDialog.js';
import { PrizeUploadPanel } from './PrizeUploadPanel.js';
import { payoutStatusTag } from '../payouts/payouts.js';
import { byCategory, overridable } from './prizes.js';
import { dateTime } from '../format/format.js';

const sourceLabels: Record<PrizeWinner['source'], string> = { engine: 'computed', upload: 'uploaded', organiser: 'changed' };

/**
 * The winners: each award with its explanation and payout status, changes by hand (with a reason), the
 * prizes nobody could be given, the change log, an upload of offline decisions, and publishing.
 */
export function WinnersPanel({ tournament: t, structure }: { tournament: TournamentDetails; structure: PrizeStructure }) {
  const winners = usePrizeWinners(t.id);
  const compute = useComputeWinners(t.id);
  const publish = usePublishPrizes(t.id);
  const toasts = useToasts();
  const [changing, setChanging] = useState<PrizeWinner | null>(null);
  const [uploading, setUploading] = useState(false);
  // On a phone the amount and status go under the name: four columns do not fit.
  const wide = Grid.useBreakpoint().sm ?? true;
  const data = winners.data;

  const run = <T extends { message: string }>(promise: Promise<T>) =>
    promise.then(
      (answer) => toasts.success(answer.message),
      (error: unknown) => toasts.error(error),
    );

  const columns = [
    { title: 'Place', dataIndex: 'place', width: 56, align: 'right' as const },
    {
      title: 'Player',
      key: 'player',
      render: (_: unknown, w: PrizeWinner) => (
        <Flex vertical>
          <span className="ks-name-cell">
            {w.pairingNumber}. {w.name}
          </span>
          {!wide && (
            <Flex gap={6} align="center">
              <strong>{formatMoney(w.amount, w.currency)}</strong>
              <Tag color={payoutStatusTag(w.status).color}>{payoutStatusTag(w.status).text}</Tag>
            </Flex>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {w.explanation}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right' as const,
      width: 110,
      responsive: ['sm' as const],
      render: (_: unknown, w: PrizeWinner) => (
        <Flex vertical align="flex-end">
          <strong>{formatMoney(w.amount, w.currency)}</strong>
          {w.amount !== w.placeAmount && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {w.placeAmount === 0 ? 'share of a pool' : `place ${formatMoney(w.placeAmount, w.currency)}`}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 110,
      responsive: ['sm' as const],
      render: (_: unknown, w: PrizeWinner) => (
        <Flex vertical gap={2}>
          <Tag color={payoutStatusTag(w.status).color}>{payoutStatusTag(w.status).text}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {sourceLabels[w.source]}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 84,
      render: (_: unknown, w: PrizeWinner) =>
        overridable(w) ? (
          <Button size="small" onClick={() => setChanging(w)}>
            Change
          </Button>
        ) : null,
    },
  ];

  if (winners.isError) return <Alert type="error" showIcon title={messageOf(winners.error)} />;
  const finished = t.state === 'finished';
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        {finished && structure.categories.length > 0 && (
          <Popconfirm
            title="Compute the winners again from the final standings?"
            description="Changes made by hand are replaced (the change log keeps them)."
            onConfirm={() => void run(compute.mutateAsync())}
          >
            <Button loading={compute.isPending}>Compute winners again</Button>
          </Popconfirm>
        )}
        <Button onClick={() => setUploading(true)} disabled={structure.categories.length === 0}>
          Upload winners…
        </Button>
        <Flex gap={6} align="center">
          <Switch
            aria-label="Publish the prize list"
            checked={structure.publishedAt !== null}
            loading={publish.isPending}
            disabled={!data || data.winners.length === 0}
            onChange={(published) => void run(publish.mutateAsync(published))}
          />
          <Typography.Text>{structure.publishedAt ? 'Published on the public page' : 'Not public'}</Typography.Text>
        </Flex>
        {data && data.winners.length > 0 && <Typography.Text strong>Total {formatMoney(data.total, data.currency)}</Typography.Text>}
      </Flex>

      {!data ? null : data.winners.length === 0 ? (
        <Typography.Text type="secondary">
          {finished
            ? structure.categories.length === 0
              ? 'Save a prize structure: the winners are then computed from the final standings.'
              : 'No prize could be awarded.'
            : 'The winners are computed from the final standings once the tournament has finished, or uploaded.'}
        </Typography.Text>
      ) : (
        byCategory(data.winners).map((group) => (
          <Table<PrizeWinner>
            key={group.categoryId}
            title={() => <strong>{group.categoryName}</strong>}
            rowKey="id"
            size="small"
            pagination={false}
            // A fixed minimum, not max-content: the explanations wrap instead of pushing the amounts out of sight.
            scroll={wide ? { x: 560 } : undefined}
            dataSource={group.winners}
            columns={columns}
          />
        ))
      )}

      {data && data.unawarded.length > 0 && (
        <Alert
          type="info"
          showIcon
          title="Prizes nobody could be given"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {data.unawarded.map((u) => (
                <li key={`${u.categoryId}-${u.place}`}>
                  {u.place}. {u.categoryName} ({formatMoney(u.amount, data.currency)}): {u.reason}
                </li>
              ))}
            </ul>
          }
        />
      )}

      {data && data.changes.length > 0 && (
        <Collapse
          size="small"
          items={[
            {
              key: 'log',
              label: `Change log (${data.changes.length})`,
              children: (
                <Table<PrizeWinnerChange>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={data.changes}
                  columns={[
                    { title: 'When', key: 'at', render: (_, c) => dateTime(c.changedAt) },
                    { title: 'Who', dataIndex: 'changedBy' },
                    { title: 'Prize', key: 'prize', render: (_, c) => `${c.place}. ${c.categoryName}` },
                    {
                      title: 'Change',
                      key: 'change',
                      render: (_, c) =>
                        `${c.oldPlayer ?? '—'}${c.oldAmount === null ? '' : ` (${formatMoney(c.oldAmount, data.currency)})`} → ${c.newPlayer ?? '—'}${
                          c.newAmount === null ? '' : ` (${formatMoney(c.newAmount, data.currency)})`
                        }`,
                    },
                    { title: 'Reason', dataIndex: 'reason' },
                  ]}
                />
              ),
            },
          ]}
        />
      )}

      <OverrideDialog tournamentId={t.id} winner={changing} onClose={() => setChanging(null)} />
      <Modal open={uploading} title="Upload prize winners" footer={null} width={960} onCancel={() => setUploading(false)} destroyOnHidden>
        <PrizeUploadPanel tournamentId={t.id} onSaved={() => setUploading(false)} />
      </Modal>
    </Flex>
  );
}
