/** The few line icons the plain pages need, drawn inline (the icon package would bring antd's along). */
function Icon({ path }: { path: string }) {
  return (
    <svg className="ks-icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const MenuIcon = () => <Icon path="M4 6h16M4 12h16M4 18h16" />;
export const UserIcon = () => <Icon path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />;
export const SignOutIcon = () => <Icon path="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11" />;
export const BackIcon = () => <Icon path="M19 12H5M11 6l-6 6 6 6" />;
export const CloseIcon = () => <Icon path="M6 6l12 12M18 6L6 18" />;
export const InfoIcon = () => <Icon path="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7.5v.5" />;
