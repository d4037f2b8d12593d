import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSession } from '../auth/session.js';

export function SiteFooter() {
  const { status } = useSession();
  const links = [
    <Link key="tournaments" to="/tournaments">
      <Trans>Tournaments</Trans>
    </Link>,
    ...(status === 'signed-out'
      ? [
          <Link key="sign-in" to="/sign-in">
            <Trans>Sign in</Trans>
          </Link>,
          <Link key="sign-up" to="/sign-up">
            <Trans>Create an account</Trans>
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
      <p>
        <Trans>Kingside — chess tournaments, from registration to prizes.</Trans>
      </p>
    </div>
  );
}
