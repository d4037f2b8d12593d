import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Select, Space } from 'antd';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { prizeFields, type PrizeCondition, type PrizeField } from '@kingside/contract';
import { conditionOf, conditionTest, type ConditionTest } from './conditions.js';

const fieldLabels: Record<PrizeField, MessageDescriptor> = {
  sex: msg`Sex (m / w)`,
  rating: msg`Rating`,
  unrated: msg`Unrated`,
  birthYear: msg`Birth year`,
  federation: msg`Federation`,
  title: msg({ message: 'Title', context: 'chess title' }),
  club: msg`Club`,
};

const testLabels: Record<ConditionTest, MessageDescriptor> = {
  equals: msg({ message: 'is', context: 'prize condition test' }),
  in: msg({ message: 'is one of', context: 'prize condition test' }),
  range: msg({ message: 'from – to', context: 'prize condition test' }),
};

/**
 * The conditions of a custom (or region) category, or of a team event's team places: all must hold. `fields` are those
 * the category may test (a team's: its rating, federation and club).
 */
export function ConditionsEditor({
  conditions,
  fields = prizeFields,
  onChange,
}: {
  conditions: PrizeCondition[];
  fields?: readonly PrizeField[];
  onChange: (conditions: PrizeCondition[]) => void;
}) {
  const { t } = useLingui();
  const set = (index: number, next: PrizeCondition) => onChange(conditions.map((c, i) => (i === index ? next : c)));
  return (
    <Flex vertical gap={6}>
      {conditions.map((condition, index) => {
        const test = conditionTest(condition);
        return (
          <Flex key={index} gap={6} wrap align="center">
            <Select<PrizeField>
              aria-label={t({ message: 'Field', context: 'prize condition' })}
              value={condition.field}
              style={{ width: 140 }}
              options={fields.map((f) => ({ value: f, label: t(fieldLabels[f]) }))}
              onChange={(field) => set(index, conditionOf(field, test, condition))}
            />
            <Select<ConditionTest>
              aria-label={t({ message: 'Test', context: 'prize condition' })}
              value={test}
              style={{ width: 110 }}
              options={(['equals', 'in', 'range'] as const).map((value) => ({ value, label: t(testLabels[value]) }))}
              onChange={(next) => set(index, conditionOf(condition.field, next, condition))}
            />
            {'equals' in condition && (
              <Input
                aria-label={t`Value`}
                style={{ width: 160 }}
                value={String(condition.equals)}
                onChange={(event) => set(index, conditionOf(condition.field, 'equals', { ...condition, equals: event.target.value }))}
              />
            )}
            {'in' in condition && (
              <Select<string[]>
                aria-label={t`Values`}
                mode="tags"
                style={{ minWidth: 200 }}
                value={condition.in.map(String)}
                tokenSeparators={[',']}
                onChange={(values) => set(index, conditionOf(condition.field, 'in', { ...condition, in: values }))}
              />
            )}
            {test === 'range' && !('equals' in condition) && !('in' in condition) && (
              <Space.Compact>
                <InputNumber<number>
                  aria-label={t({ message: 'From', context: 'range' })}
                  value={condition.min}
                  style={{ width: 100 }}
                  onChange={(min) => set(index, { ...condition, min: min ?? undefined })}
                />
                <InputNumber<number>
                  aria-label={t({ message: 'To', context: 'range' })}
                  value={condition.max}
                  style={{ width: 100 }}
                  onChange={(max) => set(index, { ...condition, max: max ?? undefined })}
                />
              </Space.Compact>
            )}
            <Button type="text" icon={<DeleteOutlined />} aria-label={t`Remove condition`} onClick={() => onChange(conditions.filter((_, i) => i !== index))} />
          </Flex>
        );
      })}
      <Button size="small" icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => onChange([...conditions, { field: 'club', equals: '' }])}>
        <Trans>Condition</Trans>
      </Button>
    </Flex>
  );
}
