import { Segmented, Select } from 'antd';
import { useLingui } from '@lingui/react/macro';

/** Choose one of rounds 1..last; buttons while they fit a phone, a list beyond. */
export function RoundPicker({ last, value, onChange }: { last: number; value: number; onChange: (round: number) => void }) {
  const { t } = useLingui();
  const rounds = Array.from({ length: last }, (_, i) => i + 1);
  if (last <= 7) {
    return (
      <Segmented<number>
        aria-label={t`Round`}
        value={value}
        onChange={onChange}
        options={rounds.map((round) => ({ value: round, label: t({ message: `R${round}`, context: 'round, short' }) }))}
      />
    );
  }
  return (
    <Select<number>
      aria-label={t`Round`}
      value={value}
      onChange={onChange}
      options={rounds.map((round) => ({ value: round, label: t`Round ${round}` }))}
      style={{ width: 140 }}
    />
  );
}
