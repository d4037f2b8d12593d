import { Button, Card, Col, Flex, Form, InputNumber, Radio, Row, Switch, Typography } from 'antd';
import { BOARDS_MAX } from '@kingside/contract';
import { lineupDeadlineText, MATCH_POINT_CHOICES, type TournamentFormValues } from './form.js';

/** A team event's part of the tournament form: boards per match, the team scoring (C.04.6 art. 1) and the lineup deadline. */
export function TeamFields({ started }: { started: boolean }) {
  const form = Form.useFormInstance<TournamentFormValues>();
  const deadline = Form.useWatch('lineupDeadlineMinutes', form);
  const fixed = started ? 'Fixed once round 1 is paired.' : undefined;
  return (
    <Card title="Teams and matches" size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Boards per match" name="boards" extra={fixed ?? 'Players after these boards are the team’s reserves.'}>
            <InputNumber min={1} max={BOARDS_MAX} inputMode="numeric" disabled={started} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Teams are ranked and paired by" name="primaryScore" extra={fixed}>
            <Radio.Group
              optionType="button"
              disabled={started}
              options={[
                { value: 'match', label: 'Match points' },
                { value: 'game', label: 'Game points' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Colour preferences"
            name="colourPreferenceType"
            tooltip="C.04.6 art. 1.7: type A (one preference per team), type B (strong and mild preferences), or none."
          >
            <Radio.Group
              optionType="button"
              disabled={started}
              options={[
                { value: 'A', label: 'Type A' },
                { value: 'B', label: 'Type B' },
                { value: 'none', label: 'None' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="The other score decides which team’s colour preference comes first" name="secondaryForColours" valuePropName="checked">
            <Switch disabled={started} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>Match points for a match won, drawn, lost</Typography.Text>
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
          <Form.Item label="Won" name="matchWin">
            <InputNumber min={0} max={10} step={0.5} disabled={started} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={6}>
          <Form.Item label="Drawn" name="matchDraw">
            <InputNumber min={0} max={10} step={0.5} disabled={started} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={6}>
          <Form.Item label="Lost" name="matchLoss">
            <InputNumber min={0} max={10} step={0.5} disabled={started} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Lineup deadline, in minutes before each round" name="lineupDeadlineMinutes" extra={lineupDeadlineText(deadline)}>
        <InputNumber min={0} max={10080} inputMode="numeric" placeholder="None" style={{ width: '100%' }} />
      </Form.Item>
    </Card>
  );
}
