import { useLingui } from '@lingui/react/macro';
import { Button, Form, Input, Modal } from 'antd';
import { formatMoney, type Currency } from '@kingside/contract';

export interface FeeAction {
  kind: 'confirm' | 'refund';
  /** The player's or the team's name. */
  name: string;
  amount: number;
  currency: Currency;
}

/** Asks the reason an organiser confirms a fee paid in hand or refunds one; the server records it beside their name. */
export function FeeReasonDialog({
  acting,
  saving,
  onCancel,
  onSubmit,
}: {
  acting: FeeAction | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useLingui();
  const name = acting?.name ?? '';
  const amount = acting ? formatMoney(acting.amount, acting.currency) : '';
  return (
    <Modal
      open={acting !== null}
      title={acting?.kind === 'confirm' ? t`${name} paid in hand` : t`Refund ${name}'s entry fee`}
      footer={null}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<{ reason?: string }> layout="vertical" onFinish={({ reason }) => onSubmit(reason ?? '')}>
        <Form.Item label={t`Reason (recorded with your name)`} name="reason">
          <Input.TextArea rows={2} maxLength={500} placeholder={acting?.kind === 'confirm' ? t`Cash at the hall, receipt 17` : t`Withdrew before round 1`} />
        </Form.Item>
        <Button type="primary" htmlType="submit" danger={acting?.kind === 'refund'} loading={saving}>
          {acting?.kind === 'confirm' ? t`Confirm payment` : t`Refund ${amount}`}
        </Button>
      </Form>
    </Modal>
  );
}
