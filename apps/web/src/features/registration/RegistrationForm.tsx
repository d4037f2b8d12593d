import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney, type AskableField, type RatedPlayer, type RegisterPlayerBody, type RegistrationInfo } from '@kingside/contract';
import { valuesOfRatedPlayer } from '../players/playerForm.js';
import { RatedSelfFinder } from './RatedSelfFinder.js';
import { askedInput } from './askedInput.js';
import { recordLine } from './recordLine.js';
import { fieldNames } from './registrationWords.js';

type Values = Partial<Record<AskableField, string | number>> & { rating?: number };

/** The details a rating-list record gives: the form does not ask for them again. */
const fromRecord: readonly AskableField[] = ['fideId', 'title', 'federation', 'sex', 'birthDate'];

/** Blank answers are left out: every asked field is optional for the player. */
function bodyOf(values: Values, record: RatedPlayer | null): RegisterPlayerBody {
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''));
  if (!record) return { ...given, rating: values.rating ?? 0 };
  const known = valuesOfRatedPlayer(record, 'standard');
  return {
    ...given,
    fideId: record.fideId,
    rating: known.rating ?? 0,
    title: known.title ?? undefined,
    federation: known.federation,
    sex: known.sex ?? undefined,
    birthDate: known.birthDate,
  };
}

/**
 * The registration itself: the player's rating-list record, found and confirmed (or none), the details
 * the organiser asks for, and the button, which says what happens next (a waiting list, a payment).
 */
export function RegistrationForm({ info, busy, onRegister }: { info: RegistrationInfo; busy: boolean; onRegister: (body: RegisterPlayerBody) => void }) {
  const { t } = useLingui();
  const [record, setRecord] = useState<RatedPlayer | null>(null);
  const [noRecord, setNoRecord] = useState(false);
  const asked = info.askedFields.filter((field) => !(record && fromRecord.includes(field)));
  const full = info.cap !== null && (info.placesTaken >= info.cap || info.waiting > 0);
  // Under approval the fee is paid once the organiser lets the player in, not before.
  const fee = info.fee ? formatMoney(info.fee.amount, info.fee.currency) : null;
  const action = full
    ? t`Join the waiting list`
    : info.approval === 'organiser'
      ? t`Ask the organiser to register me`
      : fee
        ? t`Register and pay ${fee}`
        : t`Register`;

  return (
    <Card size="small" title={t`Register for this tournament`}>
      <Flex vertical gap={12}>
        {record ? (
          <Alert
            type="success"
            showIcon
            title={t`Your rating-list record`}
            description={recordLine(record)}
            action={
              <Button size="small" onClick={() => setRecord(null)}>
                <Trans>Not me</Trans>
              </Button>
            }
          />
        ) : noRecord ? (
          <Typography.Text type="secondary">
            <Trans>
              Registering without a rating-list record.{' '}
              <Button type="link" size="small" onClick={() => setNoRecord(false)}>
                Find my record
              </Button>
            </Trans>
          </Typography.Text>
        ) : (
          <>
            <RatedSelfFinder
              onConfirm={(p) => {
                setRecord(p);
                setNoRecord(false);
              }}
            />
            <Button type="link" onClick={() => setNoRecord(true)} style={{ alignSelf: 'flex-start', padding: 0 }}>
              <Trans>I am not on the FIDE rating list</Trans>
            </Button>
          </>
        )}
        {(record || noRecord) && (
          <Form<Values> name="registration" layout="vertical" requiredMark={false} onFinish={(values) => onRegister(bodyOf(values, record))}>
            {!record && (
              <Form.Item label={t`Rating (if you have one)`} name="rating">
                <InputNumber min={0} max={3500} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            )}
            {asked.map((field) => {
              const detail = t(fieldNames[field]);
              return (
                <Form.Item key={field} label={t`${detail} (optional)`} name={field}>
                  {askedInput(field)}
                </Form.Item>
              );
            })}
            <Button type="primary" htmlType="submit" block loading={busy}>
              {action}
            </Button>
          </Form>
        )}
      </Flex>
    </Card>
  );
}
