import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Checkbox, Flex, Form, InputNumber, Select, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect } from 'react';
import {
  approvalModes,
  askableFields,
  type RegistrationLine,
  type RegistrationSettings,
  type RegistrationSettingsBody,
  type Tournament,
} from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { EntryFeeTag } from '../entry-fees/EntryFeesPanel.js';
import { dateTime } from '../format/format.js';
import { useToasts } from '../notify/useToasts.js';
import { ScrollTable } from '../tables/ScrollTable.js';
import { placesLine } from './placesLine.js';
import { fieldNames, stateNames } from './registrationWords.js';
import { useApproveRegistration, useDeclineRegistration, useRegistrationsOverview, useSaveRegistrationSettings } from '../../api/registration.js';

const approvalNames: Record<(typeof approvalModes)[number], MessageDescriptor> = { auto: msg`Let players in at once`, organiser: msg`I approve each entry` };
// A team event's registrations are its teams: its captains register them, and the Teams tab approves them.
const teamApprovalNames: Record<(typeof approvalModes)[number], MessageDescriptor> = { auto: msg`Let teams in at once`, organiser: msg`I approve each team` };

interface Values {
  open: boolean;
  capped: boolean;
  cap?: number;
  approval: RegistrationSettings['approval'];
  askedFields: RegistrationSettings['askedFields'];
}

const valuesOf = (s: RegistrationSettings): Values => ({
  open: s.open,
  capped: s.cap !== null,
  cap: s.cap ?? undefined,
  approval: s.approval,
  askedFields: s.askedFields,
});
const bodyOf = (v: Values): RegistrationSettingsBody => ({
  open: v.open,
  cap: v.capped ? (v.cap ?? null) : null,
  approval: v.approval,
  askedFields: v.askedFields,
});

function SettingsForm({ tournament, settings }: { tournament: Tournament; settings: RegistrationSettings }) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const save = useSaveRegistrationSettings(tournament.id);
  const toasts = useToasts();
  const capped = Form.useWatch('capped', form);
  const teams = tournament.boards !== null;
  useEffect(() => form.setFieldsValue(valuesOf(settings)), [form, settings]);
  return (
    <Form<Values>
      form={form}
      name="registration-settings"
      layout="vertical"
      initialValues={valuesOf(settings)}
      onFinish={(values) =>
        void save.mutateAsync(bodyOf(values)).then(
          (answer) => toasts.success(answer.message),
          (error: unknown) => toasts.error(error),
        )
      }
    >
      <Flex gap={16} wrap>
        <Form.Item label={t`Registration open`} name="open" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={t`Cap the field`} name="capped" valuePropName="checked">
          <Switch />
        </Form.Item>
        {capped && (
          <Form.Item
            label={teams ? t`Most teams` : t`Most players`}
            name="cap"
            rules={[{ required: true, message: teams ? t`How many teams at most?` : t`How many players at most?` }]}
          >
            <InputNumber min={1} max={10_000} precision={0} />
          </Form.Item>
        )}
        <Form.Item label={t`Entries`} name="approval">
          <Select
            style={{ minWidth: 200 }}
            options={approvalModes.map((mode) => ({ value: mode, label: t((teams ? teamApprovalNames : approvalNames)[mode]) }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item label={t`Also ask registering players for`} name="askedFields">
        <Checkbox.Group options={askableFields.map((field) => ({ value: field, label: t(fieldNames[field]) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        <Trans>Save registration settings</Trans>
      </Button>
    </Form>
  );
}

/**
 * The organiser's registrations: open or close registration, cap the field (a waiting list beyond it,
 * promoted in order), approve entries or let them in, and every player with the state of their entry.
 */
export function RegistrationsPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const overview = useRegistrationsOverview(tournament.id);
  const approve = useApproveRegistration(tournament.id);
  const decline = useDeclineRegistration(tournament.id);
  const toasts = useToasts();
  if (!tournament.enable_registration) return null;
  const data = overview.data;

  const decide = (action: typeof approve, registrationId: string) =>
    void action.mutateAsync(registrationId).then(
      (answer) => toasts.success(answer.message),
      (error: unknown) => toasts.error(error),
    );
  const columns: ColumnsType<RegistrationLine> = [
    { title: t`Name`, dataIndex: 'name', fixed: 'left', width: 160 },
    {
      title: t`State`,
      key: 'state',
      width: 200,
      render: (_, line) => {
        const position = line.position;
        return (
          <Flex gap={4} wrap>
            <Tag>{line.state === 'waiting_list' ? <Trans>Waiting list: {position}</Trans> : t(stateNames[line.state])}</Tag>
            <EntryFeeTag status={line.feeStatus ?? undefined} />
          </Flex>
        );
      },
    },
    {
      title: '',
      key: 'decide',
      width: 190,
      render: (_, line) => {
        const name = line.name;
        return (
          line.registrationId !== null &&
          (line.state === 'awaiting_approval' || line.state === 'waiting_list') && (
            <Flex gap={6}>
              <Button size="small" type="primary" aria-label={t`Approve ${name}`} onClick={() => decide(approve, line.registrationId as string)}>
                <Trans>Approve</Trans>
              </Button>
              <Button size="small" danger aria-label={t`Decline ${name}`} onClick={() => decide(decline, line.registrationId as string)}>
                <Trans>Decline</Trans>
              </Button>
            </Flex>
          )
        );
      },
    },
    { title: t`Rating`, dataIndex: 'rating', width: 80 },
    { title: t`FIDE id`, dataIndex: 'fideId', width: 110 },
    { title: t`Email`, dataIndex: 'email', width: 220 },
    {
      title: t`Came in`,
      key: 'source',
      width: 170,
      render: (_, line) => (line.source === 'organiser' ? t`Entered by the organiser` : dateTime(line.registeredAt)),
    },
  ];

  return (
    <Card size="small" title={t`Registrations`}>
      {overview.isError && <Typography.Text type="danger">{messageOf(overview.error)}</Typography.Text>}
      {data && (
        <Flex vertical gap={12}>
          <SettingsForm tournament={tournament} settings={data.settings} />
          {tournament.boards !== null ? (
            <Typography.Text type="secondary">
              <Trans>
                Captains register their teams on the tournament’s page and invite their players; the teams, their approval and their entry fees are on the Teams
                tab.
              </Trans>
            </Typography.Text>
          ) : (
            <>
              <Typography.Text type="secondary">{placesLine(data.info)}</Typography.Text>
              <ScrollTable<RegistrationLine>
                label={t`Registrations`}
                rowKey={(line) => line.registrationId ?? line.entryId ?? line.name}
                columns={columns}
                dataSource={data.lines}
                pagination={false}
                size="small"
              />
            </>
          )}
        </Flex>
      )}
    </Card>
  );
}
