import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/** The not-found page, with the texts every unknown address shows. */
export function NotFound() {
  return (
    <section className="ks-notfound">
      <h1 className="ks-notfound__oops">
        <Trans>Oops!</Trans>
      </h1>
      <h2 className="ks-notfound__code">
        <Trans>404 - PAGE NOT FOUND</Trans>
      </h2>
      <p className="ks-notfound__text">
        <Trans>The page you are looking for might have been removed or is temporarily unavailable</Trans>
      </p>
      <Link to="/" className="ks-button-link">
        <Trans>Go to HomePage</Trans>
      </Link>
    </section>
  );
}
