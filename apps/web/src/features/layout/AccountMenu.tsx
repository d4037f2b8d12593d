import { useEffect, useId, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { SignOutIcon, UserIcon } from './icons.js';

/** The teams the signed-in person captains or plays for (team events). */
export const MY_TEAMS_PATH = '/my-teams';

/** The signed-in person's menu in the wide header: their page (account or data) and signing out. */
export function AccountMenu({ name, own, onSignOut }: { name: string; own: { to: string; label: string }; onSignOut: () => void }) {
  const { pathname } = useLocation();
  // Open at one address: following a link (or going back) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (opened: boolean) => setOpenAt(opened ? pathname : null);
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    frame.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    // A tap or click anywhere else closes it, as a menu does.
    const outside = (event: PointerEvent) => {
      if (!frame.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div
      ref={frame}
      className="ks-account"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <button ref={button} type="button" className="ks-btn" aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <UserIcon /> {name}
      </button>
      {open && (
        <ul id={menuId} role="menu" className="ks-account__menu" aria-label={name}>
          <li role="none">
            <Link role="menuitem" to={own.to} onClick={() => setOpen(false)}>
              <UserIcon /> {own.label}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={MY_TEAMS_PATH} onClick={() => setOpen(false)}>
              <UserIcon /> <Trans>My teams</Trans>
            </Link>
          </li>
          <li role="none">
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
            >
              <SignOutIcon /> <Trans>Sign out</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
