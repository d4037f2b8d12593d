import { Trans, useLingui } from '@lingui/react/macro';
import { describeTiebreak, lotsRule, tiedPlayersRule, type RankingRow } from '@kingside/contract';
import { sayContract } from '../languages/sayContract.js';
import { zeroForEveryone } from './standingsView.js';
import './standings.css';

/**
 * Under the standings: the tie-breaks in the order they decide, each with its full name and meaning (the engine's
 * definitions), a column that is 0 for everyone with the reason, what becomes of players tied after all, and the
 * seed of the drawing of lots among them, so that anyone can draw it again.
 */
export function TiebreakLegend({
  codes,
  rows,
  sharedPlaces,
  lotSeed,
  entryId,
}: {
  codes: readonly string[];
  rows: readonly RankingRow[];
  sharedPlaces: boolean;
  lotSeed: string;
  /** The id of each code's entry, which its column header points to as its description. */
  entryId: (index: number) => string;
}) {
  const { t } = useLingui();
  return (
    <section className="ks-tiebreak-legend" aria-label={t`How ties are broken`}>
      {codes.length > 0 && (
        <>
          <p>
            <Trans>Players on equal points are ordered by these tie-breaks, in this order:</Trans>
          </p>
          <ol>
            {codes.map((code, index) => {
              const described = describeTiebreak(code);
              const why = described ? sayContract(described.zeroForAll) : '';
              return (
                <li key={code} id={entryId(index)}>
                  <strong>{code}</strong> {described ? `${sayContract(described.title)} — ${sayContract(described.explanation)}.` : ''}
                  {described && zeroForEveryone(rows, index) && (
                    <em>
                      {' '}
                      <Trans>0 for everyone so far: {why}.</Trans>
                    </em>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
      <p>{sayContract(tiedPlayersRule({ tiebreaks: codes, sharedPlaces }))}</p>
      <p>{sayContract(lotsRule(lotSeed))}</p>
    </section>
  );
}
