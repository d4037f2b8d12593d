import { Form, Modal, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type WinnerPayout } from '@kingside/contract';
import { useSavePayee } from '../../api/payouts.js';
import { showFieldError } from '../auth/fieldErrors.js';
import { useToasts } from '../notify/useToasts.js';
import { PayeeFields } from './PayeeFields.js';
import { PAYEE_FIELDS, payeeBody, type PayeeValues } from './payouts.js';

/** The prize a payee is asked for, and what is on file for it (masked). */
function PrizeLine({ winner }: { winner: WinnerPayout }) {
  const category = winner.categoryName;
  const place = winner.place;
  const amount = formatMoney(winner.amount, winner.currency);
  const masked = winner.payee?.masked;
  return masked ? (
    <Trans>
      {category}, place {place}: {amount}. On file: {masked}; saving replaces it.
    </Trans>
  ) : (
    <Trans>
      {category}, place {place}: {amount}.
    </Trans>
  );
}

/** The organiser types a winner's payee details; what is on file is never shown back, only its mask. */
export function PayeeDialog({ tournamentId, winner, onClose }: { tournamentId: string; winner: WinnerPayout | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSavePayee(tournamentId);
  const toasts = useToasts();
  const [form] = Form.useForm<PayeeValues>();

  const winnerName = winner?.name;
  const submit = async (values: PayeeValues) => {
    if (!winner) return;
    try {
      const answer = await save.mutateAsync({ winnerId: winner.winnerId, body: payeeBody(values) });
      toasts.success(answer.message);
      onClose();
    } catch (error) {
      toasts.error(error);
      showFieldError(form, error, PAYEE_FIELDS);
    }
  };

  return (
    <Modal
      open={winner !== null}
      title={winner ? t`Payee details of ${winnerName}` : ''}
      okText={t`Save`}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {winner && (
        <Form<PayeeValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ kind: 'upi', name: winner.name }}
          onFinish={(values) => void submit(values)}
        >
          <Typography.Paragraph type="secondary">
            <PrizeLine winner={winner} />
          </Typography.Paragraph>
          <PayeeFields />
        </Form>
      )}
    </Modal>
  );
}
