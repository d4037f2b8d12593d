import { Segmented, Select } from 'antd';

/** Choose one of rounds 1..last; buttons while they fit a phone, a list beyond. */
export function RoundPicker({ last, value, onChange }: { last: number; value: number; onChange: (round: number) => void }) {
  const rounds = Array.from({ length: last }, (_, i) => i + 1);
  if (last <= 7) {
    return <Segmented<number> aria-label="Round" value={value} onChange={onChange} options={rounds.map((round) => ({ value: round, label: `R${round}` }))} />;
  }
  return (
    <Select<number>
      aria-label="Round"
      value={value}
      onChange={onChange}
      options={rounds.map((round) => ({ value: round, label: `Round ${round}` }))}
      style={{ width: 140 }}
    />
  );
}
