import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Col, Flex, Form, InputNumber, Radio, Row, Switch, Typography } from 'antd';
import { BOARDS_MAX } from '@kingside/contract';
import { lineupDeadlineText, MATCH_POINT_CHOICES, type TournamentFormValues } from './form.js';

/** A team event's part of the tournament form: boards per match, the team scoring (C.04.6 art. 1) and the lineup deadline. */
export function TeamFields({ started }: { started: boolean }) {
  const { t } = useLingui();
  const form = Form.useFormInstance<TournamentFormValues>();
  const deadline = Form.useWatch('lineupDeadlineMinutes', form);
  const fixed = started ? t`Fixed once round 1 is paired.` : undefined;
  return (
    <Card title={t`Teams and matches`} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t`Boards per match`} name="boards" extra={fixed ?? t`Players after these boards are the team’s reserves.`}>
            <InputNumber min={1} max={BOARDS_MAX} inputMode="numeric" disabled={started} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t`Teams are ranked and paired by`} name="primaryScore" extra={fixed}>
            <Radio.Group
              optionType="button"
              disabled={started}
              options={[
                { value: 'match', label: t`Match points` },
                { value: 'game', label: t`Game points` },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t`Colour preferences`}
            name="colourPreferenceType"
            tooltip={t`C.04.6 art. 1.7: type A (one preference per team), type B (strong and mild preferences), or none.`}
          >
            <Radio.Group
              optionType="button"
              disabled={started}
              options={[
                { value: 'A', label: t`Type A` },
                { value: 'B', label: t`Type B` },
                { value: 'none', label: t({ message: 'None', context: 'colour preferences' }) },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t`The other score decides which team’s colour preference comes first`} name="secondaryForColours" valuePropName="checked">
            <Switch disabled={started} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>
        <Trans>Match points for a match won, drawn, lost</Trans>
      </Typography.Text>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS margin */}
      <Flex gap={8} wrap style={{ margin: '8px 0' }}>
        {MATCH_POINT_CHOICES.map((choice) => (
          <Button
            key={choice.label}
            size="small"
            disabled={started}
            onClick={() => form.setFieldsValue({ matchWin: choice.win, matchDraw: choice.draw, matchLoss: choice.loss })}
          >
            {choice.label}
          </Button>
        ))}
      </Flex>
      <Row gutter={16}>
        <Col xs={8} md={6}>
          <Form.Item label={t({ message: 'Won', context: 'match points' })} name="matchWin">
            <InputNumber min={0} max={10} step={0.5} disabled={started} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={6}>
          <Form.Item label={t({ message: 'Drawn', context: 'match points' })} name="matchDraw">
            <InputNumber min={0} max={10} step={0.5} disabled={started} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={6}>
          <Form.Item label={t({ message: 'Lost', context: 'match points' })} name="matchLoss">
            <InputNumber min={0} max={10} step={0.5} disabled={started} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t`Lineup deadline, in minutes before each round`} name="lineupDeadlineMinutes" extra={lineupDeadlineText(deadline)}>
        <InputNumber min={0} max={10080} inputMode="numeric" placeholder={t({ message: 'None', context: 'lineup deadline' })} style={{ width: '100%' }} />
      </Form.Item>
    </Card>
  );
}
