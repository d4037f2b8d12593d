import { Alert, Button, Flex, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, retriablePayoutStatuses, type WinnerPayout } from '@kingside/contract';
import { useDistributePrizes, useMailPayeeLink, usePayoutBalance, useReleasePayout, useTournamentPayouts } from '../../api/payouts.js';
import { Spinner } from '../brand/Spinner.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { useToasts } from '../notify/useToasts.js';
import { PayeeDialog } from './PayeeDialog.js';
import { TransactionRef } from './TransactionRef.js';
import { flaggedAttempt, formatBalance, payoutStatusTag } from './payouts.js';

/** The balance for a confirmation: unknown when the provider does not say (no toast). */
function BalanceText({ enabled }: { enabled: boolean }) {
  const balance = usePayoutBalance(enabled);
  if (balance.isPending) return <span>…</span>;
  if (balance.isError)
    return (
      <Typography.Text type="secondary">
        <Trans context="balance">unknown</Trans>
      </Typography.Text>
    );
  return <span data-testid="payout-balance">{formatBalance(balance.data)}</span>;
}

/**
 * The prizes tab's payouts: each winner's payee details (masked) and payout status, live; payee
 * details typed or asked for by mail; "Pay all" after a confirmation with the total and the balance;
 * a retry of a failed payout; the release of a payout the provider does not know.
 */
export function PayoutsSection({ tournamentId }: { tournamentId: string }) {
  const { t } = useLingui();
  useLiveTournament(tournamentId);
  const payouts = useTournamentPayouts(tournamentId);
  const distribute = useDistributePrizes(tournamentId);
  const mailLink = useMailPayeeLink();
  const release = useReleasePayout(tournamentId);
  const toasts = useToasts();
  const [editing, setEditing] = useState<WinnerPayout | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [releasing, setReleasing] = useState<{ attemptId: string; name: string } | null>(null);
  const [releaseReason, setReleaseReason] = useState('');

  if (payouts.isPending) return <Spinner />;
  if (payouts.isError) return <Alert type="error" title={t`The payouts could not be loaded`} description={payouts.error.message} />;
  const data = payouts.data;
  if (data.winners.length === 0)
    return (
      <Typography.Text type="secondary">
        <Trans>No winners yet: compute or upload them above.</Trans>
      </Typography.Text>
    );
  const payable = data.winners.filter((w) => w.payable);
  const paid = formatMoney(data.paid, data.currency);
  const toPay = formatMoney(data.toPay, data.currency);
  const payableCount = payable.length;
  const winnerCount = data.winners.length;
  const releasingName = releasing?.name;

  const pay = async (winnerIds?: string[]) => {
    try {
      const answer = await distribute.mutateAsync({ tournamentId, ...(winnerIds ? { winnerIds } : {}) });
      toasts.success(answer.message);
      const skipped = answer.data.skipped.map((s) => `${s.name} (${s.reason})`).join('; ');
      if (skipped !== '') toasts.warning(t`Not sent: ${skipped}`);
    } catch (error) {
      toasts.error(error);
    }
    setConfirming(false);
  };

  const columns = [
    {
      title: t`Winner`,
      key: 'winner',
      render: (_: unknown, w: WinnerPayout) => {
        const { categoryName: category, place } = w;
        return (
          <Flex vertical>
            <span className="ks-name-cell">{w.name}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>
                {category}, place {place}
              </Trans>
            </Typography.Text>
          </Flex>
        );
      },
    },
    { title: t`Amount`, key: 'amount', align: 'right' as const, width: 110, render: (_: unknown, w: WinnerPayout) => formatMoney(w.amount, w.currency) },
    {
      title: t`Paid to`,
      key: 'payee',
      width: 150,
      render: (_: unknown, w: WinnerPayout) =>
        w.payee ? (
          <Flex vertical>
            <span data-testid="payee-mask">{w.payee.masked}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {w.payee.enteredBy === 'winner' ? t`given by the winner` : t`typed by the organiser`}
            </Typography.Text>
          </Flex>
        ) : (
          <Tag>
            <Trans context="payee details">Missing</Trans>
          </Tag>
        ),
    },
    {
      title: t`Status`,
      key: 'status',
      width: 150,
      render: (_: unknown, w: WinnerPayout) => {
        const tag = payoutStatusTag(w.status);
        const reason = w.attempts[0]?.failureReason;
        return (
          <Flex vertical gap={2}>
            <Tag color={tag.color} data-testid="payout-status">
              {tag.text}
            </Tag>
            {w.transaction_id && <TransactionRef id={w.transaction_id} />}
            {reason && w.status !== 'SUCCESS' && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {reason}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      title: '',
      key: 'actions',
      width: 220,
      render: (_: unknown, w: WinnerPayout) => {
        const flagged = flaggedAttempt(w.attempts);
        const failed = w.status !== null && retriablePayoutStatuses.includes(w.status);
        const editable = w.status === null || failed;
        return (
          <Space wrap size={4}>
            {editable && (
              <Button size="small" onClick={() => setEditing(w)}>
                {w.payee ? t`Change payee` : t`Enter payee`}
              </Button>
            )}
            {editable && w.canMailLink && (
              <Button
                size="small"
                loading={mailLink.isPending && mailLink.variables === w.winnerId}
                onClick={() =>
                  mailLink.mutateAsync(w.winnerId).then(
                    (answer) => toasts.success(answer.message),
                    (error: unknown) => toasts.error(error),
                  )
                }
              >
                <Trans>Mail link</Trans>
              </Button>
            )}
            {failed && w.payable && (
              <Button size="small" type="primary" loading={distribute.isPending} onClick={() => void pay([w.winnerId])}>
                <Trans>Retry</Trans>
              </Button>
            )}
            {flagged && (
              <Button size="small" danger onClick={() => setReleasing({ attemptId: flagged.id, name: w.name })}>
                <Trans>Release</Trans>
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={8} component="section" aria-label={t`Payouts`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>
          <Trans>
            Paid {paid} · to pay now {toPay} ({payableCount} of {winnerCount})
          </Trans>
        </Typography.Text>
        <Button type="primary" disabled={payable.length === 0} onClick={() => setConfirming(true)}>
          <Trans>Pay all</Trans>
        </Button>
      </Flex>
      <Table<WinnerPayout> rowKey="winnerId" size="small" pagination={false} columns={columns} dataSource={data.winners} scroll={{ x: 'max-content' }} />
      <PayeeDialog tournamentId={tournamentId} winner={editing} onClose={() => setEditing(null)} />
      <Modal
        open={confirming}
        title={t`Pay the prizes?`}
        okText={t`Pay ${toPay}`}
        confirmLoading={distribute.isPending}
        onOk={() => void pay()}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>
          <Trans>
            <Plural value={payableCount} one="# prize" other="# prizes" />, <strong data-testid="pay-total">{toPay}</strong> in all, go to the payment provider
            now. Winners already paid or being paid are not sent again.
          </Trans>
        </Typography.Paragraph>
        <Typography.Paragraph>
          <Trans>
            Balance of the payout account: <BalanceText enabled={confirming} />
          </Trans>
        </Typography.Paragraph>
      </Modal>
      <Modal
        open={releasing !== null}
        title={releasingName ? t`Release the payout of ${releasingName}?` : ''}
        okText={t`Release`}
        okButtonProps={{ danger: true, disabled: releaseReason.trim().length < 3 }}
        confirmLoading={release.isPending}
        onOk={() =>
          releasing &&
          release.mutateAsync({ attemptId: releasing.attemptId, reason: releaseReason }).then(
            (answer) => {
              toasts.success(answer.message);
              setReleasing(null);
              setReleaseReason('');
            },
            (error: unknown) => toasts.error(error),
          )
        }
        onCancel={() => setReleasing(null)}
      >
        <Typography.Paragraph>
          <Trans>
            The payment provider does not know this payout’s order. Check on the provider’s dashboard that no money went out: once released, the prize may be
            paid again.
          </Trans>
        </Typography.Paragraph>
        <Input.TextArea rows={2} maxLength={500} value={releaseReason} onChange={(e) => setReleaseReason(e.target.value)} placeholder={t`How you checked`} />
      </Modal>
    </Flex>
  );
}
