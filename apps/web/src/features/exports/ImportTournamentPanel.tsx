import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Tournament } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useImportBundle, useImportTrf } from '../../api/exports.js';
import { importedText } from './exportWords.js';

type Outcome = { ok: true; tournament: Tournament } | { ok: false; text: string };

function Result({ outcome, what }: { outcome: Outcome | null; what: string }) {
  if (!outcome) return null;
  if (!outcome.ok) return <Alert type="error" showIcon title={`The ${what} was not imported`} description={outcome.text} />;
  return (
    <Alert
      type="success"
      showIcon
      title={importedText(outcome.tournament)}
      description={<Link to={`/admin/tournament/${outcome.tournament.id}`}>Open {outcome.tournament.name}</Link>}
    />
  );
}

/**
 * Bringing a tournament in from a file: a TRF (another pairing program's, or a FIDE report) or a Kingside bundle.
 * Each makes a new tournament of the organiser and says what it holds; a refused file changes nothing.
 */
export function ImportTournamentPanel() {
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
    <Card size="small" title="Import a tournament">
      <Flex vertical gap={20}>
        <Flex vertical gap={8} role="group" aria-label="From a TRF file">
          <Typography.Text strong>From a TRF file</Typography.Text>
          <Typography.Text type="secondary">
            A tournament from another pairing program (TRF-2026, TRF16 or TRF(x)): players, rounds and results become a new tournament here.
          </Typography.Text>
          <Input
            aria-label="Name of the imported tournament"
            placeholder="Name (else the file's)"
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
              {importTrf.isPending ? 'Importing…' : 'Choose a TRF file'}
            </Button>
          </Upload>
          <Result outcome={trfOutcome} what="TRF file" />
        </Flex>

        <Flex vertical gap={8} role="group" aria-label="From a Kingside bundle">
          <Typography.Text strong>From a Kingside bundle</Typography.Text>
          <Typography.Text type="secondary">
            A .zip exported by Kingside (here or elsewhere): the whole tournament, with its settings, history and files.
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
              {importBundle.isPending ? 'Importing…' : 'Choose a bundle'}
            </Button>
          </Upload>
          {importBundle.isPending && (
            <Flex vertical gap={2}>
              <Progress percent={Math.round(sent * 100)} status="active" />
              <Typography.Text type="secondary">{sent < 1 ? 'Sending the bundle…' : 'Sent; the server is reading it…'}</Typography.Text>
            </Flex>
          )}
          <Result outcome={bundleOutcome} what="bundle" />
        </Flex>
      </Flex>
    </Card>
  );
}
