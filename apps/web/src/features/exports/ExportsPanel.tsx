import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tournament } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useExport, type ExportKind } from '../../api/exports.js';
import { saveFile } from '../printouts/download.js';
import { EXPORTS, savedText } from './exportWords.js';

type Outcome = { kind: ExportKind; ok: true; text: string } | { kind: ExportKind; ok: false; text: string };

/** The tournament's exports: each a button, busy while the server makes the file, then what was saved or why not. */
export function ExportsPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const exporting = useExport(tournament.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const download = (kind: ExportKind) => {
    setOutcome(null);
    exporting.mutate(kind, {
      onSuccess: (file) => {
        saveFile(file);
        setOutcome({ kind, ok: true, text: savedText(file.fileName, file.blob.size) });
      },
      onError: (error) => setOutcome({ kind, ok: false, text: messageOf(error) }),
    });
  };

  return (
    <Card size="small" title={t`Exports`}>
      <Flex vertical gap={16}>
        {EXPORTS.map((item) => {
          const busy = exporting.isPending && exporting.variables === item.kind;
          const shown = outcome?.kind === item.kind ? outcome : null;
          // The standings exist once round 1 has results.
          const unavailable = item.kind === 'standings' && tournament.currentRound === 0;
          return (
            <Flex key={item.kind} vertical gap={4} role="group" aria-label={t(item.label)}>
              <Typography.Text strong>{t(item.label)}</Typography.Text>
              <Typography.Text type="secondary">{t(item.text)}</Typography.Text>
              <Button
                icon={<DownloadOutlined />}
                style={{ alignSelf: 'flex-start' }}
                loading={busy}
                disabled={unavailable || (exporting.isPending && !busy)}
                onClick={() => download(item.kind)}
              >
                {busy ? t`Preparing…` : t(item.button)}
              </Button>
              {unavailable && (
                <Typography.Text type="secondary">
                  <Trans>No standings yet: pair round 1 first.</Trans>
                </Typography.Text>
              )}
              {shown &&
                (shown.ok ? (
                  <Typography.Text type="success">{shown.text}</Typography.Text>
                ) : (
                  <Alert type="error" showIcon title={t`Not exported`} description={shown.text} />
                ))}
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
