import { Alert, Button, Collapse, Flex, Grid, Modal, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type Currency, type PrizeStructure, type PrizeWinner, type PrizeWinnerChange, type TournamentDetails } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useComputeWinners, usePrizeWinners, usePublishPrizes } from '../../api/prizes.js';
import { useToasts } from '../notify/useToasts.js';
import { OverrideDialog } from './OverrideDialog.js';
import { PrizeUploadPanel } from './PrizeUploadPanel.js';
import { payoutStatusTag } from '../payouts/payouts.js';
import { byCategory, overridable } from './prizes.js';
import { dateTime } from '../format/format.js';

const sourceLabels: Record<PrizeWinner['source'], MessageDescriptor> = {
  engine: msg({ message: 'computed', context: 'prize winner source' }),
  upload: msg({ message: 'uploaded', context: 'prize winner source' }),
  organiser: msg({ message: 'changed', context: 'prize winner source' }),
};

/** What a winner's amount is made of, when it is not the place's own amount. */
function AmountNote({ winner }: { winner: PrizeWinner }) {
  const placeAmount = formatMoney(winner.placeAmount, winner.currency);
  return winner.placeAmount === 0 ? <Trans>share of a pool</Trans> : <Trans>place {placeAmount}</Trans>;
}

/** One change of the log: who had the prize and for how much, then who has it now. */
function ChangeText({ change, currency }: { change: PrizeWinnerChange; currency: Currency }) {
  const side = (player: string | null, amount: number | null) => (amount === null ? (player ?? '—') : `${player ?? '—'} (${formatMoney(amount, currency)})`);
  return `${side(change.oldPlayer, change.oldAmount)} → ${side(change.newPlayer, change.newAmount)}`;
}

function WinnersTotal({ amount }: { amount: string }) {
  return (
    <Typography.Text strong>
      <Trans>Total {amount}</Trans>
    </Typography.Text>
  );
}

/**
 * The winners: each award with its explanation and payout status, changes by hand (with a reason), the
 * prizes nobody could be given, the change log, an upload of offline decisions, and publishing.
 */
export function WinnersPanel({ tournament, structure }: { tournament: TournamentDetails; structure: PrizeStructure }) {
  const { t } = useLingui();
  const winners = usePrizeWinners(tournament.id);
  const compute = useComputeWinners(tournament.id);
  const publish = usePublishPrizes(tournament.id);
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
    { title: t`Place`, dataIndex: 'place', width: 56, align: 'right' as const },
    {
      title: t`Winner`,
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
      title: t`Amount`,
      key: 'amount',
      align: 'right' as const,
      width: 110,
      responsive: ['sm' as const],
      render: (_: unknown, w: PrizeWinner) => (
        <Flex vertical align="flex-end">
          <strong>{formatMoney(w.amount, w.currency)}</strong>
          {w.amount !== w.placeAmount && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <AmountNote winner={w} />
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t`Status`,
      key: 'status',
      width: 110,
      responsive: ['sm' as const],
      render: (_: unknown, w: PrizeWinner) => (
        <Flex vertical gap={2}>
          <Tag color={payoutStatusTag(w.status).color}>{payoutStatusTag(w.status).text}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(sourceLabels[w.source])}
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
            <Trans context="prize winner">Change</Trans>
          </Button>
        ) : null,
    },
  ];

  const changeCount = data?.changes.length ?? 0;
  if (winners.isError) return <Alert type="error" showIcon title={messageOf(winners.error)} />;
  const finished = tournament.state === 'finished';
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        {finished && structure.categories.length > 0 && (
          <Popconfirm
            title={t`Compute the winners again from the final standings?`}
            description={t`Changes made by hand are replaced (the change log keeps them).`}
            onConfirm={() => void run(compute.mutateAsync())}
          >
            <Button loading={compute.isPending}>
              <Trans>Compute winners again</Trans>
            </Button>
          </Popconfirm>
        )}
        <Button onClick={() => setUploading(true)} disabled={structure.categories.length === 0}>
          <Trans>Upload winners…</Trans>
        </Button>
        <Flex gap={6} align="center">
          <Switch
            aria-label={t`Publish the prize list`}
            checked={structure.publishedAt !== null}
            loading={publish.isPending}
            disabled={!data || data.winners.length === 0}
            onChange={(published) => void run(publish.mutateAsync(published))}
          />
          <Typography.Text>{structure.publishedAt ? t`Published on the public page` : t`Not public`}</Typography.Text>
        </Flex>
        {data && data.winners.length > 0 && <WinnersTotal amount={formatMoney(data.total, data.currency)} />}
      </Flex>

      {!data ? null : data.winners.length === 0 ? (
        <Typography.Text type="secondary">
          {finished
            ? structure.categories.length === 0
              ? t`Save a prize structure: the winners are then computed from the final standings.`
              : t`No prize could be awarded.`
            : t`The winners are computed from the final standings once the tournament has finished, or uploaded.`}
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
          title={t`Prizes nobody could be given`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
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
              label: t`Change log (${changeCount})`,
              children: (
                <Table<PrizeWinnerChange>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={data.changes}
                  columns={[
                    { title: t`When`, key: 'at', render: (_, c) => dateTime(c.changedAt) },
                    { title: t`Who`, dataIndex: 'changedBy' },
                    { title: t`Prize`, key: 'prize', render: (_, c) => `${c.place}. ${c.categoryName}` },
                    {
                      title: t({ message: 'Change', context: 'change log' }),
                      key: 'change',
                      render: (_, c) => <ChangeText change={c} currency={data.currency} />,
                    },
                    { title: t`Reason`, dataIndex: 'reason' },
                  ]}
                />
              ),
            },
          ]}
        />
      )}

      <OverrideDialog tournamentId={tournament.id} winner={changing} onClose={() => setChanging(null)} />
      <Modal open={uploading} title={t`Upload prize winners`} footer={null} width={960} onCancel={() => setUploading(false)} destroyOnHidden>
        <PrizeUploadPanel tournamentId={tournament.id} onSaved={() => setUploading(false)} />
      </Modal>
    </Flex>
  );
}
