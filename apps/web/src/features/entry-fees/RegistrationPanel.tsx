import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber } from 'antd';
import { useEffect, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney, type EntryFee, type RegisterPlayerBody, type Tournament } from '@kingside/contract';
import { ApiRequestError, messageOf } from '../../api/client.js';
import { useEntryFeeOrder, useMyEntryFee, usePayEntryFee, useRegisterFree, useRegisterWithFee } from '../../api/entry-fees.js';
import { refreshEntriesAndRounds } from '../../api/players.js';
import { useSession } from '../auth/session.js';
import { useToasts } from '../notify/useToasts.js';

interface Values {
  rating?: number;
  fideId?: number;
  federation?: string;
  club?: string;
}

const bodyOf = (values: Values): RegisterPlayerBody => ({
  rating: values.rating ?? 0,
  fideId: values.fideId,
  federation: values.federation?.trim() || undefined,
  club: values.club?.trim() || undefined,
});

/** The provider's payment page (the sandbox's sends the player straight back here). */
const goPay = (fee: EntryFee) => {
  if (fee.order?.paymentUrl) window.location.assign(fee.order.paymentUrl);
};

/**
 * On a tournament's page: a signed-in player registers themselves while registration is open and,
 * when the tournament charges an entry fee, pays it on the provider's page. Coming back (the
 * address names the order), the page asks how the payment went until it settles.
 */
export function RegistrationPanel({ tournament }: { tournament: Tournament }) {
  const view = useRegistrationView(tournament);
  return view === null ? null : <div style={{ marginBottom: 16 }}>{view}</div>;
}

function useRegistrationView(tournament: Tournament): ReactElement | null {
  const { t } = useLingui();
  const { user } = useSession();
  const [params] = useSearchParams();
  const charges = tournament.entryFee !== null && tournament.entryFee > 0;
  const open = tournament.enable_registration && tournament.currentRound === 0 && tournament.finishedAt === null;
  const mine = useMyEntryFee(tournament.id, user !== null && charges);
  const returned = useEntryFeeOrder(tournament.id, user !== null ? params.get('entryFeeOrder') : null);
  const registerWithFee = useRegisterWithFee(tournament.id);
  const registerFree = useRegisterFree(tournament.id);
  const pay = usePayEntryFee(tournament.id);
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const settled = (returned.data?.data ?? mine.data)?.status;
  // Paid while the page was open: the player list and the count now include the player (once per change of status).
  useEffect(() => {
    if (settled === 'paid') void refreshEntriesAndRounds(queryClient, tournament.id);
  }, [settled, queryClient, tournament.id]);

  if (user === null) {
    if (!open) return null;
    return (
      <Alert
        type="info"
        showIcon
        title={t`Registration is open`}
        description={
          <span>
            {charges ? (
              <Trans>
                <Link to="/sign-in">Sign in</Link> to register; the entry fee is paid online when you register.
              </Trans>
            ) : (
              <Trans>
                <Link to="/sign-in">Sign in</Link> to register.
              </Trans>
            )}
          </span>
        }
      />
    );
  }

  const fee = returned.data?.data ?? mine.data;
  if (fee)
    return (
      <FeeStatus
        fee={fee}
        message={returned.data?.message}
        paying={pay.isPending}
        onPay={() =>
          pay.mutateAsync(fee.entryId).then(
            (answer) => goPay(answer.data),
            (error: unknown) => toasts.error(error),
          )
        }
      />
    );
  const none = !charges || (mine.isError && mine.error instanceof ApiRequestError && mine.error.status === 404);
  if (!open || !none) return mine.isError && !none ? <Alert type="error" showIcon title={messageOf(mine.error)} /> : null;

  const submit = (values: Values) =>
    charges
      ? registerWithFee.mutateAsync(bodyOf(values)).then(
          (answer) => {
            toasts.success(answer.message);
            goPay(answer.data);
          },
          (error: unknown) => toasts.error(error),
        )
      : registerFree.mutateAsync(bodyOf(values)).then(
          (answer) => toasts.success(answer.message),
          (error: unknown) => toasts.error(error),
        );

  return (
    <Card size="small" title={t`Register for this tournament`}>
      <Form<Values> layout="inline" onFinish={(values) => void submit(values)}>
        <Form.Item label={t`Rating`} name="rating">
          <InputNumber min={0} max={3500} precision={0} />
        </Form.Item>
        <Form.Item label={t`FIDE id`} name="fideId">
          <InputNumber min={1} precision={0} controls={false} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label={t`Federation`} name="federation">
          <Input maxLength={3} style={{ width: 72 }} placeholder="IND" />
        </Form.Item>
        <Form.Item label={t`Club`} name="club">
          <Input maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={registerWithFee.isPending || registerFree.isPending}>
          {charges ? <Trans>Register and pay the entry fee</Trans> : <Trans>Register</Trans>}
        </Button>
      </Form>
    </Card>
  );
}

function FeeStatus({ fee, message, paying, onPay }: { fee: EntryFee; message?: string; paying: boolean; onPay: () => void }) {
  const { t } = useLingui();
  const amount = formatMoney(fee.amount, fee.currency);
  if (fee.status === 'paid') return <Alert type="success" showIcon title={t`You are registered: your entry fee of ${amount} is paid.`} />;
  if (fee.status === 'refunded') return <Alert type="info" showIcon title={t`Your entry fee of ${amount} was refunded.`} />;
  const outcome = fee.order?.outcome;
  const payButton = (
    <Button type="primary" loading={paying} onClick={onPay}>
      {outcome === 'failure' ? t`Pay ${amount} again` : t`Pay ${amount}`}
    </Button>
  );
  if (outcome === 'failure')
    return <Alert type="warning" showIcon title={message ?? t`The payment did not go through: your registration still awaits payment.`} action={payButton} />;
  if (outcome === 'pending' && message !== undefined) return <Alert type="info" showIcon title={t`Confirming your payment with the payment provider…`} />;
  return <Alert type="info" showIcon title={t`Your registration awaits payment of ${amount}: you are paired once it is paid.`} action={payButton} />;
}
