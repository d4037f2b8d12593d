import { Alert, Button, Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { lichessVariants, minRatings, swissRoundIntervals, type CreateLichessTournamentBody } from '@kingside/contract';
import { createLichessTournament, useLichessTeams } from '../../api/lichess.js';
import { showFieldError } from '../auth/fieldErrors.js';
import { useToasts } from '../notify/useToasts.js';
import { ClockFields, formFieldOf } from './ClockFields.js';

interface Values {
  kind: 'swiss' | 'arena';
  name: string;
  teamId?: string;
  clockMinutes: number;
  clockIncrement: number;
  rounds?: number;
  roundInterval?: number;
  minutes?: number;
  /** The date picker's value. */
  startsAt?: { toISOString(): string };
  rated: boolean;
  variant: (typeof lichessVariants)[number];
  description?: string;
  password?: string;
  minRating?: number;
  minRatedGames?: number;
  teamMembersOnly?: boolean;
}

const formFields = [
  'kind',
  'name',
  'teamId',
  'clockMinutes',
  'clockIncrement',
  'rounds',
  'roundInterval',
  'minutes',
  'startsAt',
  'rated',
  'variant',
  'description',
  'password',
  'minRating',
  'minRatedGames',
];

/** A team Swiss or an Arena on lichess, for a connected organiser; lichess's refusals shown by field. */
export function LichessTournamentForm({ lichessUsername }: { lichessUsername: string }) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const toasts = useToasts();
  const teams = useLichessTeams(true);
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form) ?? 'swiss';
  const led = (teams.data?.teams ?? []).filter((team) => team.leader);

  const submit = async (values: Values) => {
    const body: CreateLichessTournamentBody = {
      kind: values.kind,
      name: values.name,
      teamId: values.teamId,
      clockLimit: Math.round(values.clockMinutes * 60),
      clockIncrement: values.clockIncrement,
      rounds: values.kind === 'swiss' ? values.rounds : undefined,
      roundInterval: values.kind === 'swiss' ? values.roundInterval : undefined,
      minutes: values.kind === 'arena' ? values.minutes : undefined,
      startsAt: values.startsAt?.toISOString(),
      rated: values.rated,
      variant: values.variant,
      description: values.description || undefined,
      password: values.password || undefined,
      minRating: values.minRating,
      minRatedGames: values.minRatedGames,
      teamMembersOnly: values.kind === 'arena' ? values.teamMembersOnly : undefined,
    };
    setSaving(true);
    try {
      const answer = await createLichessTournament(body);
      toasts.success(answer.message);
      void navigate(`/admin/tournament/${answer.data.tournament_id}`);
    } catch (error) {
      // Lichess's refusals, like Kingside's, name the field: the message goes under it.
      showFieldError(form, error, formFields, formFieldOf);
      toasts.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ kind: 'swiss', clockMinutes: 5, clockIncrement: 3, rounds: 7, roundInterval: -1, minutes: 60, rated: true, variant: 'standard' }}
    >
      <Alert type="success" showIcon message={t`Connected to lichess as ${lichessUsername}`} style={{ marginBottom: 16 }} />
      {teams.isSuccess && led.length === 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t`You lead no team on lichess: create one at lichess.org/team/new to hold a Swiss there (an Arena needs none).`}
        />
      )}
      <Form.Item name="kind" label={t`Format`}>
        <Radio.Group
          options={[
            { value: 'swiss', label: t`Team Swiss` },
            { value: 'arena', label: t`Arena` },
          ]}
        />
      </Form.Item>
      <Form.Item name="name" label={t`Name`} rules={[{ required: true, message: t`Name is required` }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="teamId" label={t`Lichess team`}>
        <Select allowClear placeholder={t`A team you lead`} options={led.map((team) => ({ value: team.id, label: team.name }))} />
      </Form.Item>
      <Space wrap>
        <ClockFields />
        {kind === 'swiss' ? (
          <>
            <Form.Item name="rounds" label={t`Rounds`}>
              <InputNumber min={3} max={100} />
            </Form.Item>
            <Form.Item name="roundInterval" label={t`Between rounds (seconds)`}>
              <Select
                style={{ width: 160 }}
                options={swissRoundIntervals.map((s) => ({ value: s, label: s === -1 ? t`Lichess chooses` : s === 99999999 ? t`Started by hand` : String(s) }))}
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="minutes" label={t`Duration (minutes)`}>
            <InputNumber min={20} max={720} />
          </Form.Item>
        )}
      </Space>
      <Form.Item name="startsAt" label={t`Starts at`}>
        <DatePicker showTime />
      </Form.Item>
      <Space wrap>
        <Form.Item name="variant" label={t`Variant`}>
          <Select style={{ width: 160 }} options={lichessVariants.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item name="minRating" label={t`Minimum rating`}>
          <Select allowClear style={{ width: 140 }} options={minRatings.map((r) => ({ value: r, label: String(r) }))} />
        </Form.Item>
        <Form.Item name="minRatedGames" label={t`Minimum rated games`}>
          <InputNumber min={0} max={200} />
        </Form.Item>
      </Space>
      <Form.Item name="rated" valuePropName="checked">
        <Checkbox>
          <Trans>Rated</Trans>
        </Checkbox>
      </Form.Item>
      {kind === 'arena' && (
        <Form.Item name="teamMembersOnly" valuePropName="checked">
          <Checkbox>
            <Trans>Only members of the team</Trans>
          </Checkbox>
        </Form.Item>
      )}
      <Form.Item name="description" label={t`Description`}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="password" label={t`Password (private tournament)`}>
        <Input.Password />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        <Trans>Create on lichess</Trans>
      </Button>
    </Form>
  );
}
