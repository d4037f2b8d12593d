import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tournament } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useImportBundle, useImportTrf } from '../../api/exports.js';
import { importedText } from './exportWords.js';

type Outcome = { ok: true; tournament: Tournament } | { ok: false; text: string };

function Result({ outcome, refused }: { outcome: Outcome | null; refused: string }) {
  if (!outcome) return null;
  if (!outcome.ok) return <Alert type="error" showIcon title={refused} description={outcome.text} />;
  const name = outcome.tournament.name;
  return (
    <Alert
      type="success"
      showIcon
      title={importedText(outcome.tournament)}
      description={
        <Link to={`/admin/tournament/${outcome.tournament.id}`}>
          <Trans>Open {name}</Trans>
        </Link>
      }
    />
  );
}

/**
 * Bringing a tournament in from a file: a TRF (another pairing program's, or a FIDE report) or a Kingside bundle.
 * Each makes a new tournament of the organiser and says what it holds; a refused file changes nothing.
 */
export function ImportTournamentPanel() {
  const { t } = useLingui();
  const importTrf = useImportTrf();
  const [name, setName] = useState('');
  const [trfOutcome, setTrfOutcome] = useState<Outcome | null>(null);
  const [sent, setSent] = useState(0);
  const importBundle = useImportBundle(setSent);
  const [bundleOutcome, setBundleOutcome] = useState<Outcome | null>(null);

  const fromTrf = async (file: Blob) => {
    setTrfOutcome(null);
    const trf = await file.text();
    importTrf.mutate(
      { trf, name: name.trim() || undefined },
      {
        onSuccess: (answer) => setTrfOutcome({ ok: true, tournament: answer.data }),
        onError: (error) => setTrfOutcome({ ok: false, text: messageOf(error) }),
      },
    );
  };
  const fromBundle = (file: Blob & { name?: string }) => {
    setBundleOutcome(null);
    setSent(0);
    importBundle.mutate(file, {
      onSuccess: (answer) => setBundleOutcome({ ok: true, tournament: answer.data }),
      onError: (error) => setBundleOutcome({ ok: false, text: messageOf(error) }),
    });
  };

  return (
    <Card size="small" title={t`Import a tournament`}>
      <Flex vertical gap={20}>
        <Flex vertical gap={8} role="group" aria-label={t`From a TRF file`}>
          <Typography.Text strong>
            <Trans>From a TRF file</Trans>
          </Typography.Text>
          <Typography.Text type="secondary">
            <Trans>A tournament from another pairing program (TRF-2026, TRF16 or TRF(x)): players, rounds and results become a new tournament here.</Trans>
          </Typography.Text>
          <Input
            aria-label={t`Name of the imported tournament`}
            placeholder={t`Name (else the file’s)`}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
            style={{ maxWidth: 360 }}
          />
          <Upload
            accept=".trf,.txt"
            maxCount={1}
            showUploadList={false}
            disabled={importTrf.isPending}
            beforeUpload={(file) => {
              void fromTrf(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={importTrf.isPending}>
              {importTrf.isPending ? t`Importing…` : t`Choose a TRF file`}
            </Button>
          </Upload>
          <Result outcome={trfOutcome} refused={t`The TRF file was not imported`} />
        </Flex>

        <Flex vertical gap={8} role="group" aria-label={t`From a Kingside bundle`}>
          <Typography.Text strong>
            <Trans>From a Kingside bundle</Trans>
          </Typography.Text>
          <Typography.Text type="secondary">
            <Trans>A .zip exported by Kingside (here or elsewhere): the whole tournament, with its settings, history and files.</Trans>
          </Typography.Text>
          <Upload
            accept=".zip"
            maxCount={1}
            showUploadList={false}
            disabled={importBundle.isPending}
            beforeUpload={(file) => {
              fromBundle(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={importBundle.isPending}>
              {importBundle.isPending ? t`Importing…` : t`Choose a bundle`}
            </Button>
          </Upload>
          {importBundle.isPending && (
            <Flex vertical gap={2}>
              <Progress percent={Math.round(sent * 100)} status="active" />
              <Typography.Text type="secondary">{sent < 1 ? t`Sending the bundle…` : t`Sent; the server is reading it…`}</Typography.Text>
            </Flex>
          )}
          <Result outcome={bundleOutcome} refused={t`The bundle was not imported`} />
        </Flex>
      </Flex>
    </Card>
  );
}
