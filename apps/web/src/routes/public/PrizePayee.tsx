import { Alert, Button, Card, Form, List, Result, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatMoney } from '@kingside/contract';
import { usePayeeForm, useSavePayeeByLink } from '../../api/payouts.js';
import { showFieldError } from '../../features/auth/fieldErrors.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { useToasts } from '../../features/notify/useToasts.js';
import { PayeeFields } from '../../features/payouts/PayeeFields.js';
import { PAYEE_FIELDS, payeeBody, type PayeeValues } from '../../features/payouts/payouts.js';
import { dayOf } from '../../features/format/format.js';

/** /prize-payee/{token}: a winner, from the link the organiser mailed, says where their prize money goes. */
export default function PrizePayee() {
  const { token = '' } = useParams();
  const form = usePayeeForm(token);
  const save = useSavePayeeByLink(token);
  const toasts = useToasts();
  const [fields] = Form.useForm<PayeeValues>();
  const [saved, setSaved] = useState(false);

  if (form.isPending) return <Spinner />;
  if (form.isError) return <Result status="warning" title="This link cannot be used" subTitle={form.error.message} />;
  const data = form.data;

  const submit = async (values: PayeeValues) => {
    try {
      const answer = await save.mutateAsync(payeeBody(values));
      toasts.success(answer.message);
      setSaved(true);
    } catch (error) {
      toasts.error(error);
      showFieldError(fields, error, PAYEE_FIELDS);
    }
  };

  return (
    <PageFrame title="Your prize" subtitle={`${data.playerName} · ${data.tournamentName}`}>
      <Card size="small">
        <List
          size="small"
          dataSource={data.prizes}
          renderItem={(p) => (
            <List.Item>
              {p.categoryName}, place {p.place}: <strong>{formatMoney(p.amount, p.currency)}</strong>
            </List.Item>
          )}
        />
      </Card>
      {data.payee && (
        <Alert
          type={saved ? 'success' : 'info'}
          title={`The organiser will pay to ${data.payee.masked}`}
          description="Only the end of it is shown. Give your details again below to change them."
        />
      )}
      <Card size="small" title="Where should the money go?" style={{ maxWidth: 520 }}>
        <Form<PayeeValues> form={fields} layout="vertical" initialValues={{ kind: 'upi', name: data.playerName }} onFinish={(values) => void submit(values)}>
          <PayeeFields />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Your details are stored encrypted and shown to the organiser only in part. This link works until {dayOf(data.expiresAt)}.
        </Typography.Paragraph>
      </Card>
    </PageFrame>
  );
}
