import { Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { PrintoutButton } from './PrintoutButton.js';

/** A round's sheets: pairings by board and alphabetical, and (for its organisers) the result slips. */
export function RoundPrintouts({ tournamentId, round, resultSlips = false }: { tournamentId: string; round: number; resultSlips?: boolean }) {
  const { t } = useLingui();
  if (round === 0) return null;
  return (
    <Flex gap={8} wrap>
      <PrintoutButton tournamentId={tournamentId} kind="pairings" query={{ round, order: 'board' }} label={t`Pairings PDF (by board)`} size="small" />
      <PrintoutButton tournamentId={tournamentId} kind="pairings" query={{ round, order: 'name' }} label={t`Pairings PDF (A–Z)`} size="small" />
      {resultSlips && <PrintoutButton tournamentId={tournamentId} kind="result-slips" query={{ round }} label={t`Result slips PDF`} size="small" />}
    </Flex>
  );
}

/** Standings and crosstable after a round, as PDF. */
export function StandingsPrintouts({ tournamentId, round }: { tournamentId: string; round: number }) {
  const { t } = useLingui();
  if (round === 0) return null;
  return (
    <Flex gap={8} wrap>
      <PrintoutButton tournamentId={tournamentId} kind="standings" query={{ round }} label={t`Standings PDF`} size="small" />
      <PrintoutButton tournamentId={tournamentId} kind="crosstable" query={{ round }} label={t`Crosstable PDF`} size="small" />
    </Flex>
  );
}

/** The player list by pairing number, as PDF. */
export function PlayerListPrintout({ tournamentId }: { tournamentId: string }) {
  const { t } = useLingui();
  return <PrintoutButton tournamentId={tournamentId} kind="players" label={t`Player list PDF`} />;
}

/** The crosstable after a round, as PDF. */
export function CrosstablePrintout({ tournamentId, round }: { tournamentId: string; round: number }) {
  const { t } = useLingui();
  if (round === 0) return null;
  return <PrintoutButton tournamentId={tournamentId} kind="crosstable" query={{ round }} label={t`Crosstable PDF`} />;
}
