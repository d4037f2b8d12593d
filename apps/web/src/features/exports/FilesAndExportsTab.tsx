import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { Tournament } from '@kingside/contract';
import { useSession } from '../auth/session.js';
import { FilesTab } from '../files/FilesTab.js';
import { ExportsPanel } from './ExportsPanel.js';
import { ImportTournamentPanel } from './ImportTournamentPanel.js';

/** The admin tab of everything that goes in or out as a file: the tournament's documents, its exports, imports. */
export function FilesAndExportsTab({ tournament: t }: { tournament: Tournament }) {
  const { user } = useSession();
  return (
    <Flex vertical gap={16}>
      <FilesTab tournament={t} />
      <ExportsPanel tournament={t} />
      <ImportTournamentPanel />
      {user?.role === 'admin' && (
        <Typography.Text type="secondary">
          <Trans>
            The FIDE rating list is imported on the <Link to="/admin/dashboard">dashboard</Link>.
          </Trans>
        </Typography.Text>
      )}
    </Flex>
  );
}
