import { Typography } from 'antd';
import { COLOUR_LABELS, SCORE_LABELS, UNPAIRED_LABELS } from '@kingside/contract';

const example = { opponent: 21, colour: 'w', score: '1' } as const;

/** How to read a crosstable cell, in the same vocabulary the cells are written in. */
export function CrosstableLegend() {
  const scores = Object.values(SCORE_LABELS).map(({ label, meaning }) => `${label} ${meaning}`);
  const unpaired = Object.values(UNPAIRED_LABELS).map(({ cell, name }) => (cell === name ? cell : `${cell} ${name}`));
  return (
    <Typography.Paragraph type="secondary" className="ks-legend">
      <strong>
        {example.opponent}
        {example.colour}
        {SCORE_LABELS[example.score].label}
      </strong>{' '}
      = against starting number {example.opponent}, with {COLOUR_LABELS[example.colour]}, {SCORE_LABELS[example.score].meaning}. Colour:{' '}
      {Object.entries(COLOUR_LABELS)
        .map(([code, colour]) => `${code} ${colour}`)
        .join(', ')}
      . Score: {scores.join(', ')}. Without a game: {unpaired.join(', ')}.
    </Typography.Paragraph>
  );
}
