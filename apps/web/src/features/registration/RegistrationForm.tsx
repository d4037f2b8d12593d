import { Alert, Button, Card, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  askableFieldNames,
  formatMoney,
  playerTitles,
  type AskableField,
  type RatedPlayer,
  type RegisterPlayerBody,
  type RegistrationInfo,
} from '@kingside/contract';
import { valuesOfRatedPlayer } from '../players/playerForm.js';
import { RatedSelfFinder, recordLine } from './RatedSelfFinder.js';

type Values = Partial<Record<AskableField, string | number>> & { rating?: number };

/** The details a rating-list record gives: the form does not ask for them again. */
const fromRecord: readonly AskableField[] = ['fideId', 'title', 'federation', 'sex', 'birthDate'];

function askedInput(field: AskableField) {
  switch (field) {
    case 'fideId':
      return <InputNumber min={1} precision={0} controls={false} style={{ width: '100%' }} />;
    case 'title':
      return <Select allowClear options={playerTitles.map((t) => ({ value: t, label: t }))} />;
    case 'sex':
      return (
        <Select
          allowClear
          options={[
            { value: 'm', label: 'Man' },
            { value: 'w', label: 'Woman' },
          ]}
        />
      );
    case 'federation':
      return <Input maxLength={3} placeholder="IND" />;
    case 'birthDate':
      return <Input placeholder="YYYY-MM-DD" />;
    case 'phone':
      return <Input type="tel" inputMode="tel" autoComplete="tel" />;
    default:
      return <Input />;
  }
}

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
  const [record, setRecord] = useState<RatedPlayer | null>(null);
  const [noRecord, setNoRecord] = useState(false);
  const asked = info.askedFields.filter((field) => !(record && fromRecord.includes(field)));
  const full = info.cap !== null && (info.placesTaken >= info.cap || info.waiting > 0);
  // Under approval the fee is paid once the organiser lets the player in, not before.
  const action = full
    ? 'Join the waiting list'
    : info.approval === 'organiser'
      ? 'Ask the organiser to register me'
      : info.fee
        ? `Register and pay ${formatMoney(info.fee.amount, info.fee.currency)}`
        : 'Register';

  return (
    <Card size="small" title="Register for this tournament">
      <Flex vertical gap={12}>
        {record ? (
          <Alert
            type="success"
            showIcon
            title="Your rating-list record"
            description={recordLine(record)}
            action={
              <Button size="small" onClick={() => setRecord(null)}>
                Not me
              </Button>
            }
          />
        ) : noRecord ? (
          <Typography.Text type="secondary">
            Registering without a rating-list record.{' '}
            <Button type="link" size="small" onClick={() => setNoRecord(false)}>
              Find my record
            </Button>
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
              I am not on the FIDE rating list
            </Button>
          </>
        )}
        {(record || noRecord) && (
          <Form<Values> name="registration" layout="vertical" requiredMark={false} onFinish={(values) => onRegister(bodyOf(values, record))}>
            {!record && (
              <Form.Item label="Rating (if you have one)" name="rating">
                <InputNumber min={0} max={3500} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            )}
            {asked.map((field) => (
              <Form.Item key={field} label={`${askableFieldNames[field]} (optional)`} name={field}>
                {askedInput(field)}
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" block loading={busy}>
              {action}
            </Button>
          </Form>
        )}
      </Flex>
    </Card>
  );
}
