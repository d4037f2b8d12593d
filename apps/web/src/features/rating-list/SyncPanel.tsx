import { Alert, Button, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FideSync } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { Spinner } from '../brand/Spinner.js';
import { useToasts } from '../notify/useToasts.js';
import { useApplyFideSync, useFideSyncPreview } from '../../api/rating-list.js';
import { applyLabel, changeText, emptyText, missingTitle, syncHeadline } from './syncPreview.js';

type ChangedPlayer = FideSync['changes'][number];

/**
 * Sync a tournament's players with the FIDE list in use: the preview (the list's date, each change old →
 * new, who is not on the list) opens at once; Apply makes the changes and toasts the server's message.
 */
export function SyncPanel({ tournamentId, onApplied }: { tournamentId: string; onApplied?: () => void }) {
  const { t } = useLingui();
  const columns: ColumnsType<ChangedPlayer> = [
    { title: t({ message: 'No', context: 'pairing number' }), dataIndex: 'pairingNumber', width: 48, align: 'right' },
    { title: t`Name`, dataIndex: 'name' },
    { title: t`FIDE id`, dataIndex: 'fideId', width: 100 },
    {
      title: t`Changes (old → new)`,
      key: 'fields',
      render: (_: unknown, p) => (
        <Flex vertical>
          {p.fields.map((change) => (
            <span key={change.field}>{changeText(change)}</span>
          ))}
        </Flex>
      ),
    },
  ];
  const preview = useFideSyncPreview(tournamentId);
  const apply = useApplyFideSync(tournamentId);
  const toasts = useToasts();

  if (preview.isPending) return <Spinner />;
  if (preview.isError) return <Alert type="error" showIcon title={messageOf(preview.error)} />;
  const sync = preview.data;
  const headline = syncHeadline(sync);
  const onApply = () =>
    apply.mutateAsync().then(
      (answer) => {
        toasts.success(answer.message);
        onApplied?.();
      },
      (error: unknown) => toasts.error(error),
    );

  return (
    <Flex vertical gap={12}>
      <Typography.Text>{headline.list}</Typography.Text>
      <Typography.Text type="secondary">{headline.numbering}</Typography.Text>
      <Table<ChangedPlayer>
        rowKey="uuid"
        size="small"
        columns={columns}
        dataSource={sync.changes}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: emptyText(sync) }}
      />
      {sync.missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={missingTitle(sync)}
          description={
            <ul>
              {sync.missing.map(({ uuid, pairingNumber, name, fideId }) => (
                <li key={uuid}>
                  <Trans>
                    {pairingNumber}. {name} (FIDE id {fideId})
                  </Trans>
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Flex justify="end">
        <Button type="primary" disabled={sync.changes.length === 0} loading={apply.isPending} onClick={onApply}>
          {applyLabel(sync)}
        </Button>
      </Flex>
    </Flex>
  );
}
