import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { routeErrorView } from './routeErrorView.js';
import './route-error.css';

function reload() {
  window.location.reload();
}

/**
 * The shared error screen of every route (RouteErrorBoundary). Plain markup, no antd: it shows on the public pages too,
 * which load none, and after a screen's own code failed to arrive.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const view = routeErrorView(error);
  // The screen whose code did not arrive, named as the app's chunks are.
  const chunk = view.kind === 'chunk' ? view.chunk : undefined;
  const detail = view.kind === 'failure' ? view.detail : undefined;
  return (
    <section className={`ks-route-error${chunk ? ' ks-route-error--warning' : ''}`} role="alert">
      <span className="ks-route-error__mark" aria-hidden="true">
        !
      </span>
      <h2 className="ks-route-error__title">{chunk ? t`Loading chunk ${chunk} failed` : t`Something went wrong on this screen`}</h2>
      <p className="ks-route-error__text">
        {chunk
          ? t`This screen could not be downloaded. The connection may have dropped, or Kingside was just updated. Reloading fetches it again.`
          : detail
            ? t`${detail}. Reload the page, or go back to the home page.`
            : t`Reload the page, or go back to the home page.`}
      </p>
      <div className="ks-route-error__actions">
        <button type="button" className="ks-button-link" onClick={reload}>
          <Trans>Reload</Trans>
        </button>
        {!chunk && (
          <Link to="/" className="ks-button-link ks-button-link--quiet">
            <Trans>Go to HomePage</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
