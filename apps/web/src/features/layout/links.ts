import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@kingside/contract';

export interface NavLink {
  to: string;
  label: MessageDescriptor;
}

export const publicLinks: NavLink[] = [
  { to: '/', label: msg`Home` },
  { to: '/tournaments', label: msg`Tournaments` },
];

/** The admin area's sections, in the order an organiser meets them. */
export const adminLinks: NavLink[] = [
  { to: '/admin/dashboard', label: msg`Dashboard` },
  { to: '/admin/manage-tournaments', label: msg`Manage tournaments` },
  { to: '/admin/create-tournament', label: msg`Create tournament` },
  { to: '/admin/create-club', label: msg`Create club` },
  { to: '/admin/create-brochure', label: msg`Brochures` },
  { to: '/admin/payout', label: msg`Payout` },
  { to: '/admin/account', label: msg`Account` },
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
