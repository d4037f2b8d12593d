import { Trans, useLingui } from '@lingui/react/macro';
import { describeTiebreak, formatPoints, formatTiebreak, tieOrderLabel, type RankingRow } from '@kingside/contract';
import { useTiebreakExplanation } from '../../api/rounds.js';
import { sumTerms } from './standingsView.js';
import './standings.css';
import { sayContract } from '../../features/languages/sayContract.js';

interface TiebreakExplanationProps {
  tournamentId: string;
  row: RankingRow;
  nameOf: (pairingNumber: number) => string;
}

/**
 * How one player's tie-breaks were reached (plain markup: the public standings load no antd), from the engine's own figures (asked for when the row opens, so
 * the standings everybody loads stay small): each round's opponent and that opponent's score as the
 * tie-breaks count it, then every tie-break as the sum it is (cut rounds struck out).
 */
export function TiebreakExplanation({ tournamentId, row, nameOf }: TiebreakExplanationProps) {
  const { t } = useLingui();
  const { name } = row;
  const query = useTiebreakExplanation(tournamentId, row.round, row.pairingNumber);
  const explanation = query.data;
  const tieOrder = row.tieOrder && sayContract(tieOrderLabel(row.tieOrder));
  const cutTitle = (round: number) => t`Round ${round} is cut`;
  if (!explanation) {
    return (
      <div className="ks-explain" role="status" aria-busy={query.isPending}>
        <span className="ks-explain__meaning">
          {query.isError ? t`How ${name}’s tie-breaks were computed cannot be shown right now.` : t`Working out ${name}’s tie-breaks…`}
        </span>
      </div>
    );
  }
  return (
    <div className="ks-explain">
      {explanation.opponents.length > 0 && (
        <table className="ks-explain__rounds">
          <caption>
            <Trans>{name}’s opponents</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Round</Trans>
              </th>
              <th scope="col">
                <Trans>Opponent</Trans>
              </th>
              <th scope="col">
                <Trans>Their score</Trans>
              </th>
              <th scope="col">
                <Trans context="points scored">Scored</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {explanation.opponents.map((share) => (
              <tr key={share.round}>
                <td>{share.round}</td>
                <td>{share.opponent === null ? <Trans>not played: counts as an opponent with the player’s own score</Trans> : nameOf(share.opponent)}</td>
                <td>{formatTiebreak(share.opponentScore)}</td>
                <td>{formatPoints(share.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul className="ks-explain__values">
        {row.tiebreaks.map((tiebreak, index) => {
          const described = describeTiebreak(tiebreak.code);
          const terms = sumTerms(explanation, index);
          const cutRounds = terms
            ?.filter((term) => term.cut)
            .map((term) => term.round)
            .join(', ');
          return (
            <li key={tiebreak.code}>
              <strong>
                {tiebreak.code} = {formatTiebreak(tiebreak.value)}
              </strong>
              {terms && terms.length > 0 && (
                <>
                  {' = '}
                  {terms.map((term, i) => (
                    <span key={term.round}>
                      {i > 0 && ' + '}
                      {term.cut ? <del title={cutTitle(term.round)}>{term.text}</del> : term.text}
                    </span>
                  ))}
                  {cutRounds && (
                    <>
                      {' '}
                      <Trans>(round {cutRounds} left out)</Trans>
                    </>
                  )}
                </>
              )}
              {described && (
                <span className="ks-explain__meaning">
                  {' '}
                  — {sayContract(described.title)}: {sayContract(described.explanation)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {explanation.ratings && <p className="ks-explain__meaning">{explanation.ratings}</p>}
      {tieOrder && (
        <p className="ks-explain__meaning">
          <Trans>Still tied with others on points and every tie-break — {tieOrder}.</Trans>
        </p>
      )}
    </div>
  );
}
