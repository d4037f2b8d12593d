import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MyRegistration, RegistrationState, Tournament } from '@kingside/contract';
import { useEntryFeeOrder, usePayEntryFee } from '../../api/entry-fees.js';
import { useSession } from '../auth/session.js';
import { RegistrationPanel } from '../entry-fees/RegistrationPanel.js';
import { useToasts } from '../notify/useToasts.js';
import { InlineSignUp } from './InlineSignUp.js';
import { placesLine } from './placesLine.js';
import { RegistrationForm } from './RegistrationForm.js';
import { stateNames } from './registrationWords.js';
import { useMyRegistration, useRegister, useRegistrationInfo, useWithdrawRegistration } from '../../api/registration.js';
import { registrationKeys } from '../../api/query-keys/registration.js';

const stateColours: Record<RegistrationState, string> = {
  registered: 'green',
  confirmed: 'green',
  awaiting_approval: 'blue',
  waiting_list: 'orange',
  awaiting_payment: 'gold',
  withdrawn: 'default',
  declined: 'red',
};

const stateHelp: Record<RegistrationState, MessageDescriptor> = {
  registered: msg`You are in the field.`,
  confirmed: msg`The organiser confirmed your entry: you are in the field.`,
  awaiting_approval: msg`The organiser approves every entry; you will be in the field once they do.`,
  waiting_list: msg`The field is full. You get a place when one frees, in the order players registered.`,
  awaiting_payment: msg`Your place is kept; you are in the field once the entry fee is paid.`,
  withdrawn: msg`You withdrew from this tournament.`,
  declined: msg`The organiser declined your registration.`,
};

function MyState({ tournament, mine }: { tournament: Tournament; mine: MyRegistration }) {
  const withdraw = useWithdrawRegistration(tournament.id);
  const toasts = useToasts();
  const { t } = useLingui();
  const position = mine.position;
  const label = mine.state === 'waiting_list' ? t`Waiting list: number ${position}` : t(stateNames[mine.state]);
  return (
    <Flex vertical gap={8}>
      <Alert
        type={mine.state === 'declined' ? 'warning' : 'info'}
        showIcon
        title={
          <span>
            <Trans>
              Your registration: <Tag color={stateColours[mine.state]}>{label}</Tag>
            </Trans>
          </span>
        }
        description={t(stateHelp[mine.state])}
        action={
          mine.canWithdraw && (
            <Popconfirm
              title={t`Withdraw from this tournament?`}
              okText={t`Withdraw`}
              onConfirm={() =>
                withdraw.mutateAsync(undefined).then(
                  (answer) => toasts.success(answer.message),
                  (error: unknown) => toasts.error(error),
                )
              }
            >
              <Button size="small" danger loading={withdraw.isPending}>
                <Trans>Withdraw</Trans>
              </Button>
            </Popconfirm>
          )
        }
      />
      {/* The entry fee's own panel: what is paid, the payment button, the return from the payment page. */}
      {mine.entryId !== null && tournament.entryFee !== null && tournament.entryFee > 0 && <RegistrationPanel tournament={tournament} />}
    </Flex>
  );
}

/**
 * On a tournament's public page while it takes registrations: a new visitor signs up here, a signed-in
 * player registers (rating-list record, the details asked, the fee) and then sees where their
 * registration stands, and may withdraw it before round 1.
 */
export default function RegistrationBox({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const { user } = useSession();
  const info = useRegistrationInfo(tournament.id);
  const mine = useMyRegistration(tournament.id, user !== null);
  const register = useRegister(tournament.id);
  const pay = usePayEntryFee(tournament.id);
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [wants, setWants] = useState(false);
  // Back from the payment page (the entry-fee panel asks how it went, same query): once paid, the state changes.
  const paid = useEntryFeeOrder(tournament.id, user !== null ? params.get('entryFeeOrder') : null).data?.data.status === 'paid';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: registrationKeys.all(tournament.id) });
  }, [paid, queryClient, tournament.id]);

  const data = info.data;
  if (!tournament.enable_registration || !data) return null;
  const own = mine.data ?? null;
  const placesTaken = placesLine(data);
  const places = data.approval === 'organiser' ? t`${placesTaken} · entries approved by the organiser` : placesTaken;
  const again = own === null || own.state === 'declined' || (own.state === 'withdrawn' && own.entryId === null);

  const registerNow = (body: Parameters<typeof register.mutateAsync>[0]) =>
    register.mutateAsync(body).then(
      async (answer) => {
        toasts.success(answer.message);
        setWants(false);
        // With an entry fee, straight on to paying it (the provider's page brings the player back here).
        if (answer.data.state === 'awaiting_payment' && answer.data.entryId) {
          const fee = await pay.mutateAsync(answer.data.entryId);
          if (fee.data.order?.paymentUrl) window.location.assign(fee.data.order.paymentUrl);
        }
      },
      (error: unknown) => toasts.error(error),
    );

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} aria-label={t`Registration`} role="region">
      <Typography.Text type="secondary">{data.takesRegistrations ? t`Registration is open · ${places}` : t`Registration is closed`}</Typography.Text>
      {own && <MyState tournament={tournament} mine={own} />}
      {data.takesRegistrations && again && !wants && (
        <Button type="primary" size="large" block onClick={() => setWants(true)}>
          <Trans>Register</Trans>
        </Button>
      )}
      {data.takesRegistrations && again && wants && user === null && (
        <Card size="small" title={t`Your player account`}>
          <InlineSignUp />
        </Card>
      )}
      {data.takesRegistrations && again && wants && user !== null && mine.isSuccess && (
        <RegistrationForm info={data} busy={register.isPending || pay.isPending} onRegister={(body) => void registerNow(body)} />
      )}
    </Flex>
  );
}
