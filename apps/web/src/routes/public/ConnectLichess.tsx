import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Flex, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { finishLichessLogin, LICHESS_CODE_KEY, LICHESS_STATE_KEY, lichessReturnAddress } from '../../api/lichess.js';
import { Logo } from '../../features/brand/Logo.js';
import { pageTitle } from '../../features/layout/pageTitle.js';
import { callbackQuery, isLichessReturn } from '../../features/lichess/callbackQuery.js';
import { LichessConnection } from '../../features/lichess/LichessConnection.js';

/** One answer per login, even when the page's effect runs twice (React's strict mode). */
const answers = new Map<string, ReturnType<typeof finishLichessLogin>>();

type Outcome = { state: 'progress' } | { state: 'success'; username: string } | { state: 'error'; message: string };

/**
 * /connect-lichess (no header or footer). Opened by lichess's redirect it finishes the
 * login: in progress, then success or error. Opened by a person it shows the connection, to make or end.
 */
export default function ConnectLichessPage() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}>
      <title>{pageTitle(t`Connect lichess`)}</title>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Flex justify="center" style={{ marginBottom: 16 }}>
          <Logo size={48} />
        </Flex>
        {isLichessReturn(params) ? <FinishLogin params={params} /> : <LichessConnection />}
      </Card>
    </Flex>
  );
}

function FinishLogin({ params }: { params: URLSearchParams }) {
  // What lichess sent back, checked against what this browser kept when it left; read once per address.
  const query = useMemo(
    () => callbackQuery(params, { refState: localStorage.getItem(LICHESS_STATE_KEY), refCode: localStorage.getItem(LICHESS_CODE_KEY) }, lichessReturnAddress()),
    [params],
  );
  const [answered, setAnswered] = useState<Outcome>({ state: 'progress' });
  const { t } = useLingui();

  useEffect(() => {
    if ('problem' in query) return;
    let current = true;
    const answer = answers.get(query.ref_state) ?? finishLichessLogin(query);
    answers.set(query.ref_state, answer);
    answer.then(
      (data) => current && setAnswered({ state: 'success', username: data.lichess_username }),
      (error: unknown) => current && setAnswered({ state: 'error', message: messageOf(error) }),
    );
    // A login is answered once, whatever the outcome.
    void answer.finally(() => {
      localStorage.removeItem(LICHESS_STATE_KEY);
      localStorage.removeItem(LICHESS_CODE_KEY);
    });
    return () => {
      current = false;
    };
  }, [query]);

  const outcome: Outcome = 'problem' in query ? { state: 'error', message: query.problem } : answered;
  if (outcome.state === 'progress') return <Result icon={<Spin />} title={t`Connecting your lichess account…`} />;
  if (outcome.state === 'success') {
    const username = outcome.username;
    return (
      <Result
        status="success"
        title={t`Connected to lichess as ${username}`}
        subTitle={t`You can close this tab and go on in Kingside.`}
        extra={
          <Link to="/" className="ks-button-link">
            <Trans>Back to Kingside</Trans>
          </Link>
        }
      />
    );
  }
  return (
    <Result
      status="error"
      title={t`Lichess was not connected`}
      subTitle={outcome.message}
      extra={
        <Link to="/connect-lichess" className="ks-button-link">
          <Trans>Try again</Trans>
        </Link>
      }
    />
  );
}
