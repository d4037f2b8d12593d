import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Table, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isTeamSystem, type PlayersUploadReport, type RatingType, type TournamentSystem, type UploadRow } from '@kingside/contract';
import { useToasts } from '../notify/useToasts.js';
import { templateUrl, usePlayersUpload, type UploadAnswer } from '../../api/players-upload.js';
import { answerTone, canSave, ignoredColumns, onlyEnteredDuplicates, ratingNote, rowProblems, rowsForTable, statusLabel } from './uploadView.js';

export interface PlayersUploadPanelProps {
  tournament: { id: string; ratingType: RatingType; currentRound: number; system: TournamentSystem };
  /** After the players are saved (e.g. to close a dialog). */
  onSaved?: (report: PlayersUploadReport) => void;
}

const cell = (row: UploadRow, field: keyof NonNullable<UploadRow['player']>) => {
  const value = row.player ? row.player[field] : row.cells[field as keyof UploadRow['cells']];
  return value === null || value === undefined ? '' : String(value);
};

/** The preview's columns, in the reader's language. */
function useColumns(): ColumnsType<UploadRow> {
  const { t } = useLingui();
  return [
    { title: t`Row`, dataIndex: 'row', width: 56, align: 'right' },
    {
      title: t`Status`,
      key: 'status',
      width: 96,
      render: (_: unknown, row) => <Tag color={statusLabel[row.status].color}>{t(statusLabel[row.status].text)}</Tag>,
    },
    { title: t`Name`, key: 'name', render: (_: unknown, row) => <span className="ks-name-cell">{cell(row, 'name')}</span> },
    { title: t`FIDE id`, key: 'fideId', render: (_: unknown, row) => cell(row, 'fideId') },
    { title: t`Rating`, key: 'rating', align: 'right', render: (_: unknown, row) => (row.player ? row.player.rating : '') },
    { title: t({ message: 'Title', context: 'chess title' }), key: 'title', render: (_: unknown, row) => cell(row, 'title') },
    { title: t({ message: 'Fed', context: 'federation, short' }), key: 'federation', render: (_: unknown, row) => cell(row, 'federation') },
    { title: t`Sex`, key: 'sex', render: (_: unknown, row) => cell(row, 'sex') },
    { title: t`Born`, key: 'birthDate', render: (_: unknown, row) => cell(row, 'birthDate') },
    { title: t`Club`, key: 'club', render: (_: unknown, row) => cell(row, 'club') },
    {
      title: t`Problems`,
      key: 'problems',
      render: (_: unknown, row) => (
        <Flex vertical>
          {rowProblems(row).map((problem) => (
            <Typography.Text key={problem} type={row.status === 'error' ? 'danger' : 'warning'}>
              {problem}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
  ];
}

/**
 * Upload a tournament's players from a CSV or XLSX sheet: choose the file, see every row as it will
 * be entered (with each problem by row and column, and duplicates), then save. Nothing is saved
 * while a row has a problem.
 */
export function PlayersUploadPanel({ tournament, onSaved }: PlayersUploadPanelProps) {
  const { t } = useLingui();
  const columns = useColumns();
  const toasts = useToasts();
  const upload = usePlayersUpload();
  const [file, setFile] = useState<(Blob & { name?: string }) | null>(null);
  const [skipDuplicates, setSkipDuplicates] = useState(false);
  const [answer, setAnswer] = useState<UploadAnswer | null>(null);
  const report = answer?.report ?? null;
  const readyCount = report?.counts.ready ?? 0;
  const fileName = file?.name;
  const unread = report ? ignoredColumns(report).join(', ') : '';

  const preview = (chosen: Blob & { name?: string }, skip: boolean) =>
    upload.mutate({ tournamentId: tournament.id, file: chosen, preview: true, skipDuplicates: skip }, { onSuccess: setAnswer });

  const save = () => {
    if (!file) return;
    upload.mutate(
      { tournamentId: tournament.id, file, preview: false, skipDuplicates },
      {
        onSuccess: (saved) => {
          setAnswer(saved);
          // A message containing 'except' is an error, whatever the status.
          if (answerTone(saved) === 'error') toasts.error(new Error(saved.message));
          else {
            toasts.success(saved.message);
            if (saved.report) onSaved?.(saved.report);
          }
        },
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        <Trans>
          One row per player: name (required), FIDE id, national id, standard, rapid and blitz ratings, title, federation, sex, birth date, club, email, phone.
          Headers may be written as you like (Elo, FED, Born…).
        </Trans>{' '}
        {isTeamSystem(tournament.system) && (
          <>
            <Trans>
              A team event also reads Team (the team’s name, in any case; a team not yet entered is entered) and Board: each team’s players join its roster as
              its last reserves in board order, those without a board last.
            </Trans>{' '}
          </>
        )}
        {tournament.currentRound > 0 && <Trans>Round 1 is paired: the players are entered as late entries.</Trans>}
      </Typography.Text>
      <Flex gap={8} wrap>
        <a href={templateUrl('xlsx')} download className="ks-button-link ks-button-link--quiet" style={{ gap: 6 }}>
          <DownloadOutlined /> <Trans>Template (Excel)</Trans>
        </a>
        <a href={templateUrl('csv')} download className="ks-button-link ks-button-link--quiet" style={{ gap: 6 }}>
          <DownloadOutlined /> <Trans>Template (CSV)</Trans>
        </a>
      </Flex>

      <Upload.Dragger
        accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        maxCount={1}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setAnswer(null);
          preview(chosen, skipDuplicates);
          // The file is sent by the preview call, not by the Upload widget.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{fileName ? t`${fileName}: choose another file` : t`Click or drop the CSV or Excel file here`}</p>
        <p className="ant-upload-hint">
          <Trans>The rows are checked first; nothing is saved until you confirm.</Trans>
        </p>
      </Upload.Dragger>

      {answer && (
        <Alert
          type={answerTone(answer)}
          showIcon
          title={answer.message}
          description={
            report && !report.saved ? (
              <>
                {ratingNote(report, tournament.ratingType)}
                {unread !== '' && (
                  <>
                    {' '}
                    <Trans>Columns not read: {unread}.</Trans>
                  </>
                )}
              </>
            ) : undefined
          }
        />
      )}

      {file && (onlyEnteredDuplicates(report) || skipDuplicates) && (
        <Checkbox
          checked={skipDuplicates}
          disabled={upload.isPending}
          onChange={(event) => {
            setSkipDuplicates(event.target.checked);
            preview(file, event.target.checked);
          }}
        >
          <Trans>Leave out the players already entered (they are not changed)</Trans>
        </Checkbox>
      )}

      {report && (
        <Table<UploadRow>
          rowKey="row"
          size="small"
          columns={columns}
          dataSource={rowsForTable(report)}
          pagination={report.rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
        />
      )}

      {report && !report.saved && (
        <Flex justify="flex-end">
          <Button type="primary" disabled={!canSave(report)} loading={upload.isPending} onClick={save}>
            <Plural value={readyCount} one="Save # player" other="Save # players" />
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
