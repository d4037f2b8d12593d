import { Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@kingside/contract';
import { PrintoutButton } from './PrintoutButton.js';
import { usePrintLanguage } from './PrintLanguage.js';

/** What an organiser's printout buttons are told: the tournament's language, which they may print in. */
interface ForOrganisers {
  tournamentLanguage?: Locale;
}

/** A round's sheets: pairings by board and alphabetical, and (for its organisers) the result slips. */
export function RoundPrintouts({
  tournamentId,
  round,
  resultSlips = false,
  tournamentLanguage,
}: { tournamentId: string; round: number; resultSlips?: boolean } & ForOrganisers) {
  const { t } = useLingui();
  const { query, choice } = usePrintLanguage(tournamentLanguage);
  if (round === 0) return null;
  return (
    <Flex gap={8} wrap align="center">
      {choice}
      <PrintoutButton tournamentId={tournamentId} kind="pairings" query={{ round, order: 'board', ...query }} label={t`Pairings PDF (by board)`} size="small" />
      <PrintoutButton tournamentId={tournamentId} kind="pairings" query={{ round, order: 'name', ...query }} label={t`Pairings PDF (A–Z)`} size="small" />
      {resultSlips && <PrintoutButton tournamentId={tournamentId} kind="result-slips" query={{ round, ...query }} label={t`Result slips PDF`} size="small" />}
    </Flex>
  );
}

/** Standings and crosstable after a round, as PDF. */
export function StandingsPrintouts({ tournamentId, round, tournamentLanguage }: { tournamentId: string; round: number } & ForOrganisers) {
  const { t } = useLingui();
  const { query, choice } = usePrintLanguage(tournamentLanguage);
  if (round === 0) return null;
  return (
    <Flex gap={8} wrap align="center">
      {choice}
      <PrintoutButton tournamentId={tournamentId} kind="standings" query={{ round, ...query }} label={t`Standings PDF`} size="small" />
      <PrintoutButton tournamentId={tournamentId} kind="crosstable" query={{ round, ...query }} label={t`Crosstable PDF`} size="small" />
    </Flex>
  );
}

/** The player list by pairing number, as PDF. */
export function PlayerListPrintout({ tournamentId, tournamentLanguage }: { tournamentId: string } & ForOrganisers) {
  const { t } = useLingui();
  const { query, choice } = usePrintLanguage(tournamentLanguage);
  return (
    <Flex gap={8} wrap align="center">
      {choice}
      <PrintoutButton tournamentId={tournamentId} kind="players" query={query} label={t`Player list PDF`} />
    </Flex>
  );
}

/** The crosstable after a round, as PDF. */
export function CrosstablePrintout({ tournamentId, round }: { tournamentId: string; round: number }) {
  const { t } = useLingui();
  if (round === 0) return null;
  return <PrintoutButton tournamentId={tournamentId} kind="crosstable" query={{ round }} label={t`Crosstable PDF`} />;
}
