import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Spinner } from '../brand/Spinner.js';
import { useToasts } from '../notify/useToasts.js';
import { saveFile } from '../printouts/download.js';
import { fetchBrochurePdf } from './api.js';

export interface BrochurePdfButtonProps {
  tournamentId: string;
  label?: string;
  /** Runs first (the editor saves unsaved changes); a failure stops the download. */
  before?: () => Promise<void>;
  type?: 'primary' | 'default';
}

/** Downloads the brochure as a PDF; the spinner's PDF mode shows while the server renders it (spec §2). */
export function BrochurePdfButton({ tournamentId, label = 'Brochure PDF', before, type = 'default' }: BrochurePdfButtonProps) {
  const toasts = useToasts();
  const [rendering, setRendering] = useState(false);
  const download = async () => {
    setRendering(true);
    try {
      await before?.();
      saveFile(await fetchBrochurePdf(tournamentId));
    } catch (error) {
      toasts.error(error, 'The brochure PDF could not be made');
    } finally {
      setRendering(false);
    }
  };
  return (
    <>
      <Button type={type} icon={<FilePdfOutlined />} disabled={rendering} onClick={() => void download()}>
        {label}
      </Button>
      {rendering && <Spinner fullPage pdf />}
    </>
  );
}
