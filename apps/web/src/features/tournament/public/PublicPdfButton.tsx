import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { messageOf } from '../../../api/client.js';
import { Spinner } from '../../brand/Spinner.js';
import { useHydrated } from '../../layout/useHydrated.js';
import type { PdfFile } from '../../printouts/download.js';
import { loadDownload } from '../../printouts/lazyDownload.js';

/**
 * A PDF download on the public pages (plain markup; the admin screens use PdfButton): the spinner's PDF mode while the
 * server renders it, and a failure said beside the button, where antd's toasts are not loaded. It is disabled
 * until the server-rendered page hydrates: a click before then would do nothing.
 */
export function PublicPdfButton({ label, fetchFile, failure }: { label: string; fetchFile: () => Promise<PdfFile>; failure: string }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [rendering, setRendering] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setRendering(true);
    setProblem(null);
    try {
      const file = await fetchFile();
      (await loadDownload()).saveFile(file);
    } catch (error) {
      const reason = messageOf(error);
      setProblem(t`${failure}: ${reason}`);
    } finally {
      setRendering(false);
    }
  };
  return (
    <>
      <button type="button" className="ks-btn ks-btn--small" disabled={!hydrated || rendering} onClick={() => void download()}>
        {label}
      </button>
      {problem && (
        <p className="ks-pdf-error" role="alert">
          {problem}
        </p>
      )}
      {rendering && <Spinner fullPage pdf />}
    </>
  );
}
