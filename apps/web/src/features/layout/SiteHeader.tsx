import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link, useLocation } from 'react-router';
import { Logo } from '../brand/Logo.js';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '../auth/navigation.js';
import { useSession } from '../auth/session.js';
import { useSignOut } from '../auth/useSignOut.js';
import { AccountMenu, MY_TEAMS_PATH } from './AccountMenu.js';
import { MenuIcon, SignOutIcon } from './icons.js';
import { activeLink, adminLinks, isStaff, publicLinks, type NavLink } from './links.js';
import { MenuDrawer } from './MenuDrawer.js';
import { LanguageSwitch } from '../languages/LanguageSwitch.js';
import { useMediaQuery, WIDE_HEADER } from './useMediaQuery.js';

function NavList({ links, active, className, onFollow }: { links: NavLink[]; active: string | undefined; className: string; onFollow?: () => void }) {
  const { t } = useLingui();
  return (
    <ul className={className}>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link to={to} aria-current={to === active ? 'page' : undefined} onClick={onFollow}>
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  const { t } = useLingui();
  const wide = useMediaQuery(WIDE_HEADER);
  const { pathname } = useLocation();
  const session = useSession();
  const signOut = useSignOut();
  // Open at one address: following a link (or going back) closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === pathname;

  const staff = isStaff(session.user?.role);
  const signedIn = session.status === 'signed-in';
  const brand = (
    <Link to="/" className="ks-brand" aria-label={t`Kingside home`}>
      <Logo size={32} />
      <span>Kingside</span>
    </Link>
  );

  if (!wide) {
    const close = () => setDrawerOpenAt(null);
    const active = activeLink(pathname, [...publicLinks, ...adminLinks]);
    return (
      <>
        {brand}
        <span className="ks-header__spacer" />
        <button type="button" className="ks-btn ks-btn--text ks-btn--large" aria-label={t`Open menu`} onClick={() => setDrawerOpenAt(pathname)}>
          <MenuIcon />
        </button>
        <MenuDrawer open={drawerOpen} onClose={close} title={signedIn ? (session.user?.name ?? t`Menu`) : t`Menu`}>
          <nav aria-label={t`Menu`}>
            <NavList links={publicLinks} active={active} className="ks-drawer__links" onFollow={close} />
            {staff && (
              <>
                <p className="ks-drawer__group">
                  <Trans>Organiser</Trans>
                </p>
                <NavList links={adminLinks} active={active} className="ks-drawer__links" onFollow={close} />
              </>
            )}
            <hr className="ks-drawer__divider" />
            {signedIn ? (
              <>
                <NavList
                  links={[
                    ...(staff
                      ? []
                      : [
                          { to: '/privacy', label: msg`My data` },
                          { to: '/notices', label: msg`My notices` },
                        ]),
                    // Captains and players of team events, organisers included.
                    { to: MY_TEAMS_PATH, label: msg`My teams` },
                  ]}
                  active={active}
                  className="ks-drawer__links"
                  onFollow={close}
                />
                <button
                  type="button"
                  className="ks-drawer__action"
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                >
                  <SignOutIcon /> <Trans>Sign out</Trans>
                </button>
              </>
            ) : session.status === 'checking' ? null : (
              <NavList
                links={[
                  { to: SIGN_IN_PATH, label: msg`Sign in` },
                  { to: SIGN_UP_PATH, label: msg`Sign up` },
                ]}
                active={active}
                className="ks-drawer__links"
                onFollow={close}
              />
            )}
            <hr className="ks-drawer__divider" />
            <LanguageSwitch className="ks-language ks-language--drawer" />
          </nav>
        </MenuDrawer>
      </>
    );
  }

  const navLinks = staff ? [...publicLinks, { to: '/admin/dashboard', label: msg`Dashboard` }] : publicLinks;
  const active = pathname.startsWith('/admin') ? '/admin/dashboard' : activeLink(pathname, publicLinks);
  return (
    <>
      {brand}
      <nav className="ks-header__nav" aria-label={t`Main`}>
        <NavList links={navLinks} active={active} className="ks-header__links" />
      </nav>
      <LanguageSwitch />
      {session.status === 'checking' ? null : signedIn ? (
        <AccountMenu
          name={session.user?.name ?? ''}
          own={staff ? { to: '/admin/account', label: t`Account` } : { to: '/privacy', label: t`My data` }}
          onSignOut={() => void signOut()}
        />
      ) : (
        <span className="ks-header__guest">
          <Link to={SIGN_IN_PATH}>
            <Trans>Sign in</Trans>
          </Link>
          <Link to={SIGN_UP_PATH} className="ks-button-link ks-button-link--small">
            <Trans>Sign up</Trans>
          </Link>
        </span>
      )}
    </>
  );
}
