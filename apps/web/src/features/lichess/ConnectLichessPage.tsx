import { Card, Flex, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { finishLichessLogin, LICHESS_CODE_KEY, LICHESS_STATE_KEY, lichessReturnAddress } from '../../api/lichess.js';
import { Logo } from '../brand/Logo.js';

/** One answer per login, even when the page's effect runs twice (React's strict mode). */
const answers = new Map<string, ReturnType<typeof finishLichessLogin>>();

type Outcome = { state: 'progress' } | { state: 'success'; username: string } | { state: 'error'; message: string };

/** Where lichess sends the browser back (spec §2: no header or footer): in progress, then success or error. */
export default function ConnectLichessPage() {
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'progress' });

  useEffect(() => {
    const refState = localStorage.getItem(LICHESS_STATE_KEY);
    const refCode = localStorage.getItem(LICHESS_CODE_KEY);
    const state = params.get('state');
    if (!refState || !refCode || !state) {
      setOutcome({ state: 'error', message: 'No lichess login is under way in this browser. Start again from “Connect lichess”.' });
      return;
    }
    let current = true;
    const query = {
      state,
      ref_state: refState,
      ref_code: refCode,
      redirect_uri: lichessReturnAddress(),
      ...(params.get('code') ? { code: params.get('code')! } : {}),
      ...(params.get('error') ? { error: params.get('error')! } : {}),
      ...(params.get('error_description') ? { error_description: params.get('error_description')! } : {}),
    };
    const answer = answers.get(refState) ?? finishLichessLogin(query);
    answers.set(refState, answer);
    answer.then(
      (data) => current && setOutcome({ state: 'success', username: data.lichess_username }),
      (error: unknown) => current && setOutcome({ state: 'error', message: messageOf(error) }),
    );
    // A login is answered once, whatever the outcome.
    void answer.finally(() => {
      localStorage.removeItem(LICHESS_STATE_KEY);
      localStorage.removeItem(LICHESS_CODE_KEY);
    });
    return () => {
      current = false;
    };
  }, [params]);

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}>
      <title>Connect lichess · Kingside</title>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Flex justify="center">
          <Logo size={48} />
        </Flex>
        {outcome.state === 'progress' && <Result icon={<Spin />} title="Connecting your lichess account…" />}
        {outcome.state === 'success' && (
          <Result
            status="success"
            title={`Connected to lichess as ${outcome.username}`}
            subTitle="You can close this tab and go on in Kingside."
            extra={
              <Link to="/create-lichess-tournament" className="ks-button-link">
                Create a lichess tournament
              </Link>
            }
          />
        )}
        {outcome.state === 'error' && (
          <Result
            status="error"
            title="Lichess was not connected"
            subTitle={outcome.message}
            extra={
              <Link to="/create-lichess-tournament" className="ks-button-link">
                Back to Kingside
              </Link>
            }
          />
        )}
      </Card>
    </Flex>
  );
}
