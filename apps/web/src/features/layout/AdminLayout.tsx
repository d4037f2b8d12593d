import { Grid, Layout, Menu } from 'antd';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../brand/Spinner.js';
import { adminAccess } from '../auth/navigation.js';
import { useSession } from '../auth/session.js';
import { activeLink, adminLinks } from './links.js';

/** The admin area: only for organisers and admins, with its section menu beside the page on wide screens. */
export function AdminLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const access = adminAccess(session.status, session.user?.role, session.exitPath);

  if (access.kind === 'wait') return <Spinner />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;

  const active = activeLink(pathname, adminLinks);
  return (
    <Layout className="ks-admin" style={{ background: 'transparent' }}>
      {screens.lg && (
        <Layout.Sider width={220} className="ks-admin__sider" theme="light">
          <Menu
            mode="inline"
            selectedKeys={active ? [active] : []}
            items={adminLinks.map(({ to, label }) => ({ key: to, label: <Link to={to}>{label}</Link> }))}
          />
        </Layout.Sider>
      )}
      <Layout.Content style={{ paddingLeft: screens.lg ? 24 : 0, minWidth: 0 }}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
