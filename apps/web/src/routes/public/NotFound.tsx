import { NotFound } from '../../features/errors/NotFound.js';
import { pageTitle } from '../../features/layout/pageTitle.js';

export default function NotFoundPage() {
  return (
    <>
      <title>{pageTitle('Page not found')}</title>
      <NotFound />
    </>
  );
}
