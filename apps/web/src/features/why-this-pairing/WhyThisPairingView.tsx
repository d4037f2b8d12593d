import { formatPoints, type WhyPlayer, type WhyThisPairing } from '@kingside/contract';
import './why-this-pairing.css';

const named = (p: Pick<WhyPlayer, 'name' | 'pairingNumber'>) => `${p.name} (${p.pairingNumber})`;
const points = (value: number) => `${formatPoints(value)} ${value === 1 ? 'point' : 'points'}`;
const list = (players: WhyPlayer[]) => players.map(named).join(', ');

/** A round's pairing as the engine made it, and why, in plain text that reads on a phone. */
export function WhyThisPairingView({ why }: { why: WhyThisPairing }) {
  return (
    <div className="ks-stack ks-why">
      {why.changedByHand.length > 0 && (
        <section className="ks-why__changed" role="note">
          <h3>Changed by the arbiter</h3>
          <p>
            The arbiter changed the pairing after the engine made it. These boards are the arbiter&apos;s, not the engine&apos;s, and nothing below explains
            them:
          </p>
          <ul>
            {why.changedByHand.map((b) => (
              <li key={b.board}>
                Board {b.board}: {named(b.white)} – {b.black ? named(b.black) : 'bye'}
              </li>
            ))}
          </ul>
          <p>What follows is the engine&apos;s pairing of the round, and why it paired it so.</p>
        </section>
      )}

      <section>
        <h3>Score groups</h3>
        <p className="ks-secondary">
          Players are paired score group by score group, from the top (FIDE C.04.3). Players left unpaired in a group float down to the next one, where they are
          paired first.
        </p>
        <ol className="ks-why__list">
          {why.brackets.map((bracket, index) => (
            <li key={index}>
              <h4>{points(bracket.points)}</h4>
              <p>Players: {list(bracket.residents)}</p>
              {bracket.movedDown.length > 0 && <p>Moved down from a higher group: {list(bracket.movedDown)}</p>}
              {bracket.pairs.length > 0 && <p>Paired here: {bracket.pairs.map((pair) => `${named(pair.higher)} – ${named(pair.lower)}`).join('; ')}</p>}
              {bracket.floats.length > 0 && (
                <ul>
                  {bracket.floats.map((float) => (
                    <li key={`${float.direction}-${float.player.pairingNumber}`}>{float.why}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section>
        <h3>Colours</h3>
        <p className="ks-secondary">Each board&apos;s colours follow the first rule of C.04.3 art. 5.2 that decides them.</p>
        <ol className="ks-why__list">
          {why.boards.map((board) => (
            <li key={board.board}>
              <h4>
                Board {board.board}: {named(board.white)} – {named(board.black)}
                {!board.standing && ' (changed by the arbiter)'}
              </h4>
              <p>{board.why}</p>
            </li>
          ))}
        </ol>
      </section>

      <section>
        <h3>Pairing-allocated bye</h3>
        {why.bye ? (
          <>
            <p>
              {why.bye.why}
              {!why.bye.standing && ' The arbiter has changed this since.'}
            </p>
            {why.bye.below.length > 0 && (
              <>
                <p>Why not a player ranked below:</p>
                <ul>
                  {why.bye.below.map((b) => (
                    <li key={b.player.pairingNumber}>{b.why}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        ) : (
          <p>No bye: an even number of players was paired.</p>
        )}
      </section>
    </div>
  );
}
