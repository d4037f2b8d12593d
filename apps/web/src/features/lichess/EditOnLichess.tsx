import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { arenaDurations, type LichessTournamentSettings, type UpdateLichessTournamentBody } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useLichessSettings, useUpdateLichessTournament } from '../../api/lichess.js';
import { showFieldError } from '../auth/fieldErrors.js';
import { useToasts } from '../notify/useToasts.js';
import { ClockFields, formFieldOf } from './ClockFields.js';

interface Values {
  name: string;
  clockMinutes: number;
  clockIncrement: number;
  rounds?: number;
  minutes?: number;
  /** `<input type="datetime-local">`: the organiser's local time, to the minute. */
  startsAt: string;
  rated: boolean;
  description?: string;
}

const fields = ['name', 'clockMinutes', 'clockIncrement', 'rounds', 'minutes', 'startsAt', 'rated', 'description'];

/** An ISO instant as a datetime-local value, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function initialValues(settings: LichessTournamentSettings): Values {
  return {
    name: settings.name,
    clockMinutes: settings.clockLimit / 60,
    clockIncrement: settings.clockIncrement,
    rounds: settings.rounds ?? undefined,
    minutes: settings.minutes ?? undefined,
    startsAt: localInput(settings.startsAt),
    rated: settings.rated,
    description: settings.description ?? undefined,
  };
}

/**
 * "Edit on lichess": the tournament's Swiss or Arena changed there (update-lichess-tournament), the form starting from
 * what lichess has now, since lichess takes every field with each edit. The tournament here follows the change.
 */
export function EditOnLichess({ tournamentId }: { tournamentId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Trans>Edit on lichess</Trans>
      </Button>
      {open && <EditOnLichessDialog tournamentId={tournamentId} onClose={() => setOpen(false)} />}
    </>
  );
}

function EditOnLichessDialog({ tournamentId, onClose }: { tournamentId: string; onClose: () => void }) {
  const { t } = useLingui();
  const settings = useLichessSettings(tournamentId, true);
  const update = useUpdateLichessTournament(tournamentId);
  const toasts = useToasts();
  const [form] = Form.useForm<Values>();

  const submit = (values: Values) => {
    const start = settings.data ? localInput(settings.data.startsAt) : '';
    const body: UpdateLichessTournamentBody = {
      name: values.name,
      clockLimit: Math.round(values.clockMinutes * 60),
      clockIncrement: values.clockIncrement,
      rounds: settings.data?.kind === 'swiss' ? values.rounds : undefined,
      minutes: settings.data?.kind === 'arena' ? values.minutes : undefined,
      // Sent only when changed: lichess refuses a start in the past, which a tournament under way has.
      startsAt: values.startsAt && values.startsAt !== start ? new Date(values.startsAt).toISOString() : undefined,
      rated: values.rated,
      description: values.description?.trim() || undefined,
    };
    update.mutate(body, {
      onSuccess: (answer) => {
        toasts.success(answer.message);
        onClose();
      },
      onError: (error) => {
        // Lichess's refusals, like Kingside's, name the field: the message goes under it.
        showFieldError(form, error, fields, formFieldOf);
        toasts.error(error);
      },
    });
  };

  const data = settings.data;
  const roundsStarted = data?.roundsStarted ?? 0;
  return (
    <Modal
      open
      title={t`Edit on lichess`}
      onCancel={onClose}
      okText={t`Save on lichess`}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !data, loading: update.isPending }}
    >
      {settings.isPending && <Spin />}
      {settings.isError && <Alert type="error" showIcon title={t`Lichess could not be read`} description={messageOf(settings.error)} />}
      {data && (
        <Form<Values> form={form} name="edit-on-lichess" layout="vertical" initialValues={initialValues(data)} onFinish={submit}>
          <Form.Item name="name" label={t`Name`} rules={[{ required: true, message: t`Name is required` }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Space wrap>
            <ClockFields />
            {data.kind === 'swiss' ? (
              <Form.Item name="rounds" label={t`Rounds`} extra={roundsStarted > 0 ? t`${roundsStarted} under way: no fewer` : undefined}>
                <InputNumber min={Math.max(3, data.roundsStarted)} max={100} />
              </Form.Item>
            ) : (
              <Form.Item name="minutes" label={t`Duration (minutes)`}>
                <Select style={{ width: 120 }} options={arenaDurations.map((m) => ({ value: m, label: String(m) }))} />
              </Form.Item>
            )}
          </Space>
          <Form.Item name="startsAt" label={t`Starts at`}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="rated" valuePropName="checked">
            <Checkbox>
              <Trans>Rated</Trans>
            </Checkbox>
          </Form.Item>
          <Form.Item
            name="description"
            label={t`Description`}
            extra={
              data.kind === 'swiss'
                ? t`Lichess does not show a Swiss’s description to Kingside, so this starts empty: a description typed here replaces lichess’s.`
                : undefined
            }
          >
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
