import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFound } from './NotFound.js';

describe('not-found page', () => {
  it('has exactly the texts of the spec and a link home', () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/nowhere']}>
          <NotFound />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(html).toContain('>Oops!<');
    expect(html).toContain('>404 - PAGE NOT FOUND<');
    expect(html).toContain('>The page you are looking for might have been removed or is temporarily unavailable<');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go to HomePage<\/a>/);
  });
});
