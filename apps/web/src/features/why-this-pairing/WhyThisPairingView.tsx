import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatPoints, type WhyPlayer, type WhyThisPairing } from '@kingside/contract';
import './why-this-pairing.css';

const named = (p: Pick<WhyPlayer, 'name' | 'pairingNumber'>) => `${p.name} (${p.pairingNumber})`;
const list = (players: WhyPlayer[]) => players.map(named).join(', ');

/** A round's pairing as the engine made it, and why, in plain text that reads on a phone. */
export function WhyThisPairingView({ why }: { why: WhyThisPairing }) {
  const { t } = useLingui();
  const points = (value: number) => {
    const shown = formatPoints(value);
    return t`${plural(value, { one: `${shown} point`, other: `${shown} points` })}`;
  };
  return (
    <div className="ks-stack ks-why">
      {why.changedByHand.length > 0 && (
        <section className="ks-why__changed" role="note">
          <h3>
            <Trans>Changed by the arbiter</Trans>
          </h3>
          <p>
            <Trans>
              The arbiter changed the pairing after the engine made it. These boards are the arbiter&apos;s, not the engine&apos;s, and nothing below explains
              them:
            </Trans>
          </p>
          <ul>
            {why.changedByHand.map((b) => {
              const board = b.board;
              const white = named(b.white);
              const black = b.black ? named(b.black) : t`bye`;
              return (
                <li key={b.board}>
                  <Trans>
                    Board {board}: {white} – {black}
                  </Trans>
                </li>
              );
            })}
          </ul>
          <p>
            <Trans>What follows is the engine&apos;s pairing of the round, and why it paired it so.</Trans>
          </p>
        </section>
      )}

      <section>
        <h3>
          <Trans>Score groups</Trans>
        </h3>
        <p className="ks-secondary">
          <Trans>
            Players are paired score group by score group, from the top (FIDE C.04.3). Players left unpaired in a group float down to the next one, where they
            are paired first.
          </Trans>
        </p>
        <ol className="ks-why__list">
          {why.brackets.map((bracket, index) => {
            const players = list(bracket.residents);
            const movedDown = list(bracket.movedDown);
            const pairs = bracket.pairs.map((pair) => `${named(pair.higher)} – ${named(pair.lower)}`).join('; ');
            return (
              <li key={index}>
                <h4>{points(bracket.points)}</h4>
                <p>
                  <Trans>Players: {players}</Trans>
                </p>
                {bracket.movedDown.length > 0 && (
                  <p>
                    <Trans>Moved down from a higher group: {movedDown}</Trans>
                  </p>
                )}
                {bracket.pairs.length > 0 && (
                  <p>
                    <Trans>Paired here: {pairs}</Trans>
                  </p>
                )}
                {bracket.floats.length > 0 && (
                  <ul>
                    {bracket.floats.map((float) => (
                      <li key={`${float.direction}-${float.player.pairingNumber}`}>{float.why}</li>
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
          <Trans>Each board&apos;s colours follow the first rule of C.04.3 art. 5.2 that decides them.</Trans>
        </p>
        <ol className="ks-why__list">
          {why.boards.map((row) => {
            const board = row.board;
            const white = named(row.white);
            const black = named(row.black);
            return (
              <li key={row.board}>
                <h4>
                  {row.standing ? (
                    <Trans>
                      Board {board}: {white} – {black}
                    </Trans>
                  ) : (
                    <Trans>
                      Board {board}: {white} – {black} (changed by the arbiter)
                    </Trans>
                  )}
                </h4>
                <p>{row.why}</p>
              </li>
            );
          })}
        </ol>
      </section>

      <section>
        <h3>
          <Trans>Pairing-allocated bye</Trans>
        </h3>
        {why.bye ? (
          <>
            <p>
              {why.bye.why}
              {!why.bye.standing && ` ${t`The arbiter has changed this since.`}`}
            </p>
            {why.bye.below.length > 0 && (
              <>
                <p>
                  <Trans>Why not a player ranked below:</Trans>
                </p>
                <ul>
                  {why.bye.below.map((b) => (
                    <li key={b.player.pairingNumber}>{b.why}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        ) : (
          <p>
            <Trans>No bye: an even number of players was paired.</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
