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
  const view = routeErrorView(error);
  const chunk = view.kind === 'chunk';
  return (
    <section className={`ks-route-error${chunk ? ' ks-route-error--warning' : ''}`} role="alert">
      <span className="ks-route-error__mark" aria-hidden="true">
        !
      </span>
      <h2 className="ks-route-error__title">{chunk ? view.title : 'Something went wrong on this screen'}</h2>
      <p className="ks-route-error__text">
        {chunk
          ? 'This screen could not be downloaded. The connection may have dropped, or Kingside was just updated. Reloading fetches it again.'
          : view.detail
            ? `${view.detail}. Reload the page, or go back to the home page.`
            : 'Reload the page, or go back to the home page.'}
      </p>
      <div className="ks-route-error__actions">
        <button type="button" className="ks-button-link" onClick={reload}>
          Reload
        </button>
        {!chunk && (
          <Link to="/" className="ks-button-link ks-button-link--quiet">
            Go to HomePage
          </Link>
        )}
      </div>
    </section>
  );
}
