import { Link } from 'react-router';
import { useSession } from '../auth/session.js';

export function SiteFooter() {
  const { status } = useSession();
  const links = [
    <Link key="tournaments" to="/tournaments">
      Tournaments
    </Link>,
    ...(status === 'signed-out'
      ? [
          <Link key="sign-in" to="/sign-in">
            Sign in
          </Link>,
          <Link key="sign-up" to="/sign-up">
            Create an account
          </Link>,
        ]
      : []),
  ];
  return (
    <div className="ks-footer__inner">
      <p className="ks-footer__links">
        {links.map((link, index) => (
          <span key={link.key}>
            {index > 0 && <span aria-hidden="true"> · </span>}
            {link}
          </span>
        ))}
      </p>
      <p>Kingside — chess tournaments, from registration to prizes.</p>
    </div>
  );
}
