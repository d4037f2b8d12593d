import { UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, List, Typography } from 'antd';
import { TOURNAMENT_RESTORE_DAYS } from '@kingside/contract';
import { Link } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useToasts } from '../notify/useToasts.js';
import { useDeletedTournaments, useRestoreTournament } from '../../api/privacy.js';
import { dayOf } from '../format/format.js';

/** Tournaments deleted in the last TOURNAMENT_RESTORE_DAYS days, each with Restore (organisers and admins). */
export function DeletedTournaments() {
  const deleted = useDeletedTournaments();
  const restore = useRestoreTournament();
  const toasts = useToasts();
  return (
    <Card title="Deleted tournaments">
      <Typography.Paragraph type="secondary">
        A deleted tournament can be restored, exactly as it was, for {TOURNAMENT_RESTORE_DAYS} days; then it is removed for good with its files.
      </Typography.Paragraph>
      {deleted.error ? (
        <Alert type="error" showIcon title={messageOf(deleted.error)} />
      ) : (
        <List
          loading={deleted.isPending}
          dataSource={deleted.data ?? []}
          locale={{ emptyText: 'No deleted tournaments' }}
          renderItem={(t) => (
            <List.Item
              actions={[
                <Button
                  key="restore"
                  icon={<UndoOutlined />}
                  loading={restore.isPending && restore.variables === t.id}
                  onClick={() =>
                    restore.mutate(t.id, {
                      onSuccess: (answer) => toasts.success(answer.message),
                      onError: (error) => toasts.error(error),
                    })
                  }
                >
                  Restore
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={restore.isSuccess && restore.variables === t.id ? <Link to={`/admin/tournament/${t.id}`}>{t.name}</Link> : t.name}
                description={`Deleted ${dayOf(t.deletedAt)} · restorable until ${dayOf(t.purgeAfter)}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
