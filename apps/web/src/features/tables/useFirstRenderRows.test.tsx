import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIRST_RENDER_ROWS, useFirstRenderRows } from './useFirstRenderRows.js';

function Rows({ rows }: { rows: readonly number[] }) {
  return (
    <ul>
      {useFirstRenderRows(rows).map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

const count = (html: string) => html.match(/<li>/g)?.length ?? 0;

describe("a long public table's first render", () => {
  it('renders on the server only the rows a phone shows first', () => {
    const thousand = Array.from({ length: 1000 }, (_, i) => i + 1);
    const html = renderToString(<Rows rows={thousand} />);
    expect(count(html)).toBe(FIRST_RENDER_ROWS);
    expect(html).toContain(`<li>${FIRST_RENDER_ROWS}</li>`);
    expect(html).not.toContain(`<li>${FIRST_RENDER_ROWS + 1}</li>`);
    expect(count(renderToString(<Rows rows={[1, 2, 3]} />))).toBe(3);
  });
});
