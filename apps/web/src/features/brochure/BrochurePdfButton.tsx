import { useLingui } from '@lingui/react/macro';
import { PdfButton } from '../printouts/PdfButton.js';
import { fetchBrochurePdf } from '../../api/brochure.js';

export interface BrochurePdfButtonProps {
  tournamentId: string;
  label?: string;
  /** Runs first (the editor saves unsaved changes); a failure stops the download. */
  before?: () => Promise<void>;
  type?: 'primary' | 'default';
}

/** Downloads the brochure as a PDF. */
export function BrochurePdfButton({ tournamentId, label, before, type }: BrochurePdfButtonProps) {
  const { t } = useLingui();
  const fetchFile = async () => {
    await before?.();
    return fetchBrochurePdf(tournamentId);
  };
  return <PdfButton label={label ?? t`Brochure PDF`} type={type} failure={t`The brochure PDF could not be made`} fetchFile={fetchFile} />;
}
