import { Divider, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TournamentDetails } from '@kingside/contract';
import { usePrizeStructure } from '../../api/prizes.js';
import { Spinner } from '../brand/Spinner.js';
import { useToasts } from '../notify/useToasts.js';
import { PayoutsSection } from '../payouts/PayoutsSection.js';
import { shownStructure, STRUCTURE_LOAD_FAILED } from './prizes.js';
import { StructureEditor } from './StructureEditor.js';
import { WinnersPanel } from './WinnersPanel.js';

/** The admin prizes tab: the structure, then the winners. */
export function PrizesTab({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useLingui();
  const loaded = usePrizeStructure(tournament.id);
  const toasts = useToasts();
  // A failed load says so once, with the fixed title, and the editor starts from an empty structure.
  useEffect(() => {
    if (loaded.isError) toasts.error(loaded.error, t(STRUCTURE_LOAD_FAILED));
  }, [loaded.isError, loaded.error, toasts, t]);

  if (loaded.isPending) return <Spinner />;
  const structure = shownStructure(tournament.id, loaded.data);
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        <Trans>Prize structure</Trans>
      </Typography.Title>
      <StructureEditor key={structure.updatedAt ?? 'new'} tournament={tournament} structure={structure} />
      <Divider style={{ marginBlock: 8, marginInline: 0 }} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        <Trans>Winners</Trans>
      </Typography.Title>
      <WinnersPanel tournament={tournament} structure={structure} />
      <Divider style={{ marginBlock: 8, marginInline: 0 }} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        <Trans>Payouts</Trans>
      </Typography.Title>
      <PayoutsSection tournamentId={tournament.id} />
    </Flex>
  );
}
