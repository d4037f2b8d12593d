import { Button, Typography } from 'antd';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { messageOf } from '../../api/client.js';
import { startLichessLogin } from '../../api/lichess.js';

/** Starts the lichess login in a new tab. Its failure shows here, not as a toast (the platform's login fails silently). */
export function ConnectLichessButton({ bulkPairing = false }: { bulkPairing?: boolean }) {
  const [problem, setProblem] = useState<string>();
  const start = () => {
    setProblem(undefined);
    startLichessLogin(bulkPairing).catch((error: unknown) => setProblem(messageOf(error)));
  };
  return (
    <>
      <Button type="primary" onClick={start}>
        <Trans>Connect lichess</Trans>
      </Button>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </>
  );
}
