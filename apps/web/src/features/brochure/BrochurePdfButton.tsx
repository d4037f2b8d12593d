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
export function BrochurePdfButton({ tournamentId, label = 'Brochure PDF', before, type }: BrochurePdfButtonProps) {
  const fetchFile = async () => {
    await before?.();
    return fetchBrochurePdf(tournamentId);
  };
  return <PdfButton label={label} type={type} failure="The brochure PDF could not be made" fetchFile={fetchFile} />;
}
