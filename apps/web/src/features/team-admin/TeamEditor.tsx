import { Button, Form, Input } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { CreateTeamBody, ManagedTeam } from '@kingside/contract';
import { showFieldError } from '../auth/fieldErrors.js';

const FIELDS = ['name', 'shortName', 'club', 'federation', 'captainEmail'] as const;

export interface TeamEditorProps {
  team?: ManagedTeam;
  saving: boolean;
  onSave: (body: CreateTeamBody) => Promise<unknown>;
}

type TeamValues = Record<(typeof FIELDS)[number], string | undefined>;

/** A team's name, short name, club, federation and captain (an account's email). */
export function TeamEditor({ team, saving, onSave }: TeamEditorProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<TeamValues>();
  return (
    <Form<TeamValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        name: team?.name,
        shortName: team?.shortName || undefined,
        club: team?.club ?? undefined,
        federation: team?.federation ?? undefined,
        captainEmail: team?.captainEmail ?? undefined,
      }}
      onFinish={(values) =>
        onSave({
          name: (values.name ?? '').trim(),
          shortName: values.shortName,
          club: values.club,
          federation: values.federation?.trim() || undefined,
          captainEmail: values.captainEmail?.trim() || undefined,
        }).catch((error: unknown) => showFieldError(form, error, FIELDS))
      }
    >
      <Form.Item label={t`Team name`} name="name" rules={[{ required: true, message: t`Give the team a name` }]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t`Short name`} name="shortName" extra={t`For pairing sheets and the hall screen when the name is long.`}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item label={t`Club`} name="club">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t`Federation`} name="federation">
        <Input maxLength={3} placeholder="ENG" style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      <Form.Item
        label={t`Captain’s email`}
        name="captainEmail"
        extra={t`The email of the captain’s Kingside account: they set the team’s lineups on their phone.`}
      >
        <Input type="email" inputMode="email" maxLength={254} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={saving}>
        {team ? t`Save team` : t`Add team`}
      </Button>
    </Form>
  );
}
