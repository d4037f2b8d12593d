import { Link } from 'react-router';

/** The not-found page, with the texts every unknown address shows. */
export function NotFound() {
  return (
    <section className="ks-notfound">
      <h1 className="ks-notfound__oops">Oops!</h1>
      <h2 className="ks-notfound__code">404 - PAGE NOT FOUND</h2>
      <p className="ks-notfound__text">The page you are looking for might have been removed or is temporarily unavailable</p>
      <Link to="/" className="ks-button-link">
        Go to HomePage
      </Link>
    </section>
  );
}
