import { Trans, useLingui } from '@lingui/react/macro';

/** Choose one of rounds 1..last: buttons while they fit a phone, a list beyond (plain markup of RoundPicker). */
export function PublicRoundPicker({ last, value, onChange }: { last: number; value: number; onChange: (round: number) => void }) {
  const { t } = useLingui();
  const rounds = Array.from({ length: last }, (_, i) => i + 1);
  if (last <= 7) {
    return (
      <span role="group" aria-label={t`Round`} className="ks-rounds">
        {rounds.map((round) => (
          <button key={round} type="button" aria-pressed={round === value} onClick={() => onChange(round)}>
            <Trans context="round, short">R{round}</Trans>
          </button>
        ))}
      </span>
    );
  }
  return (
    <select className="ks-field" aria-label={t`Round`} value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {rounds.map((round) => (
        <option key={round} value={round}>
          <Trans>Round {round}</Trans>
        </option>
      ))}
    </select>
  );
}
