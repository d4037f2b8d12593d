import { Button, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import { playerTitles } from '@kingside/contract';
import { showFieldError } from '../auth/fieldErrors.js';
import type { PlayerFormValues } from './playerForm.js';

const FIELDS = ['name', 'fideId', 'nationalId', 'rating', 'title', 'federation', 'sex', 'birthDate', 'club', 'email', 'phone', 'byes'] as const;

export interface PlayerFormProps {
  values: PlayerFormValues;
  /** Rounds a half-point bye can be asked for. */
  byeRounds: number[];
  submitLabel: string;
  saving: boolean;
  onSave(values: PlayerFormValues): Promise<unknown>;
}

/** One player's entry; the form takes new values whenever `values` changes (e.g. picked from the FIDE list). */
export function PlayerForm({ values, byeRounds, submitLabel, saving, onSave }: PlayerFormProps) {
  const [form] = Form.useForm<PlayerFormValues>();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);
  const requestedByes = values.byes.filter((round) => !byeRounds.includes(round));

  return (
    <Form<PlayerFormValues>
      form={form}
      name="player"
      layout="vertical"
      requiredMark={false}
      initialValues={values}
      onFinish={(filled) => onSave(filled).catch((error: unknown) => showFieldError(form, error, FIELDS))}
    >
      <Form.Item label="Name" name="name">
        <Input size="large" maxLength={100} placeholder="Surname, First name" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item label="Rating" name="rating">
            <InputNumber min={0} max={3500} inputMode="numeric" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Title" name="title">
            <Select allowClear options={playerTitles.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Federation" name="federation">
            <Input maxLength={3} placeholder="ENG" style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="FIDE id" name="fideId">
            <InputNumber min={1} controls={false} inputMode="numeric" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Sex" name="sex">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'm', label: 'M' },
                { value: 'w', label: 'W' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Born" name="birthDate">
            <Input placeholder="YYYY or YYYY-MM-DD" maxLength={10} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Club" name="club">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="National id" name="nationalId">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Email" name="email">
            <Input type="email" inputMode="email" maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Phone" name="phone">
            <Input type="tel" inputMode="tel" maxLength={30} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Half-point byes requested"
        name="byes"
        extra={byeRounds.length === 0 ? 'Every round is paired: no bye can be requested.' : 'Rounds in which the player is not paired and scores a half point.'}
      >
        <Select
          mode="multiple"
          allowClear
          aria-label="Half-point byes requested"
          options={[...requestedByes, ...byeRounds].map((round) => ({ value: round, label: `Round ${round}`, disabled: !byeRounds.includes(round) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        {submitLabel}
      </Button>
    </Form>
  );
}
