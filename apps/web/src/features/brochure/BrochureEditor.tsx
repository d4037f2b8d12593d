import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Switch, Typography, type FormInstance } from 'antd';
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
            title="Not published yet"
            description="This is a first draft from the tournament's schedule and venue. Once saved, the brochure is on the tournament's public page."
          />
        )}
        <Card title="About the tournament" size="small">
          <Form.Item label="Description" name="description">
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} maxLength={5000} showCount />
          </Form.Item>
          <Form.Item
            label="Print the logo"
            name="showLogo"
            valuePropName="checked"
            extra={brochure.hasLogo ? undefined : "No logo yet: add one in the tournament's files tab."}
          >
            <Switch />
          </Form.Item>
        </Card>

        <Card title="Schedule" size="small">
          <Form.List name="schedule">
            {(rows, { add, remove }) => (
              <Flex vertical gap={4}>
                {rows.map((row) => (
                  <Row gutter={8} key={row.key} align="top">
                    <Col xs={24} sm={10}>
                      <Form.Item name={[row.name, 'label']} aria-label="What happens">
                        <Input placeholder="Round 1" maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} sm={7}>
                      <Form.Item name={[row.name, 'date']}>
                        <Input type="date" aria-label="Date" />
                      </Form.Item>
                    </Col>
                    <Col xs={8} sm={5}>
                      <Form.Item name={[row.name, 'time']}>
                        <Input type="time" aria-label="Time" />
                      </Form.Item>
                    </Col>
                    <Col xs={4} sm={2}>
                      <Button icon={<DeleteOutlined />} aria-label="Remove this entry" onClick={() => remove(row.name)} />
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ label: '', date: '', time: '' })}>
                  Add an entry
                </Button>
              </Flex>
            )}
          </Form.List>
        </Card>

        <Card title="Venue, prizes and contacts" size="small">
          <Form.Item label="Venue" name="venue">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={1000} />
          </Form.Item>
          <Form.Item label="Prizes" name="prizes">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={5000} />
          </Form.Item>
          <Form.Item label="Contacts" name="contacts">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={1000} />
          </Form.Item>
        </Card>

        <Flex gap={8} wrap align="center">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save brochure
          </Button>
          <BrochurePdfButton
            tournamentId={brochure.tournamentId}
            label="Download PDF"
            // The PDF shows what is saved: unsaved changes are saved first.
            before={() => (form.isFieldsTouched() ? saveForm() : Promise.resolve())}
          />
          {brochure.updatedAt && <Typography.Text type="secondary">Last saved {dateTime(brochure.updatedAt)}</Typography.Text>}
        </Flex>
      </Flex>
    </Form>
  );
}
