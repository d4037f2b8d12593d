import { Typography } from 'antd';
import { COLOUR_LABELS, crosstableKey, SCORE_LABELS } from '@kingside/contract';

const example = { opponent: 21, colour: 'w', score: '1' } as const;

/** How to read a crosstable cell, in the vocabulary the cells are written in. */
export function CrosstableLegend() {
  return (
    <Typography.Paragraph type="secondary">
      <strong>
        {example.opponent}
        {example.colour}
        {SCORE_LABELS[example.score].label}
      </strong>{' '}
      = against starting number {example.opponent}, with {COLOUR_LABELS[example.colour]}, {SCORE_LABELS[example.score].meaning}. {crosstableKey()}
    </Typography.Paragraph>
  );
}
