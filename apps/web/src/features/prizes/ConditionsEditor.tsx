import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Select, Space } from 'antd';
import { prizeFields, type PrizeCondition, type PrizeField } from '@kingside/contract';
import { conditionOf, conditionTest, type ConditionTest } from './conditions.js';

const fieldLabels: Record<PrizeField, string> = {
  sex: 'Sex (m / w)',
  rating: 'Rating',
  unrated: 'Unrated',
  birthYear: 'Birth year',
  federation: 'Federation',
  title: 'Title',
  club: 'Club',
};

const testLabels: Record<ConditionTest, string> = { equals: 'is', in: 'is one of', range: 'from – to' };

/** The conditions of a custom (or region) category: all must hold. */
export function ConditionsEditor({ conditions, onChange }: { conditions: PrizeCondition[]; onChange: (conditions: PrizeCondition[]) => void }) {
  const set = (index: number, next: PrizeCondition) => onChange(conditions.map((c, i) => (i === index ? next : c)));
  return (
    <Flex vertical gap={6}>
      {conditions.map((condition, index) => {
        const test = conditionTest(condition);
        return (
          <Flex key={index} gap={6} wrap align="center">
            <Select<PrizeField>
              aria-label="Field"
              value={condition.field}
              style={{ width: 140 }}
              options={prizeFields.map((f) => ({ value: f, label: fieldLabels[f] }))}
              onChange={(field) => set(index, conditionOf(field, test, condition))}
            />
            <Select<ConditionTest>
              aria-label="Test"
              value={test}
              style={{ width: 110 }}
              options={(['equals', 'in', 'range'] as const).map((t) => ({ value: t, label: testLabels[t] }))}
              onChange={(next) => set(index, conditionOf(condition.field, next, condition))}
            />
            {'equals' in condition && (
              <Input
                aria-label="Value"
                style={{ width: 160 }}
                value={String(condition.equals)}
                onChange={(event) => set(index, conditionOf(condition.field, 'equals', { ...condition, equals: event.target.value }))}
              />
            )}
            {'in' in condition && (
              <Select<string[]>
                aria-label="Values"
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
                  aria-label="From"
                  value={condition.min}
                  style={{ width: 100 }}
                  onChange={(min) => set(index, { ...condition, min: min ?? undefined })}
                />
                <InputNumber<number>
                  aria-label="To"
                  value={condition.max}
                  style={{ width: 100 }}
                  onChange={(max) => set(index, { ...condition, max: max ?? undefined })}
                />
              </Space.Compact>
            )}
            <Button type="text" icon={<DeleteOutlined />} aria-label="Remove condition" onClick={() => onChange(conditions.filter((_, i) => i !== index))} />
          </Flex>
        );
      })}
      <Button size="small" icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => onChange([...conditions, { field: 'club', equals: '' }])}>
        Condition
      </Button>
    </Flex>
  );
}
