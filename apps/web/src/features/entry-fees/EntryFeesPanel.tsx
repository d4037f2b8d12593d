import { Alert, Button, Card, Flex, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { entryFeeStatusNames, formatMoney, type EntryFeeStatus, type ManagedEntryFee, type Tournament } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useCheckEntryFeeOrder, useConfirmEntryFee, useEntryFees, useRefundEntryFee } from '../../api/entry-fees.js';
import { useToasts } from '../notify/useToasts.js';

const statusColours: Record<EntryFeeStatus, string> = { awaiting_payment: 'gold', paid: 'green', refunded: 'default' };

/** A registration's fee status; nothing for an entry without a fee (added by the organiser, or a free registration). */
export function EntryFeeTag({ status }: { status: EntryFeeStatus | undefined }) {
  return status ? <Tag color={statusColours[status]}>{entryFeeStatusNames[status]}</Tag> : null;
}

/** How the fee was paid, in a line: online (the provider's status), or in hand, by whom and why. */
function howPaid(fee: ManagedEntryFee): string {
  const refund = fee.refunds[0];
  const refunded = refund ? ` · refund ${refund.inHand ? 'given in hand' : refund.status}: ${refund.reason}` : '';
  if (fee.paidHow === 'organiser') return `In hand, confirmed by ${fee.confirmedBy ?? 'a former organiser'}: ${fee.confirmReason ?? ''}${refunded}`;
  if (fee.paidHow === 'provider') return `Online${refunded}`;
  return fee.order ? `Order ${fee.order.status} (attempt ${fee.order.attempt})` : 'No payment order';
}

type Acting = { kind: 'confirm' | 'refund'; fee: ManagedEntryFee } | null;

/**
 * The organiser's view of the entry fees: who paid (online or in hand), who has not (not paired
 * until they do), who was refunded; a payment in hand is confirmed here, and a withdrawn player's
 * fee refunded before round 1.
 */
export function EntryFeesPanel({ tournament }: { tournament: Tournament }) {
  const fees = useEntryFees(tournament.id);
  const confirm = useConfirmEntryFee(tournament.id);
  const refund = useRefundEntryFee(tournament.id);
  const check = useCheckEntryFeeOrder(tournament.id);
  const toasts = useToasts();
  const [acting, setActing] = useState<Acting>(null);

  const charges = tournament.entryFee !== null && tournament.entryFee > 0;
  if (!charges && (fees.data?.length ?? 0) === 0) return null;

  const columns: ColumnsType<ManagedEntryFee> = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Rating', dataIndex: 'rating', align: 'right', width: 70 },
    { title: 'Fee', key: 'amount', align: 'right', width: 90, render: (_: unknown, f) => formatMoney(f.amount, f.currency) },
    { title: 'Status', key: 'status', width: 140, render: (_: unknown, f) => <EntryFeeTag status={f.status} /> },
    { title: 'Paid', key: 'how', render: (_: unknown, f) => howPaid(f) },
    {
      title: '',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, f) => (
        <Flex gap={6}>
          {f.status === 'awaiting_payment' && f.order?.outcome === 'pending' && (
            <Button
              size="small"
              loading={check.isPending && check.variables === f.order.orderId}
              onClick={() =>
                void check.mutateAsync(f.order?.orderId ?? '').then(
                  (answer) => toasts.success(answer.data.status === 'paid' ? `${f.name} has paid` : `${f.name} has not paid yet`),
                  (error: unknown) => toasts.error(error),
                )
              }
            >
              Check payment
            </Button>
          )}
          {f.status === 'awaiting_payment' && (
            <Button size="small" onClick={() => setActing({ kind: 'confirm', fee: f })}>
              Paid in hand
            </Button>
          )}
          {f.status === 'paid' && f.withdrawn && tournament.currentRound === 0 && (
            <Button size="small" danger onClick={() => setActing({ kind: 'refund', fee: f })}>
              Refund
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const act = ({ reason }: { reason: string }) => {
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
    <Card size="small" title="Entry fees">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {awaiting > 0
            ? `${awaiting} registration${awaiting === 1 ? '' : 's'} awaiting payment: not in the player list and not paired until paid.`
            : 'Every registration is paid.'}
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
          locale={{ emptyText: 'No registrations with an entry fee yet.' }}
        />
      </Flex>
      <Modal
        open={acting !== null}
        title={acting?.kind === 'confirm' ? `${acting.fee.name} paid in hand` : `Refund ${acting?.fee.name ?? ''}'s entry fee`}
        footer={null}
        onCancel={() => setActing(null)}
        destroyOnHidden
      >
        <Form<{ reason?: string }> layout="vertical" onFinish={({ reason }) => act({ reason: reason ?? '' })}>
          <Form.Item label="Reason (recorded with your name)" name="reason">
            <Input.TextArea rows={2} maxLength={500} placeholder={acting?.kind === 'confirm' ? 'Cash at the hall, receipt 17' : 'Withdrew before round 1'} />
          </Form.Item>
          <Button type="primary" htmlType="submit" danger={acting?.kind === 'refund'} loading={confirm.isPending || refund.isPending}>
            {acting?.kind === 'confirm' ? 'Confirm payment' : `Refund ${acting ? formatMoney(acting.fee.amount, acting.fee.currency) : ''}`}
          </Button>
        </Form>
      </Modal>
    </Card>
  );
}
