import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.js';

const inEnglish = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('spinner', () => {
  it('shows the logo in the content area by default', () => {
    const html = inEnglish(<Spinner />);
    expect(html).toContain('alt="Kingside"');
    expect(html).not.toContain('ks-spinner--page');
    expect(html).not.toContain('Loading Pdf');
  });
  it('covers the page when asked', () => {
    expect(inEnglish(<Spinner fullPage />)).toContain('ks-spinner--page');
  });
  it("says 'Loading Pdf......' in PDF mode", () => {
    expect(inEnglish(<Spinner pdf />)).toContain('Loading Pdf......');
  });
});
