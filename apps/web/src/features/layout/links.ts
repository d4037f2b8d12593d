import type { Role } from '@kingside/contract';

export interface NavLink {
  to: string;
  label: string;
}

export const publicLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/tournaments', label: 'Tournaments' },
];

/** The admin area's sections, in the order an organiser meets them. */
export const adminLinks: NavLink[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/manage-tournaments', label: 'Manage tournaments' },
  { to: '/admin/create-tournament', label: 'Create tournament' },
  { to: '/admin/create-club', label: 'Create club' },
  { to: '/admin/create-brochure', label: 'Brochures' },
  { to: '/admin/payout', label: 'Payout' },
  { to: '/admin/account', label: 'Account' },
];

export function isStaff(role: Role | undefined): boolean {
  return role !== undefined && role !== 'player';
}

/** The link a page belongs to: the longest link path that is the page path or a parent of it. */
export function activeLink(pathname: string, links: NavLink[]): string | undefined {
  let best: string | undefined;
  for (const { to } of links) {
    const matches = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
    if (matches && (best === undefined || to.length > best.length)) best = to;
  }
  return best;
}
