import { Button, Result, Space } from 'antd';
import { Link, useRouteError } from 'react-router';
import { NotFound } from './NotFound.js';
import { routeErrorView } from './routeErrorView.js';

function reload() {
  window.location.reload();
}

/** The shared error screen of every route (errorElement). */
export function RouteError() {
  const view = routeErrorView(useRouteError());

  if (view.kind === 'not-found') return <NotFound />;

  if (view.kind === 'chunk') {
    return (
      <Result
        status="warning"
        title={view.title}
        subTitle="This screen could not be downloaded. The connection may have dropped, or Kingside was just updated. Reloading fetches it again."
        extra={
          <Button type="primary" onClick={reload}>
            Reload
          </Button>
        }
      />
    );
  }

  return (
    <Result
      status="error"
      title="Something went wrong on this screen"
      subTitle={view.detail ? `${view.detail}. Reload the page, or go back to the home page.` : 'Reload the page, or go back to the home page.'}
      extra={
        <Space wrap>
          <Button type="primary" onClick={reload}>
            Reload
          </Button>
          <Link to="/" className="ks-button-link ks-button-link--quiet">
            Go to HomePage
          </Link>
        </Space>
      }
    />
  );
}
