import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../brand/Spinner.js';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary.js';
import { ScrollToTop } from './ScrollToTop.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';
import './site.css';

/**
 * Header and footer around every public and admin page (not /connect-lichess), built without antd: the public
 * pages (PlainPages) load none of it; every other page (AntdPages) gets antd's theme and toasts around it.
 */
export function SiteLayout() {
  return (
    <div className="ks-site">
      <header className="ks-header">
        <SiteHeader />
      </header>
      <main className="ks-main">
        <div className="ks-content">
          {/* Errors of a page show inside the header and footer. */}
          <RouteErrorBoundary>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </div>
      </main>
      <footer className="ks-footer">
        <SiteFooter />
      </footer>
      <ScrollToTop />
    </div>
  );
}
