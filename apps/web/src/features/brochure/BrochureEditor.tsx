import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Switch, Typography, type FormInstance } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Brochure } from '@kingside/contract';
import { ApiRequestError } from '../../api/client.js';
import { useToasts } from '../notify/useToasts.js';
import { useSaveBrochure } from '../../api/brochure.js';
import { contentOf, formFieldOf, formValuesOf, type BrochureFormValues } from './brochure.js';
import { BrochurePdfButton } from './BrochurePdfButton.js';
import { dateTime } from '../format/format.js';

/**
 * The brochure: description, schedule, prizes, venue, contacts and the logo, saved with the
 * tournament. Saving shows no success message; failures do, under the field they name.
 */
export function BrochureEditor({ brochure }: { brochure: Brochure }) {
  const { t } = useLingui();
  const [form] = Form.useForm<BrochureFormValues>();
  const save = useSaveBrochure(brochure.tournamentId);
  const toasts = useToasts();

  const saveForm = async (): Promise<void> => {
    const values = form.getFieldsValue(true) as BrochureFormValues;
    try {
      // The saved brochure comes back with a new updatedAt, which remounts the form with it.
      await save.mutateAsync(contentOf(values));
    } catch (error) {
      if (error instanceof ApiRequestError && error.field) {
        // The server's path (schedule.2.time) is one the typed form cannot know in advance.
        (form as FormInstance).setFields([{ name: formFieldOf(error.field), errors: [error.message] }]);
      }
      throw error;
    }
  };

  const savedAt = brochure.updatedAt ? dateTime(brochure.updatedAt) : null;
  return (
    <Form<BrochureFormValues>
      key={brochure.updatedAt ?? 'draft'}
      form={form}
      layout="vertical"
      initialValues={formValuesOf(brochure.content)}
      onFinish={() => void saveForm().catch((error: unknown) => toasts.error(error))}
    >
      <Flex vertical gap={16}>
        {!brochure.is_brochure && (
          <Alert
            type="info"
            showIcon
            title={t`Not published yet`}
            description={t`This is a first draft from the tournament's schedule and venue. Once saved, the brochure is on the tournament's public page.`}
          />
        )}
        <Card title={t`About the tournament`} size="small">
          <Form.Item label={t`Description`} name="description">
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} maxLength={5000} showCount />
          </Form.Item>
          <Form.Item
            label={t`Print the logo`}
            name="showLogo"
            valuePropName="checked"
            extra={brochure.hasLogo ? undefined : t`No logo yet: add one in the tournament's files tab.`}
          >
            <Switch />
          </Form.Item>
        </Card>

        <Card title={t`Schedule`} size="small">
          <Form.List name="schedule">
            {(rows, { add, remove }) => (
              <Flex vertical gap={4}>
                {rows.map((row) => (
                  <Row gutter={8} key={row.key} align="top">
                    <Col xs={24} sm={10}>
                      <Form.Item name={[row.name, 'label']} aria-label={t`What happens`}>
                        <Input placeholder={t`Round 1`} maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} sm={7}>
                      <Form.Item name={[row.name, 'date']}>
                        <Input type="date" aria-label={t`Date`} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} sm={5}>
                      <Form.Item name={[row.name, 'time']}>
                        <Input type="time" aria-label={t`Time`} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} sm={2}>
                      <Button icon={<DeleteOutlined />} aria-label={t`Remove this entry`} onClick={() => remove(row.name)} />
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ label: '', date: '', time: '' })}>
                  <Trans>Add an entry</Trans>
                </Button>
              </Flex>
            )}
          </Form.List>
        </Card>

        <Card title={t`Venue, prizes and contacts`} size="small">
          <Form.Item label={t`Venue`} name="venue">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={1000} />
          </Form.Item>
          <Form.Item label={t`Prizes`} name="prizes">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={5000} />
          </Form.Item>
          <Form.Item label={t`Contacts`} name="contacts">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={1000} />
          </Form.Item>
        </Card>

        <Flex gap={8} wrap align="center">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            <Trans>Save brochure</Trans>
          </Button>
          <BrochurePdfButton
            tournamentId={brochure.tournamentId}
            label={t`Download PDF`}
            // The PDF shows what is saved: unsaved changes are saved first.
            before={() => (form.isFieldsTouched() ? saveForm() : Promise.resolve())}
          />
          {savedAt && (
            <Typography.Text type="secondary">
              <Trans>Last saved {savedAt}</Trans>
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Form>
  );
}
