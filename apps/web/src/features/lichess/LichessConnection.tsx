import { Alert, Button, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { disconnectLichess, useLichessAccount } from '../../api/lichess.js';
import { SIGN_IN_PATH } from '../auth/navigation.js';
import { useSession } from '../auth/session.js';
import { Spinner } from '../brand/Spinner.js';
import { isStaff } from '../layout/links.js';
import { useToasts } from '../notify/useToasts.js';
import { ConnectLichessButton } from './ConnectLichessButton.js';

/**
 * /connect-lichess opened by a person: the account's lichess connection, to make or to end. A player
 * connects so that games Kingside pairs can be made for them on lichess; an organiser may also allow bulk pairings.
 */
export function LichessConnection() {
  const { t } = useLingui();
  const { status, user } = useSession();
  const account = useLichessAccount();
  const toasts = useToasts();
  const [bulkPairing, setBulkPairing] = useState(false);
  if (status === 'checking' || (status === 'signed-in' && account.isPending)) return <Spinner />;
  if (status !== 'signed-in') {
    return (
      <Flex vertical gap={12} align="center">
        <Typography.Text>
          <Trans>Sign in to Kingside first, then connect your lichess account.</Trans>
        </Typography.Text>
        <Link to={SIGN_IN_PATH} className="ks-button-link">
          <Trans>Sign in</Trans>
        </Link>
      </Flex>
    );
  }
  if (account.data?.lichess_connected) {
    const username = account.data.lichess_username;
    // lichess's own names of the permissions (challenge:bulk...), as lichess writes them.
    const scopes = account.data.scopes.join(', ');
    const disconnect = () =>
      disconnectLichess().then(
        (answer) => {
          toasts.success(answer.message);
          void account.refetch();
        },
        (error: unknown) => toasts.error(error),
      );
    return (
      <Flex vertical gap={12} align="center">
        <Alert
          type="success"
          showIcon
          message={t`Connected to lichess as ${username}`}
          description={scopes ? t`Permissions: ${scopes}` : t`Permissions: none`}
        />
        <Button danger onClick={disconnect}>
          <Trans>Disconnect lichess</Trans>
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12} align="center">
      <Typography.Text>
        {isStaff(user?.role)
          ? t`Connect your lichess account to create tournaments there in your name.`
          : t`Connect your lichess account so that the games Kingside pairs for you are made on lichess.`}
      </Typography.Text>
      {isStaff(user?.role) && (
        <Checkbox checked={bulkPairing} onChange={(event) => setBulkPairing(event.target.checked)}>
          <Trans>I pair here and play on lichess (bulk pairings)</Trans>
        </Checkbox>
      )}
      <ConnectLichessButton bulkPairing={bulkPairing} />
      <Button onClick={() => void account.refetch()}>
        <Trans>I have connected it</Trans>
      </Button>
    </Flex>
  );
}
