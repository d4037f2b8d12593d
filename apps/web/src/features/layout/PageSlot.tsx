import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../brand/Spinner.js';
import { WithAntd } from './WithAntd.js';

/** The page of the address, mounted afresh for each address (a page's state belongs to its address), its frame kept. */
function PageOfAddress() {
  const { pathname } = useLocation();
  return <Outlet key={pathname} />;
}

/** Where the pages built without antd show (the public pages a phone opens first): they load none of it. */
export function PlainPages() {
  return <PageOfAddress />;
}

/** Where every other page shows: antd's theme and toasts around it, loaded with the first such page. */
export function AntdPages() {
  return (
    <WithAntd>
      {/* A page still loading waits inside antd's scope, so a toast raised just before (an account deleted, then home)
          stays in view instead of hiding with the scope. */}
      <Suspense fallback={<Spinner />}>
        <PageOfAddress />
      </Suspense>
    </WithAntd>
  );
}
