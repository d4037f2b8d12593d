import { useLingui } from '@lingui/react/macro';
import type { PrintoutKind } from '@kingside/contract';
import type { Query } from '../../../api/client.js';
import { browserDeps } from '../../../api/index.js';
import { loadDownload } from '../../printouts/lazyDownload.js';
import { PublicPdfButton } from './PublicPdfButton.js';

function Printout({ tournamentId, kind, query, label }: { tournamentId: string; kind: PrintoutKind; query: Query; label: string }) {
  const { t } = useLingui();
  return (
    <PublicPdfButton
      label={label}
      failure={t`The PDF could not be made`}
      fetchFile={async () => (await loadDownload()).fetchPrintout(browserDeps, tournamentId, kind, query)}
    />
  );
}

/** A round's pairing sheets, by board and alphabetical. */
export function PublicRoundPrintouts({ tournamentId, round }: { tournamentId: string; round: number }) {
  const { t } = useLingui();
  return (
    <span className="ks-toolbar__group">
      <Printout tournamentId={tournamentId} kind="pairings" query={{ round, order: 'board' }} label={t`Pairings PDF (by board)`} />
      <Printout tournamentId={tournamentId} kind="pairings" query={{ round, order: 'name' }} label={t`Pairings PDF (A–Z)`} />
    </span>
  );
}

/** Standings and crosstable after a round. */
export function PublicStandingsPrintouts({ tournamentId, round }: { tournamentId: string; round: number }) {
  const { t } = useLingui();
  return (
    <span className="ks-toolbar__group">
      <Printout tournamentId={tournamentId} kind="standings" query={{ round }} label={t`Standings PDF`} />
      <Printout tournamentId={tournamentId} kind="crosstable" query={{ round }} label={t`Crosstable PDF`} />
    </span>
  );
}
