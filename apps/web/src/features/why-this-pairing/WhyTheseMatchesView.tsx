import { formatPoints, type WhyTeam, type WhyTheseMatches } from '@kingside/contract';
import './why-this-pairing.css';

const named = (team: Pick<WhyTeam, 'name' | 'pairingNumber'>) => `${team.name} (${team.pairingNumber})`;
const list = (teams: WhyTeam[]) => teams.map(named).join(', ');

/** A team Swiss round's matches as the engine made them (C.04.6), and why: the bye, the brackets, each match's colours. */
export function WhyTheseMatchesView({ why }: { why: WhyTheseMatches }) {
  const scoreName = why.primary === 'match' ? 'match points' : 'game points';
  return (
    <div className="ks-stack ks-why">
      <section>
        <h3>Pairing-allocated bye</h3>
        {why.bye ? (
          <>
            {why.bye.sentences.length === 0 && (
              <p>
                <strong>{named(why.bye.team)}</strong> has the bye.
              </p>
            )}
            {why.bye.sentences.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </>
        ) : (
          <p>No bye: an even number of teams was paired.</p>
        )}
      </section>

      <section>
        <h3>Brackets</h3>
        <p className="ks-secondary">
          Teams are paired bracket by bracket from the top, on {scoreName} (FIDE C.04.6); teams moved up from a lower bracket (upfloaters) complete a bracket
          that cannot be paired by itself.
        </p>
        <ol className="ks-why__list">
          {why.brackets.map((bracket, index) => (
            <li key={index}>
              <h4>
                {formatPoints(bracket.score)} {scoreName}
              </h4>
              <p>Teams: {list(bracket.residents)}</p>
              {bracket.upfloaters.length > 0 && <p>Moved up from below: {list(bracket.upfloaters)}</p>}
              {bracket.pairs.length > 0 && <p>Paired here: {bracket.pairs.map((pair) => `${named(pair.top)} – ${named(pair.bottom)}`).join('; ')}</p>}
              {bracket.sentences.length > 0 && (
                <ul>
                  {bracket.sentences.map((sentence) => (
                    <li key={sentence}>{sentence}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section>
        <h3>Colours</h3>
        <p className="ks-secondary">Board 1 decides a team&apos;s colour (C.04.6 art. 4); the boards alternate from it.</p>
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
