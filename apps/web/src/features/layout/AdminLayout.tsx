import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../brand/Spinner.js';
import { adminAccess } from '../auth/navigation.js';
import { useSession } from '../auth/session.js';
import { activeLink, adminLinks } from './links.js';
import { ADMIN_SIDE_MENU, useMediaQuery } from './useMediaQuery.js';

/** The admin area: only for organisers and admins, with its section menu beside the page on wide screens. */
export function AdminLayout() {
  const { t } = useLingui();
  const session = useSession();
  const { pathname } = useLocation();
  const sideMenu = useMediaQuery(ADMIN_SIDE_MENU);
  const access = adminAccess(session.status, session.user?.role, session.exitPath);

  if (access.kind === 'wait') return <Spinner />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;

  const active = activeLink(pathname, adminLinks);
  return (
    <div className="ks-admin">
      {sideMenu && (
        <nav className="ks-admin__sider" aria-label={t`Organiser`}>
          <ul className="ks-admin__links">
            {adminLinks.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} aria-current={to === active ? 'page' : undefined}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="ks-admin__page">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
