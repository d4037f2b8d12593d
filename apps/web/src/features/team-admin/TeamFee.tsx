import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type ManagedTeamEntryFee } from '@kingside/contract';
import { useConfirmTeamFee, useRefundTeamFee } from '../../api/team-admin.js';
import { EntryFeeTag } from '../entry-fees/EntryFeesPanel.js';
import { FeeReasonDialog } from '../entry-fees/FeeReasonDialog.js';
import { howPaid } from '../entry-fees/howPaid.js';
import { useToasts } from '../notify/useToasts.js';

/**
 * A team's entry fee on its card in the Teams tab: its status, amount and how it was paid; a fee paid in hand is
 * confirmed here (the team is then entered), and a withdrawn team's fee refunded before round 1. Nothing for a team
 * that pays no fee.
 */
export function TeamFee({ tournamentId, fee, currentRound }: { tournamentId: string; fee: ManagedTeamEntryFee | undefined; currentRound: number }) {
  const { t } = useLingui();
  const confirm = useConfirmTeamFee(tournamentId);
  const refund = useRefundTeamFee(tournamentId);
  const toasts = useToasts();
  const [acting, setActing] = useState<'confirm' | 'refund' | null>(null);

  // A team entered by the organiser pays no fee through Kingside.
  if (!fee) return null;
  const act = (reason: string) => {
    if (!acting) return;
    const mutation = acting === 'confirm' ? confirm : refund;
    void mutation.mutateAsync({ teamId: fee.teamId, reason }).then(
      (answer) => {
        toasts.success(answer.message);
        setActing(null);
      },
      (error: unknown) => toasts.error(error),
    );
  };

  const orders = fee.orders.length;
  const amount = formatMoney(fee.amount, fee.currency);
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
      <Typography.Text>
        <Trans>Entry fee {amount}</Trans>
      </Typography.Text>
      <EntryFeeTag status={fee.status} />
      <Typography.Text type="secondary">
        {howPaid(fee)}
        {orders > 1 ? ' · ' : ''}
        {orders > 1 ? t`${plural(orders, { one: '# payment order', other: '# payment orders' })}` : ''}
        {fee.status === 'awaiting_payment' ? ' · ' : ''}
        {fee.status === 'awaiting_payment' ? t`not paired until paid` : ''}
      </Typography.Text>
      {fee.status === 'awaiting_payment' && (
        <Button size="small" onClick={() => setActing('confirm')}>
          <Trans>Paid in hand</Trans>
        </Button>
      )}
      {fee.status === 'paid' && fee.withdrawn && currentRound === 0 && (
        <Button size="small" danger onClick={() => setActing('refund')}>
          <Trans>Refund</Trans>
        </Button>
      )}
      <FeeReasonDialog
        acting={acting && { kind: acting, name: fee.teamName, amount: fee.amount, currency: fee.currency }}
        saving={confirm.isPending || refund.isPending}
        onCancel={() => setActing(null)}
        onSubmit={act}
      />
    </Flex>
  );
}
