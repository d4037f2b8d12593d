import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.js';

describe('spinner', () => {
  it('shows the logo in the content area by default', () => {
    const html = renderToStaticMarkup(<Spinner />);
    expect(html).toContain('alt="Kingside"');
    expect(html).not.toContain('ks-spinner--page');
    expect(html).not.toContain('Loading Pdf');
  });
  it('covers the page when asked', () => {
    expect(renderToStaticMarkup(<Spinner fullPage />)).toContain('ks-spinner--page');
  });
  it("says 'Loading Pdf......' in PDF mode", () => {
    expect(renderToStaticMarkup(<Spinner pdf />)).toContain('Loading Pdf......');
  });
});
