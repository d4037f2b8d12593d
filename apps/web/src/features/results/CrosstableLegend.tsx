import { Typography } from 'antd';
import { Trans } from '@lingui/react/macro';
import { crosstableKey, SCORE_LABELS } from '@kingside/contract';
import { sayContract } from '../../features/languages/sayContract.js';

const example = { opponent: 21, colour: 'w', score: '1' } as const;

/** How to read a crosstable cell, in the vocabulary the cells are written in. */
export function CrosstableLegend() {
  const { opponent } = example;
  return (
    <Typography.Paragraph type="secondary">
      <strong>
        {example.opponent}
        {example.colour}
        {SCORE_LABELS[example.score].label}
      </strong>{' '}
      {/* The example's colour and score are fixed (white, won): said in the sentence, in the reader's language. */}
      <Trans>= against starting number {opponent}, with white, won.</Trans> {sayContract(crosstableKey())}
    </Typography.Paragraph>
  );
}
