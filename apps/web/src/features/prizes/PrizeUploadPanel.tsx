import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_CURRENCY, formatMoney, prizeUploadTemplateColumns, type Currency, type PrizeUploadRow } from '@kingside/contract';
import { sayContract } from '../languages/sayContract.js';
import { useToasts } from '../notify/useToasts.js';
import { answerTone } from '../players-upload/uploadView.js';
import { usePrizeUpload, type PrizeUploadAnswer } from '../../api/prizes-upload.js';

const statusColours: Record<PrizeUploadRow['status'], string> = { ready: 'green', error: 'red', saved: 'blue' };
const statusLabels: Record<PrizeUploadRow['status'], MessageDescriptor> = {
  ready: msg({ message: 'ready', context: 'uploaded row' }),
  error: msg({ message: 'error', context: 'uploaded row' }),
  saved: msg({ message: 'saved', context: 'uploaded row' }),
};

/** The preview's columns, in the reader's language. */
function useColumns(currency: Currency) {
  const { t } = useLingui();
  return [
    { title: t`Row`, dataIndex: 'row', width: 56, align: 'right' as const },
    {
      title: t`Status`,
      key: 'status',
      width: 80,
      render: (_: unknown, r: PrizeUploadRow) => <Tag color={statusColours[r.status]}>{t(statusLabels[r.status])}</Tag>,
    },
    {
      title: t`Prize`,
      key: 'prize',
      render: (_: unknown, r: PrizeUploadRow) => (r.award ? `${r.award.place}. ${r.award.categoryName}` : `${r.cells.place ?? ''} ${r.cells.category ?? ''}`),
    },
    {
      title: t`Player`,
      key: 'player',
      render: (_: unknown, r: PrizeUploadRow) => r.award?.name ?? r.cells.name ?? r.cells.pairingNumber ?? r.cells.fideId ?? '',
    },
    {
      title: t`Amount`,
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, r: PrizeUploadRow) => (r.award ? formatMoney(r.award.amount, currency) : (r.cells.amount ?? '')),
    },
    {
      title: t`Problems`,
      key: 'problems',
      render: (_: unknown, r: PrizeUploadRow) => (
        <Flex vertical>
          {r.errors.map((e) => (
            <Typography.Text key={e.message} type="danger">
              {e.message}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
  ];
}

/**
 * Prizes decided offline, from a CSV or XLSX sheet: every row is shown as it will be saved, with each
 * problem by row and column; saving replaces the stored winners and nothing is saved while a row is wrong.
 */
export function PrizeUploadPanel({ tournamentId, onSaved }: { tournamentId: string; onSaved: () => void }) {
  const { t } = useLingui();
  const toasts = useToasts();
  const upload = usePrizeUpload();
  const [file, setFile] = useState<(Blob & { name?: string }) | null>(null);
  const [answer, setAnswer] = useState<PrizeUploadAnswer | null>(null);
  const report = answer?.report ?? null;
  const readyCount = report?.counts.ready ?? 0;
  const columns = useColumns(report?.currency ?? DEFAULT_CURRENCY);
  const fileName = file?.name;
  const templateColumns = prizeUploadTemplateColumns.map((c) => `${c.header} (${sayContract(c.help)})`).join('; ');

  const save = () => {
    if (!file) return;
    upload.mutate(
      { tournamentId, file, preview: false },
      {
        onSuccess: (saved) => {
          setAnswer(saved);
          // A sheet with rows in error is refused, whatever the status.
          if (answerTone(saved) === 'error') toasts.error(new Error(saved.message));
          else {
            toasts.success(saved.message);
            onSaved();
          }
        },
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        <Trans>One row per prize: {templateColumns}. The sheet replaces the stored winners.</Trans>
      </Typography.Text>
      <Upload.Dragger
        accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        maxCount={1}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setAnswer(null);
          upload.mutate({ tournamentId, file: chosen, preview: true }, { onSuccess: setAnswer });
          // The file is sent by the preview call, not by the Upload widget.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{fileName ? t`${fileName}: choose another file` : t`Click or drop the CSV or Excel file here`}</p>
      </Upload.Dragger>
      {answer && <Alert type={answerTone(answer)} showIcon title={answer.message} />}
      {report && (
        <Table<PrizeUploadRow> rowKey="row" size="small" columns={columns} dataSource={report.rows} pagination={false} scroll={{ x: 'max-content' }} />
      )}
      {report && !report.saved && (
        <Flex justify="flex-end">
          <Button type="primary" disabled={report.counts.errors > 0 || report.counts.ready === 0} loading={upload.isPending} onClick={save}>
            <Plural value={readyCount} one="Save # prize" other="Save # prizes" />
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
