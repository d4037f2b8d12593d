import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatMoney, type EntryFeeStatus, type ManagedEntryFee, type Tournament } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useCheckEntryFeeOrder, useConfirmEntryFee, useEntryFees, useRefundEntryFee } from '../../api/entry-fees.js';
import { useToasts } from '../notify/useToasts.js';
import { FeeReasonDialog } from './FeeReasonDialog.js';
import { howPaid } from './howPaid.js';

const statusColours: Record<EntryFeeStatus, string> = { awaiting_payment: 'gold', paid: 'green', refunded: 'default' };
const statusNames: Record<EntryFeeStatus, MessageDescriptor> = { awaiting_payment: msg`Awaiting payment`, paid: msg`Paid`, refunded: msg`Refunded` };

/** A registration's fee status; nothing for an entry without a fee (added by the organiser, or a free registration). */
export function EntryFeeTag({ status }: { status: EntryFeeStatus | undefined }) {
  const { t } = useLingui();
  return status ? <Tag color={statusColours[status]}>{t(statusNames[status])}</Tag> : null;
}

type Acting = { kind: 'confirm' | 'refund'; fee: ManagedEntryFee } | null;

/**
 * The organiser's view of the entry fees: who paid (online or in hand), who has not (not paired
 * until they do), who was refunded; a payment in hand is confirmed here, and a withdrawn player's
 * fee refunded before round 1.
 */
export function EntryFeesPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const fees = useEntryFees(tournament.id);
  const confirm = useConfirmEntryFee(tournament.id);
  const refund = useRefundEntryFee(tournament.id);
  const check = useCheckEntryFeeOrder(tournament.id);
  const toasts = useToasts();
  const [acting, setActing] = useState<Acting>(null);

  const charges = tournament.entryFee !== null && tournament.entryFee > 0;
  if (!charges && (fees.data?.length ?? 0) === 0) return null;

  const columns: ColumnsType<ManagedEntryFee> = [
    { title: t`Name`, dataIndex: 'name' },
    { title: t`Rating`, dataIndex: 'rating', align: 'right', width: 70 },
    { title: t`Fee`, key: 'amount', align: 'right', width: 90, render: (_: unknown, f) => formatMoney(f.amount, f.currency) },
    { title: t`Status`, key: 'status', width: 140, render: (_: unknown, f) => <EntryFeeTag status={f.status} /> },
    { title: t`Paid`, key: 'how', render: (_: unknown, f) => howPaid(f) },
    {
      title: '',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, f) => {
        const name = f.name;
        return (
          <Flex gap={6}>
            {f.status === 'awaiting_payment' && f.order?.outcome === 'pending' && (
              <Button
                size="small"
                loading={check.isPending && check.variables === f.order.orderId}
                onClick={() =>
                  void check.mutateAsync(f.order?.orderId ?? '').then(
                    (answer) => toasts.success(answer.data.status === 'paid' ? t`${name} has paid` : t`${name} has not paid yet`),
                    (error: unknown) => toasts.error(error),
                  )
                }
              >
                <Trans>Check payment</Trans>
              </Button>
            )}
            {f.status === 'awaiting_payment' && (
              <Button size="small" onClick={() => setActing({ kind: 'confirm', fee: f })}>
                <Trans>Paid in hand</Trans>
              </Button>
            )}
            {f.status === 'paid' && f.withdrawn && tournament.currentRound === 0 && (
              <Button size="small" danger onClick={() => setActing({ kind: 'refund', fee: f })}>
                <Trans>Refund</Trans>
              </Button>
            )}
          </Flex>
        );
      },
    },
  ];

  const act = (reason: string) => {
    if (!acting) return;
    const mutation = acting.kind === 'confirm' ? confirm : refund;
    void mutation.mutateAsync({ entryId: acting.fee.entryId, reason }).then(
      (answer) => {
        toasts.success(answer.message);
        setActing(null);
      },
      (error: unknown) => toasts.error(error),
    );
  };

  const awaiting = fees.data?.filter((f) => f.status === 'awaiting_payment').length ?? 0;
  return (
    <Card size="small" title={t`Entry fees`}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {awaiting > 0 ? (
            <Plural
              value={awaiting}
              one="# registration awaiting payment: not in the player list and not paired until paid."
              other="# registrations awaiting payment: not in the player list and not paired until paid."
            />
          ) : (
            <Trans>Every registration is paid.</Trans>
          )}
        </Typography.Text>
        {fees.isError && <Alert type="error" showIcon title={messageOf(fees.error)} />}
        <Table<ManagedEntryFee>
          rowKey="entryId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          loading={fees.isPending}
          dataSource={fees.data}
          columns={columns}
          locale={{ emptyText: t`No registrations with an entry fee yet.` }}
        />
      </Flex>
      <FeeReasonDialog
        acting={acting && { kind: acting.kind, name: acting.fee.name, amount: acting.fee.amount, currency: acting.fee.currency }}
        saving={confirm.isPending || refund.isPending}
        onCancel={() => setActing(null)}
        onSubmit={act}
      />
    </Card>
  );
}
