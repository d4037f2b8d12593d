import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Drawer, Dropdown, Grid, Menu, Space, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../brand/Logo.js';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '../auth/navigation.js';
import { useSession } from '../auth/session.js';
import { useSignOut } from '../auth/useSignOut.js';
import { activeLink, adminLinks, isStaff, publicLinks, type NavLink } from './links.js';

const SIGN_OUT_KEY = 'sign-out';

function menuItems(links: NavLink[]): NonNullable<MenuProps['items']> {
  return links.map(({ to, label }) => ({ key: to, label: <Link to={to}>{label}</Link> }));
}

export function SiteHeader() {
  const screens = Grid.useBreakpoint();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const staff = isStaff(session.user?.role);
  const signedIn = session.status === 'signed-in';
  const brand = (
    <Link to="/" className="ks-brand" aria-label="Kingside home">
      <Logo size={32} />
      <span>Kingside</span>
    </Link>
  );

  if (!screens.md) {
    const items: NonNullable<MenuProps['items']> = [
      ...menuItems(publicLinks),
      ...(staff ? [{ type: 'group' as const, key: 'admin', label: 'Organiser', children: menuItems(adminLinks) }] : []),
      { type: 'divider' as const },
      ...(signedIn
        ? [...(staff ? [] : menuItems([{ to: '/privacy', label: 'My data' }])), { key: SIGN_OUT_KEY, icon: <LogoutOutlined />, label: 'Sign out' }]
        : session.status === 'checking'
          ? []
          : menuItems([
              { to: SIGN_IN_PATH, label: 'Sign in' },
              { to: SIGN_UP_PATH, label: 'Sign up' },
            ])),
    ];
    return (
      <>
        {brand}
        <span className="ks-header__spacer" />
        <Button type="text" size="large" icon={<MenuOutlined />} aria-label="Open menu" onClick={() => setDrawerOpen(true)} />
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="right"
          size={300}
          title={signedIn ? (session.user?.name ?? 'Menu') : 'Menu'}
          styles={{ body: { padding: 0 } }}
        >
          <Menu
            mode="inline"
            selectedKeys={[activeLink(pathname, [...publicLinks, ...adminLinks]) ?? pathname]}
            items={items}
            onClick={({ key }) => {
              setDrawerOpen(false);
              if (key === SIGN_OUT_KEY) void signOut();
            }}
          />
        </Drawer>
      </>
    );
  }

  const navLinks = staff ? [...publicLinks, { to: '/admin/dashboard', label: 'Dashboard' }] : publicLinks;
  const active = pathname.startsWith('/admin') ? '/admin/dashboard' : activeLink(pathname, publicLinks);
  const accountItems: NonNullable<MenuProps['items']> = [
    ...(staff ? [{ key: '/admin/account', icon: <UserOutlined />, label: 'Account' }] : [{ key: '/privacy', icon: <UserOutlined />, label: 'My data' }]),
    { key: SIGN_OUT_KEY, icon: <LogoutOutlined />, label: 'Sign out' },
  ];
  return (
    <>
      {brand}
      <Menu className="ks-header__nav" mode="horizontal" selectedKeys={active ? [active] : []} items={menuItems(navLinks)} />
      {session.status === 'checking' ? null : signedIn ? (
        <Dropdown
          menu={{
            items: accountItems,
            onClick: ({ key }) => (key === SIGN_OUT_KEY ? void signOut() : void navigate(key)),
          }}
          trigger={['click']}
        >
          <Button icon={<UserOutlined />}>{session.user?.name}</Button>
        </Dropdown>
      ) : (
        <Space>
          <Link to={SIGN_IN_PATH}>Sign in</Link>
          <Link to={SIGN_UP_PATH} className="ks-button-link ks-button-link--small">
            Sign up
          </Link>
        </Space>
      )}
    </>
  );
}
