import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Select, Statistic, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, payoutStatusValues, retriablePayoutStatuses, type LedgerQuery, type PayoutAttempt, type PayoutStatusValue } from '@kingside/contract';
import { browserDeps } from '../../api/index.js';
import { ledgerCsvUrl, useDistributePrizes, usePayoutBalance, usePayoutLedger } from '../../api/payouts.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { useToasts } from '../notify/useToasts.js';
import { fetchPdf, saveFile } from '../printouts/download.js';
import { formatBalance, isPendingPayout, payoutStatusTag } from './payouts.js';
import { TransactionRef } from './TransactionRef.js';
import { dateTime } from '../format/format.js';

/** Browsers keep few connections per site: live streams are opened for this many tournaments with payouts under way; the rest refresh every 10 s. */
const LIVE_STREAMS = 3;

function FollowTournament({ tournamentId }: { tournamentId: string }) {
  useLiveTournament(tournamentId);
  return null;
}

function RetryButton({ attempt }: { attempt: PayoutAttempt }) {
  const distribute = useDistributePrizes(attempt.tournamentId);
  const toasts = useToasts();
  return (
    <Button
      size="small"
      loading={distribute.isPending}
      onClick={() =>
        void distribute.mutateAsync({ tournamentId: attempt.tournamentId, winnerIds: [attempt.winnerId!] }).then(
          (answer) => toasts.success(answer.message),
          (error: unknown) => toasts.error(error),
        )
      }
    >
      <Trans>Retry</Trans>
    </Button>
  );
}

/** The payout account's balance; a failure is silent (no toast), shown as "unknown". */
function BalanceCard() {
  const { t } = useLingui();
  const balance = usePayoutBalance();
  const provider = balance.data?.provider;
  return (
    <Card size="small" style={{ minWidth: 220 }}>
      <Statistic
        title={provider ? t`Payout balance (${provider})` : t`Payout balance`}
        value={balance.data ? formatBalance(balance.data) : balance.isPending ? '…' : t({ message: 'unknown', context: 'balance' })}
      />
    </Card>
  );
}

/** /admin/payout: every payout attempt (all tournaments for admins, their own for organisers), filtered, live, with retry and CSV export. */
export function PayoutLedger() {
  const { t } = useLingui();
  const [query, setQuery] = useState<LedgerQuery>({});
  const ledger = usePayoutLedger(query);
  const all = usePayoutLedger({});
  const toasts = useToasts();
  const attempts = ledger.data?.attempts ?? [];

  const tournaments = useMemo(() => {
    const seen = new Map<string, string>();
    for (const a of all.data?.attempts ?? []) seen.set(a.tournamentId, a.tournamentName);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [all.data]);
  const following = useMemo(
    () => [...new Set((all.data?.attempts ?? []).filter((a) => isPendingPayout(a.status)).map((a) => a.tournamentId))].slice(0, LIVE_STREAMS),
    [all.data],
  );
  // A retry is offered on the newest attempt of a prize only, and only when it failed.
  const latest = useMemo(() => {
    const newest = new Map<string, PayoutAttempt>();
    for (const a of all.data?.attempts ?? []) if (a.winnerId && (newest.get(a.winnerId)?.attempt ?? 0) < a.attempt) newest.set(a.winnerId, a);
    return newest;
  }, [all.data]);

  const exportCsv = async () => {
    try {
      saveFile(await fetchPdf(browserDeps, ledgerCsvUrl(query), 'kingside-payouts.csv'));
    } catch (error) {
      toasts.error(error, t`The ledger could not be exported`);
    }
  };

  const columns = [
    { title: t`Date`, key: 'at', width: 150, render: (_: unknown, a: PayoutAttempt) => dateTime(a.createdAt) },
    { title: t`Tournament`, dataIndex: 'tournamentName', key: 'tournament' },
    {
      title: t`Winner`,
      key: 'winner',
      render: (_: unknown, a: PayoutAttempt) => {
        const { categoryName: category, place, attempt, payee } = a;
        return (
          <Flex vertical>
            <span>{a.playerName}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>
                {category}, place {place} · attempt {attempt} · {payee}
              </Trans>
            </Typography.Text>
          </Flex>
        );
      },
    },
    { title: t`Amount`, key: 'amount', align: 'right' as const, render: (_: unknown, a: PayoutAttempt) => formatMoney(a.amount, a.currency) },
    {
      title: t`Status`,
      key: 'status',
      render: (_: unknown, a: PayoutAttempt) => (
        <Flex vertical gap={2}>
          <Tag color={payoutStatusTag(a.status).color}>{payoutStatusTag(a.status).text}</Tag>
          {a.transaction_id && <TransactionRef id={a.transaction_id} />}
          {a.failureReason && a.status !== 'SUCCESS' && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {a.failureReason}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t`Order / fulfillment`,
      key: 'ids',
      render: (_: unknown, a: PayoutAttempt) => (
        <Typography.Text style={{ fontSize: 12 }}>
          {a.orderId}
          <br />
          {a.fulfillment_id ?? '—'}
        </Typography.Text>
      ),
    },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, a: PayoutAttempt) =>
        a.winnerId && retriablePayoutStatuses.includes(a.status) && latest.get(a.winnerId)?.id === a.id ? <RetryButton attempt={a} /> : null,
    },
  ];

  return (
    <Flex vertical gap={16}>
      {following.map((id) => (
        <FollowTournament key={id} tournamentId={id} />
      ))}
      <Flex gap={16} wrap align="flex-end">
        <BalanceCard />
        <Select
          allowClear
          placeholder={t`Every tournament`}
          style={{ minWidth: 220 }}
          options={tournaments}
          value={query.tournamentId}
          onChange={(tournamentId?: string) => setQuery((q) => ({ ...q, tournamentId }))}
          aria-label={t`Tournament`}
        />
        <Select
          allowClear
          placeholder={t`Every status`}
          style={{ minWidth: 180 }}
          options={payoutStatusValues.map((value) => ({ value, label: `${payoutStatusTag(value).text} (${value})` }))}
          value={query.status}
          onChange={(status?: PayoutStatusValue) => setQuery((q) => ({ ...q, status }))}
          aria-label={t`Status`}
        />
        <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()}>
          <Trans>Export CSV</Trans>
        </Button>
      </Flex>
      {ledger.isError && <Alert type="error" title={t`The payouts could not be loaded`} description={ledger.error.message} />}
      <Table<PayoutAttempt>
        rowKey="id"
        size="small"
        loading={ledger.isPending}
        columns={columns}
        dataSource={attempts}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t`No payouts yet` }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
    </Flex>
  );
}
