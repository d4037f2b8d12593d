import { Button, Card, Checkbox, Flex, Form, InputNumber, Select, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect } from 'react';
import {
  approvalModes,
  askableFieldNames,
  askableFields,
  registrationStateNames,
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
import { useApproveRegistration, useDeclineRegistration, useRegistrationsOverview, useSaveRegistrationSettings } from '../../api/registration.js';

const approvalNames: Record<(typeof approvalModes)[number], string> = { auto: 'Let players in at once', organiser: 'I approve each entry' };

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
  const [form] = Form.useForm<Values>();
  const save = useSaveRegistrationSettings(tournament.id);
  const toasts = useToasts();
  const capped = Form.useWatch('capped', form);
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
        <Form.Item label="Registration open" name="open" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="Cap the field" name="capped" valuePropName="checked">
          <Switch />
        </Form.Item>
        {capped && (
          <Form.Item label="Most players" name="cap" rules={[{ required: true, message: 'How many players at most?' }]}>
            <InputNumber min={1} max={10_000} precision={0} />
          </Form.Item>
        )}
        <Form.Item label="Entries" name="approval">
          <Select style={{ minWidth: 200 }} options={approvalModes.map((mode) => ({ value: mode, label: approvalNames[mode] }))} />
        </Form.Item>
      </Flex>
      <Form.Item label="Also ask registering players for" name="askedFields">
        <Checkbox.Group options={askableFields.map((field) => ({ value: field, label: askableFieldNames[field] }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save registration settings
      </Button>
    </Form>
  );
}

/**
 * The organiser's registrations: open or close registration, cap the field (a waiting list beyond it,
 * promoted in order), approve entries or let them in, and every player with the state of their entry.
 */
export function RegistrationsPanel({ tournament }: { tournament: Tournament }) {
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
    { title: 'Name', dataIndex: 'name', fixed: 'left', width: 160 },
    {
      title: 'State',
      key: 'state',
      width: 200,
      render: (_, line) => (
        <Flex gap={4} wrap>
          <Tag>{line.state === 'waiting_list' ? `Waiting list: ${line.position}` : registrationStateNames[line.state]}</Tag>
          <EntryFeeTag status={line.feeStatus ?? undefined} />
        </Flex>
      ),
    },
    {
      title: '',
      key: 'decide',
      width: 190,
      render: (_, line) =>
        line.registrationId !== null &&
        (line.state === 'awaiting_approval' || line.state === 'waiting_list') && (
          <Flex gap={6}>
            <Button size="small" type="primary" aria-label={`Approve ${line.name}`} onClick={() => decide(approve, line.registrationId as string)}>
              Approve
            </Button>
            <Button size="small" danger aria-label={`Decline ${line.name}`} onClick={() => decide(decline, line.registrationId as string)}>
              Decline
            </Button>
          </Flex>
        ),
    },
    { title: 'Rating', dataIndex: 'rating', width: 80 },
    { title: 'FIDE id', dataIndex: 'fideId', width: 110 },
    { title: 'Email', dataIndex: 'email', width: 220 },
    {
      title: 'Came in',
      key: 'source',
      width: 170,
      render: (_, line) => (line.source === 'organiser' ? 'Entered by the organiser' : dateTime(line.registeredAt)),
    },
  ];

  return (
    <Card size="small" title="Registrations">
      {overview.isError && <Typography.Text type="danger">{messageOf(overview.error)}</Typography.Text>}
      {data && (
        <Flex vertical gap={12}>
          <SettingsForm tournament={tournament} settings={data.settings} />
          <Typography.Text type="secondary">
            {data.info.cap === null ? `${data.info.placesTaken} places taken` : `${data.info.placesTaken} of ${data.info.cap} places taken`}
            {data.info.waiting > 0 ? ` · ${data.info.waiting} on the waiting list` : ''}
          </Typography.Text>
          <ScrollTable<RegistrationLine>
            label="Registrations"
            rowKey={(line) => line.registrationId ?? line.entryId ?? line.name}
            columns={columns}
            dataSource={data.lines}
            pagination={false}
            size="small"
          />
        </Flex>
      )}
    </Card>
  );
}
