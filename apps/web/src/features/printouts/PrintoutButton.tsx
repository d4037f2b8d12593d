import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { PrintoutKind } from '@kingside/contract';
import type { Query } from '../../api/client.js';
import { readToken } from '../../api/token.js';
import { Spinner } from '../brand/Spinner.js';
import { useToasts } from '../notify/useToasts.js';
import { fetchPrintout, saveFile } from './download.js';

const deps = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init), token: readToken, appKey: import.meta.env.VITE_APP_KEY };

export interface PrintoutButtonProps {
  tournamentId: string;
  kind: PrintoutKind;
  query?: Query;
  label: string;
  size?: 'small' | 'middle' | 'large';
}

/** Downloads one printout as PDF; the page shows the spinner in PDF mode while the server renders it. */
export function PrintoutButton({ tournamentId, kind, query, label, size = 'middle' }: PrintoutButtonProps) {
  const toasts = useToasts();
  const [rendering, setRendering] = useState(false);
  const download = async () => {
    setRendering(true);
    try {
      saveFile(await fetchPrintout(deps, tournamentId, kind, query));
    } catch (error) {
      toasts.error(error, 'The PDF could not be made');
    } finally {
      setRendering(false);
    }
  };
  return (
    <>
      <Button size={size} icon={<FilePdfOutlined />} disabled={rendering} onClick={() => void download()}>
        {label}
      </Button>
      {rendering && <Spinner fullPage pdf />}
    </>
  );
}
