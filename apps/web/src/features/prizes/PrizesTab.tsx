import { Divider, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import type { TournamentDetails } from '@kingside/contract';
import { usePrizeStructure } from '../../api/prizes.js';
import { Spinner } from '../brand/Spinner.js';
import { useToasts } from '../notify/useToasts.js';
import { PayoutsSection } from '../payouts/PayoutsSection.js';
import { shownStructure, STRUCTURE_LOAD_FAILED } from './prizes.js';
import { StructureEditor } from './StructureEditor.js';
import { WinnersPanel } from './WinnersPanel.js';

/** The admin prizes tab: the structure, then the winners. */
export function PrizesTab({ tournament: t }: { tournament: TournamentDetails }) {
  const loaded = usePrizeStructure(t.id);
  const toasts = useToasts();
  // A failed load says so once, with the fixed title, and the editor starts from an empty structure.
  useEffect(() => {
    if (loaded.isError) toasts.error(loaded.error, STRUCTURE_LOAD_FAILED);
  }, [loaded.isError, loaded.error, toasts]);

  if (loaded.isPending) return <Spinner />;
  const structure = shownStructure(t.id, loaded.data);
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Prize structure
      </Typography.Title>
      <StructureEditor key={structure.updatedAt ?? 'new'} tournament={t} structure={structure} />
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        Winners
      </Typography.Title>
      <WinnersPanel tournament={t} structure={structure} />
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        Payouts
      </Typography.Title>
      <PayoutsSection tournamentId={t.id} />
    </Flex>
  );
}
