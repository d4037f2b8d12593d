import { InboxOutlined } from '@ant-design/icons';
import { Alert, Card, DatePicker, Descriptions, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useToasts } from '../notify/useToasts.js';
import { importProgress } from './importProgress.js';
import { useCurrentRatingList, useImportJob, useStartImport } from '../../api/rating-list.js';
import { count, dateTime } from '../format/format.js';

/**
 * Admin panel: the FIDE list in use, and uploading a new one (XML or TXT as FIDE publishes it,
 * plain or zipped) with the import's progress and, when it is done, what the new list holds.
 */
export function RatingListImportPanel() {
  const { t } = useLingui();
  const toasts = useToasts();
  const current = useCurrentRatingList();
  const startImport = useStartImport();
  const [jobId, setJobId] = useState<string | null>(null);
  const [listDate, setListDate] = useState<string | undefined>();
  const job = useImportJob(jobId);
  const progress = job.data ? importProgress(job.data) : null;
  const inUse = current.data;
  const listInUse = inUse?.listDate;
  const playersInUse = inUse?.players ?? 0;
  const fileInUse = inUse?.fileName;
  const importedAt = inUse ? dateTime(inUse.importedAt) : '';
  const running = startImport.isPending || job.data?.state === 'running';

  return (
    <Card title={t`FIDE rating list`}>
      <Flex vertical gap="middle">
        {inUse ? (
          <Typography.Text>
            <Trans>
              In use: the list of <strong>{listInUse}</strong>, <Plural value={playersInUse} one="# player" other="# players" /> ({fileInUse}, imported{' '}
              {importedAt}).
            </Trans>
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{current.isPending ? t`Reading the list in use…` : t`No list has been imported yet.`}</Typography.Text>
        )}

        <Flex gap="small" align="center" wrap>
          <Typography.Text>
            <Trans>List month (optional, else taken from the file):</Trans>
          </Typography.Text>
          <DatePicker
            picker="month"
            disabled={running}
            onChange={(_date, text) => setListDate(typeof text === 'string' && text !== '' ? text : undefined)}
            format="YYYY-MM"
            placeholder="YYYY-MM"
          />
        </Flex>

        <Upload.Dragger
          accept=".xml,.txt,.zip"
          maxCount={1}
          showUploadList={false}
          disabled={running}
          customRequest={({ file, onSuccess, onError }) => {
            startImport.mutate(
              { file: file as Blob & { name?: string }, listDate },
              {
                onSuccess: (started) => {
                  setJobId(started.id);
                  onSuccess?.(started);
                },
                onError: (error) => {
                  toasts.error(error, t`The list could not be uploaded`);
                  onError?.(error);
                },
              },
            );
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{startImport.isPending ? t`Uploading…` : t`Click or drop the FIDE list file here`}</p>
          <p className="ant-upload-hint">
            <Trans>players_list_xml_foa.xml or players_list_foa.txt, plain or zipped as FIDE publishes them</Trans>
          </p>
        </Upload.Dragger>

        {progress && job.data && (
          <Flex vertical gap="small">
            <Progress percent={progress.percent} status={progress.status} />
            <Typography.Text type={progress.status === 'exception' ? 'danger' : undefined}>{progress.text}</Typography.Text>
            {job.data.state === 'failed' && <Alert type="error" showIcon title={t`The previous list is still in use`} description={job.data.error} />}
            {job.data.state === 'done' && job.data.counts && (
              <Descriptions
                size="small"
                column={2}
                bordered
                items={[
                  { key: 'date', label: t`List date`, children: job.data.listDate },
                  { key: 'players', label: t`Players`, children: count(job.data.counts.players) },
                  { key: 'standard', label: t`Standard rated`, children: count(job.data.counts.standard) },
                  { key: 'rapid', label: t`Rapid rated`, children: count(job.data.counts.rapid) },
                  { key: 'blitz', label: t`Blitz rated`, children: count(job.data.counts.blitz) },
                  { key: 'titled', label: t`Titled`, children: count(job.data.counts.titled) },
                  { key: 'women', label: t`Women`, children: count(job.data.counts.women) },
                  { key: 'inactive', label: t`Inactive`, children: count(job.data.counts.inactive) },
                ]}
              />
            )}
          </Flex>
        )}
        {job.isError && <Alert type="warning" showIcon title={t`The import's progress cannot be read right now; it goes on on the server.`} />}
      </Flex>
    </Card>
  );
}
