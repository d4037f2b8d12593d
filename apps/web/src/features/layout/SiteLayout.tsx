import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../brand/Spinner.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';

/** Header and footer around every public and admin page (not /connect-lichess). */
export function SiteLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="ks-header">
        <SiteHeader />
      </Layout.Header>
      <Layout.Content>
        <div className="ks-content">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout.Content>
      <Layout.Footer className="ks-footer">
        <SiteFooter />
      </Layout.Footer>
      <ScrollRestoration />
    </Layout>
  );
}
