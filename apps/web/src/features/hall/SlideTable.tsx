import { Trans } from '@lingui/react/macro';
import type { Slide } from './hallSlides.js';

/** One slide's table, with the columns its kind has; plain markup (the hall's page loads no component library). */
export function SlideTable({ slide }: { slide: Slide }) {
  switch (slide.kind) {
    case 'waiting':
      return (
        <p className="ks-hall__waiting">
          <Trans>The pairings of the next round will show here as soon as the arbiter publishes them.</Trans>
        </p>
      );
    case 'boards':
    case 'results':
      return (
        <table className="ks-hall__table">
          <thead>
            <tr>
              <th className="ks-hall__num">
                <Trans>Board</Trans>
              </th>
              <th>
                <Trans context="chess colour">White</Trans>
              </th>
              <th className="ks-hall__result">
                <Trans>Result</Trans>
              </th>
              <th>
                <Trans context="chess colour">Black</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {slide.rows.map((row) => (
              <tr key={`${row.board}-${row.white}`}>
                <td className="ks-hall__num">{row.board}</td>
                <td>{row.white}</td>
                <td className="ks-hall__result">{row.result}</td>
                <td>{row.black}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'names':
      return (
        <table className="ks-hall__table">
          <thead>
            <tr>
              <th>
                <Trans>Player</Trans>
              </th>
              <th className="ks-hall__num">
                <Trans>Board</Trans>
              </th>
              <th>
                <Trans>Colour</Trans>
              </th>
              <th>
                <Trans>Opponent</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {slide.rows.map((row) => (
              <tr key={`${row.name}-${row.board}-${row.colour}`}>
                <td>{row.name}</td>
                <td className="ks-hall__num">{row.board}</td>
                <td>{row.colour}</td>
                <td>{row.opponent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'standings':
      return (
        <table className="ks-hall__table">
          <thead>
            <tr>
              <th className="ks-hall__num">
                <Trans>Rank</Trans>
              </th>
              <th>
                <Trans>Player</Trans>
              </th>
              <th className="ks-hall__num">
                <Trans>Rating</Trans>
              </th>
              <th className="ks-hall__num">
                <Trans>Points</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {slide.rows.map((row) => (
              <tr key={`${row.rank}-${row.name}`}>
                <td className="ks-hall__num">{row.rank}</td>
                <td>{row.name}</td>
                <td className="ks-hall__num">{row.rating || ''}</td>
                <td className="ks-hall__num">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'matches':
      return (
        <table className="ks-hall__table">
          <thead>
            <tr>
              <th className="ks-hall__num">
                <Trans>Board</Trans>
              </th>
              <th>
                <Trans context="chess colour">White</Trans>
              </th>
              <th className="ks-hall__result">
                <Trans>Result</Trans>
              </th>
              <th>
                <Trans context="chess colour">Black</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {slide.rows.map((row, index) => (
              <tr key={`${index}-${row.label}`} className={row.heading ? 'ks-hall__match' : undefined}>
                <td className="ks-hall__num">{row.label}</td>
                <td>{row.white}</td>
                <td className="ks-hall__result">{row.result}</td>
                <td>{row.black}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'teamStandings':
      return (
        <table className="ks-hall__table">
          <thead>
            <tr>
              <th className="ks-hall__num">
                <Trans>Rank</Trans>
              </th>
              <th>
                <Trans>Team</Trans>
              </th>
              <th className="ks-hall__num">
                <Trans>MP</Trans>
              </th>
              <th className="ks-hall__num">
                <Trans>GP</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {slide.rows.map((row) => (
              <tr key={`${row.rank}-${row.team}`}>
                <td className="ks-hall__num">{row.rank}</td>
                <td>{row.team}</td>
                <td className="ks-hall__num">{row.matchPoints}</td>
                <td className="ks-hall__num">{row.gamePoints}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'players':
      return (
        <table className="ks-hall__table">
          <thead>
            <tr>
              <th className="ks-hall__num">
                <Trans>No.</Trans>
              </th>
              <th>
                <Trans>Player</Trans>
              </th>
              <th className="ks-hall__num">
                <Trans>Rating</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {slide.rows.map((row) => (
              <tr key={row.pairingNumber}>
                <td className="ks-hall__num">{row.pairingNumber}</td>
                <td>{row.name}</td>
                <td className="ks-hall__num">{row.rating || ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}
