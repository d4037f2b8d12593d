import { useLingui } from '@lingui/react/macro';
import type { PrintoutKind } from '@kingside/contract';
import type { Query } from '../../api/client.js';
import { browserDeps } from '../../api/index.js';
import { fetchPrintout } from './download.js';
import { PdfButton } from './PdfButton.js';

export interface PrintoutButtonProps {
  tournamentId: string;
  kind: PrintoutKind;
  query?: Query;
  label: string;
  size?: 'small' | 'middle' | 'large';
}

/** Downloads one printout as PDF. */
export function PrintoutButton({ tournamentId, kind, query, label, size }: PrintoutButtonProps) {
  const { t } = useLingui();
  return <PdfButton label={label} size={size} failure={t`The PDF could not be made`} fetchFile={() => fetchPrintout(browserDeps, tournamentId, kind, query)} />;
}
