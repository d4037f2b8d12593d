import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Spinner } from '../brand/Spinner.js';
import { useToasts } from '../notify/useToasts.js';
import { saveFile, type PdfFile } from './download.js';

export interface PdfButtonProps {
  label: string;
  /** Makes the file; a failure is shown as a toast under `failure`. */
  fetchFile: () => Promise<PdfFile>;
  failure: string;
  size?: 'small' | 'middle' | 'large';
  type?: 'primary' | 'default';
}

/** Downloads a PDF the server renders; the spinner's PDF mode shows meanwhile. */
export function PdfButton({ label, fetchFile, failure, size = 'middle', type = 'default' }: PdfButtonProps) {
  const toasts = useToasts();
  const [rendering, setRendering] = useState(false);
  const download = async () => {
    setRendering(true);
    try {
      saveFile(await fetchFile());
    } catch (error) {
      toasts.error(error, failure);
    } finally {
      setRendering(false);
    }
  };
  return (
    <>
      <Button type={type} size={size} icon={<FilePdfOutlined />} disabled={rendering} onClick={() => void download()}>
        {label}
      </Button>
      {rendering && <Spinner fullPage pdf />}
    </>
  );
}
