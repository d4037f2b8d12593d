import type { Slide } from './hallSlides.js';

/** One slide's table, with the columns its kind has; plain markup (the hall's page loads no component library). */
export function SlideTable({ slide }: { slide: Slide }) {
  switch (slide.kind) {
    case 'waiting':
      return <p className="ks-hall__waiting">The pairings of the next round will show here as soon as the arbiter publishes them.</p>;
    case 'boards':
    case 'results':
      return (
        <table className="ks-hall__table">
          <thead>
            <tr>
              <th className="ks-hall__num">Board</th>
              <th>White</th>
              <th className="ks-hall__result">Result</th>
              <th>Black</th>
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
              <th>Player</th>
              <th className="ks-hall__num">Board</th>
              <th>Colour</th>
              <th>Opponent</th>
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
              <th className="ks-hall__num">Rank</th>
              <th>Player</th>
              <th className="ks-hall__num">Rating</th>
              <th className="ks-hall__num">Points</th>
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
              <th className="ks-hall__num">Board</th>
              <th>White</th>
              <th className="ks-hall__result">Result</th>
              <th>Black</th>
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
              <th className="ks-hall__num">Rank</th>
              <th>Team</th>
              <th className="ks-hall__num">MP</th>
              <th className="ks-hall__num">GP</th>
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
              <th className="ks-hall__num">No.</th>
              <th>Player</th>
              <th className="ks-hall__num">Rating</th>
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
