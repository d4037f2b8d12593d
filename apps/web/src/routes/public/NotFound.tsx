import { useLingui } from '@lingui/react/macro';
import { NotFound } from '../../features/errors/NotFound.js';
import { pageTitle } from '../../features/layout/pageTitle.js';

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{pageTitle(t`Page not found`)}</title>
      <NotFound />
    </>
  );
}
