import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { Spinner } from '../brand/Spinner.js';
import { isPlainPage } from './plainPage.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';
import { WithAntd } from './WithAntd.js';
import './site.css';

/**
 * Header and footer around every public and admin page (not /connect-lichess), built without antd: the public
 * pages marked PLAIN_PAGE load none of it (issue 19); every other page gets antd's theme and toasts around it.
 */
export function SiteLayout() {
  const plain = isPlainPage(useMatches());
  return (
    <div className="ks-site">
      <header className="ks-header">
        <SiteHeader />
      </header>
      <main className="ks-main">
        <div className="ks-content">
          <Suspense fallback={<Spinner />}>
            {plain ? (
              <Outlet />
            ) : (
              <WithAntd>
                <Outlet />
              </WithAntd>
            )}
          </Suspense>
        </div>
      </main>
      <footer className="ks-footer">
        <SiteFooter />
      </footer>
      <ScrollRestoration />
    </div>
  );
}
