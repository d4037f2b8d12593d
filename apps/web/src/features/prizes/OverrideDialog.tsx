import { Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { formatMoney, type PrizeWinner } from '@kingside/contract';
import { usePlayers } from '../../api/players.js';
import { useOverrideWinner } from '../../api/prizes.js';
import { showFieldError } from '../auth/fieldErrors.js';
import { useToasts } from '../notify/useToasts.js';
import { toMajor, toMinor } from './prizes.js';

interface OverrideValues {
  playerId: string;
  amount: number;
  reason: string;
}

const FIELDS = ['playerId', 'amount', 'reason'] as const;

/** Give an award to another player or another amount; the reason is required and kept in the change log. */
export function OverrideDialog({ tournamentId, winner, onClose }: { tournamentId: string; winner: PrizeWinner | null; onClose: () => void }) {
  const players = usePlayers(tournamentId);
  const override = useOverrideWinner(tournamentId);
  const toasts = useToasts();
  const [form] = Form.useForm<OverrideValues>();

  const submit = async (values: OverrideValues) => {
    if (!winner) return;
    const amount = toMinor(values.amount);
    try {
      const answer = await override.mutateAsync({
        winnerId: winner.id,
        body: {
          ...(values.playerId !== winner.playerId ? { playerId: values.playerId } : {}),
          ...(amount !== winner.amount ? { amount } : {}),
          reason: values.reason,
        },
      });
      toasts.success(answer.message);
      onClose();
    } catch (error) {
      toasts.error(error);
      showFieldError(form, error, FIELDS);
    }
  };

  return (
    <Modal
      open={winner !== null}
      title={winner ? `Change ${winner.place}. ${winner.categoryName}` : ''}
      okText="Change prize"
      confirmLoading={override.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {winner && (
        <Form<OverrideValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ playerId: winner.playerId, amount: toMajor(winner.amount), reason: '' }}
          onFinish={(values) => void submit(values)}
        >
          <Typography.Paragraph type="secondary">
            Now: {winner.name}, {formatMoney(winner.amount, winner.currency)}. {winner.explanation}
          </Typography.Paragraph>
          <Form.Item name="playerId" label="Player" rules={[{ required: true }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={players.isPending}
              options={(players.data ?? []).map((p) => ({ value: p.uuid, label: `${p.pairingNumber}. ${p.name}` }))}
            />
          </Form.Item>
          <Form.Item name="amount" label={`Amount (${winner.currency})`} rules={[{ required: true, message: 'Give the amount' }]}>
            <InputNumber<number> min={0.01} precision={2} step={100} inputMode="decimal" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="reason" label="Reason" rules={[{ required: true, min: 3, whitespace: true, message: 'Give the reason for the change' }]}>
            <Input.TextArea rows={2} maxLength={500} placeholder="e.g. Arbiter's decision after appeal" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
