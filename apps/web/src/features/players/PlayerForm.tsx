import { Button, Col, Flex, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { playerTitles } from '@kingside/contract';
import { showFieldError } from '../auth/fieldErrors.js';
import type { PlayerFormValues } from './playerForm.js';

const FIELDS = [
  'name',
  'fideId',
  'nationalId',
  'rating',
  'nationalRating',
  'manualRating',
  'title',
  'federation',
  'sex',
  'birthDate',
  'club',
  'email',
  'phone',
  'byes',
  'fullPointByes',
] as const;

export interface PlayerFormProps {
  values: PlayerFormValues;
  /** Rounds a half-point bye can be asked for. */
  byeRounds: number[];
  /** Adding a late entry: the rounds already paired, which the player missed. */
  missedRounds?: number;
  submitLabel: string;
  saving: boolean;
  onSave: (values: PlayerFormValues) => Promise<unknown>;
  /** Entering players one after another: save, and keep the dialog open for the next (the button's label). */
  another?: { label: string; onSave: (values: PlayerFormValues) => Promise<unknown> };
}

/** One player's entry; the form takes new values whenever `values` changes (e.g. picked from the FIDE list). */
export function PlayerForm({ values, byeRounds, missedRounds, submitLabel, saving, onSave, another }: PlayerFormProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<PlayerFormValues>();
  // Which button saved last: its spinner turns while the other stays still.
  const [viaAnother, setViaAnother] = useState(false);
  const fieldError = (error: unknown) => showFieldError(form, error, FIELDS);
  // On a phone the buttons are a screen below the name: bring the name (and the confirmation above it) back into
  // view. The emptied form mounts its inputs afresh, and the name's autoFocus puts the cursor there.
  const nextPlayer = () => form.scrollToField('name', { block: 'center' });
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);
  const requestedByes = values.byes.filter((round) => !byeRounds.includes(round));
  const fullByes = values.fullPointByes ?? [];

  return (
    <Form<PlayerFormValues>
      form={form}
      name="player"
      layout="vertical"
      requiredMark={false}
      scrollToFirstError
      initialValues={values}
      onFinish={(filled) => {
        setViaAnother(false);
        void onSave(filled).catch(fieldError);
      }}
    >
      <Form.Item label={t`Name`} name="name">
        <Input size="large" maxLength={100} placeholder={t`Surname, First name`} autoFocus />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item label={t`FIDE rating`} name="rating">
            <InputNumber min={0} max={3500} inputMode="numeric" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label={t`National rating`} name="nationalRating" tooltip={t`Read by the national, FIDON, NIDOF and HBFN rating methods; public.`}>
            <InputNumber min={0} max={3500} inputMode="numeric" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item
            label={t`Manual rating`}
            name="manualRating"
            tooltip={t`Your rating for the player, read only by the HBFN rating method; shown publicly only when it is the tournament rating.`}
          >
            <InputNumber min={0} max={3500} inputMode="numeric" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label={t({ message: 'Title', context: 'chess title' })} name="title">
            <Select allowClear options={playerTitles.map((title) => ({ value: title, label: title }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          {/* No sample code in the field: a greyed "ENG" reads as a default the player already has. */}
          <Form.Item label={t`Federation`} name="federation" tooltip={t`The player’s three-letter FIDE federation code; empty if unknown.`}>
            <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label={t`FIDE id`} name="fideId">
            <InputNumber min={1} controls={false} inputMode="numeric" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label={t`Sex`} name="sex">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'm', label: t({ message: 'M', context: 'sex: man' }) },
                { value: 'w', label: t({ message: 'W', context: 'sex: woman' }) },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label={t`Born`} name="birthDate">
            <Input placeholder={t`YYYY or YYYY-MM-DD`} maxLength={10} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t`Club`} name="club">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t`National id`} name="nationalId">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t`Email`} name="email">
            <Input type="email" inputMode="email" maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t`Phone`} name="phone">
            <Input type="tel" inputMode="tel" maxLength={30} />
          </Form.Item>
        </Col>
      </Row>
      {missedRounds !== undefined && missedRounds > 0 && (
        <Form.Item
          label={t`${plural(missedRounds, { one: 'Round 1, missed, scores', other: 'Rounds 1 to #, missed, each score' })}`}
          name="missedRounds"
          initialValue="zero_point_bye"
          extra={t`FIDE’s rule is nothing; the tournament’s regulations may give late entries a half-point bye instead.`}
        >
          <Radio.Group
            optionType="button"
            options={[
              { value: 'zero_point_bye', label: t`0 (zero-point bye)` },
              { value: 'half_point_bye', label: t`½ (half-point bye)` },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item
        label={t`Half-point byes requested`}
        name="byes"
        extra={
          byeRounds.length === 0 ? t`Every round is paired: no bye can be requested.` : t`Rounds in which the player is not paired and scores a half point.`
        }
      >
        <Select
          mode="multiple"
          allowClear
          aria-label={t`Half-point byes requested`}
          options={[...requestedByes, ...byeRounds].map((round) => ({ value: round, label: t`Round ${round}`, disabled: !byeRounds.includes(round) }))}
        />
      </Form.Item>
      {byeRounds.length > 0 && (
        <Form.Item
          label={t`Full-point byes (discouraged by FIDE)`}
          name="fullPointByes"
          extra={t`Rounds in which the player is not paired and scores a win. FIDE discourages them: you acknowledge a warning once saved.`}
        >
          <Select
            mode="multiple"
            allowClear
            aria-label={t`Full-point byes`}
            options={[...fullByes.filter((round) => !byeRounds.includes(round)), ...byeRounds].map((round) => ({
              value: round,
              label: t`Round ${round}`,
              disabled: !byeRounds.includes(round),
            }))}
          />
        </Form.Item>
      )}
      <Flex gap={8} vertical>
        <Button type="primary" htmlType="submit" size="large" block loading={saving && !viaAnother}>
          {submitLabel}
        </Button>
        {another && (
          <Button
            size="large"
            block
            loading={saving && viaAnother}
            onClick={() => {
              setViaAnother(true);
              // A failed check is shown under its field by the form itself.
              void form.validateFields().then(
                (filled) => another.onSave(filled).then(nextPlayer, fieldError),
                () => undefined,
              );
            }}
          >
            {another.label}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
