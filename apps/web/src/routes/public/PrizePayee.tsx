import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();

  if (form.isPending) return <Spinner />;
  if (form.isError) return <Result status="warning" title={t`This link cannot be used`} subTitle={form.error.message} />;
  const data = form.data;
  const until = dayOf(data.expiresAt);
  const masked = data.payee?.masked;

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
    <PageFrame title={t`Your prize`} subtitle={`${data.playerName} · ${data.tournamentName}`}>
      <Card size="small">
        <List
          size="small"
          dataSource={data.prizes}
          renderItem={(p) => {
            const category = p.categoryName;
            const place = p.place;
            const amount = formatMoney(p.amount, p.currency);
            return (
              <List.Item>
                <Trans>
                  {category}, place {place}: <strong>{amount}</strong>
                </Trans>
              </List.Item>
            );
          }}
        />
      </Card>
      {data.payee && (
        <Alert
          type={saved ? 'success' : 'info'}
          title={t`The organiser will pay to ${masked}`}
          description={t`Only the end of it is shown. Give your details again below to change them.`}
        />
      )}
      <Card size="small" title={t`Where should the money go?`} style={{ maxWidth: 520 }}>
        <Form<PayeeValues> form={fields} layout="vertical" initialValues={{ kind: 'upi', name: data.playerName }} onFinish={(values) => void submit(values)}>
          <PayeeFields />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          <Trans>Your details are stored encrypted and shown to the organiser only in part. This link works until {until}.</Trans>
        </Typography.Paragraph>
      </Card>
    </PageFrame>
  );
}
