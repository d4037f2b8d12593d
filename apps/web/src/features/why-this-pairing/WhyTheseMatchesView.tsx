import { Trans, useLingui } from '@lingui/react/macro';
import { formatPoints, type WhyTeam, type WhyTheseMatches } from '@kingside/contract';
import './why-this-pairing.css';

const named = (team: Pick<WhyTeam, 'name' | 'pairingNumber'>) => `${team.name} (${team.pairingNumber})`;
const list = (teams: WhyTeam[]) => teams.map(named).join(', ');

/** A team Swiss round's matches as the engine made them (C.04.6), and why: the bye, the brackets, each match's colours. */
export function WhyTheseMatchesView({ why }: { why: WhyTheseMatches }) {
  const { t } = useLingui();
  const onMatchPoints = why.primary === 'match';
  const byeTeam = why.bye ? named(why.bye.team) : '';
  return (
    <div className="ks-stack ks-why">
      <section>
        <h3>
          <Trans>Pairing-allocated bye</Trans>
        </h3>
        {why.bye ? (
          <>
            {why.bye.sentences.length === 0 && (
              <p>
                <Trans>
                  <strong>{byeTeam}</strong> has the bye.
                </Trans>
              </p>
            )}
            {why.bye.sentences.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </>
        ) : (
          <p>
            <Trans>No bye: an even number of teams was paired.</Trans>
          </p>
        )}
      </section>

      <section>
        <h3>
          <Trans>Brackets</Trans>
        </h3>
        <p className="ks-secondary">
          {onMatchPoints ? (
            <Trans>
              Teams are paired bracket by bracket from the top, on match points (FIDE C.04.6); teams moved up from a lower bracket (upfloaters) complete a
              bracket that cannot be paired by itself.
            </Trans>
          ) : (
            <Trans>
              Teams are paired bracket by bracket from the top, on game points (FIDE C.04.6); teams moved up from a lower bracket (upfloaters) complete a
              bracket that cannot be paired by itself.
            </Trans>
          )}
        </p>
        <ol className="ks-why__list">
          {why.brackets.map((bracket, index) => {
            const score = formatPoints(bracket.score);
            const teams = list(bracket.residents);
            const movedUp = list(bracket.upfloaters);
            const pairs = bracket.pairs.map((pair) => `${named(pair.top)} – ${named(pair.bottom)}`).join('; ');
            return (
              <li key={index}>
                <h4>{onMatchPoints ? t`${score} match points` : t`${score} game points`}</h4>
                <p>
                  <Trans>Teams: {teams}</Trans>
                </p>
                {bracket.upfloaters.length > 0 && (
                  <p>
                    <Trans>Moved up from below: {movedUp}</Trans>
                  </p>
                )}
                {bracket.pairs.length > 0 && (
                  <p>
                    <Trans>Paired here: {pairs}</Trans>
                  </p>
                )}
                {bracket.sentences.length > 0 && (
                  <ul>
                    {bracket.sentences.map((sentence) => (
                      <li key={sentence}>{sentence}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </section>

      <section>
        <h3>
          <Trans>Colours</Trans>
        </h3>
        <p className="ks-secondary">
          <Trans>Board 1 decides a team&apos;s colour (C.04.6 art. 4); the boards alternate from it.</Trans>
        </p>
        <ol className="ks-why__list">
          {why.matches.map((match) => (
            <li key={match.white.pairingNumber}>
              <h4>
                {named(match.white)} – {named(match.black)}
              </h4>
              <p>{match.why}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
