import { UndoOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, List, Typography } from 'antd';
import { TOURNAMENT_RESTORE_DAYS } from '@kingside/contract';
import { Link } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useToasts } from '../notify/useToasts.js';
import { useDeletedTournaments, useRestoreTournament } from '../../api/privacy.js';
import { dayOf } from '../format/format.js';

/** Tournaments deleted in the last TOURNAMENT_RESTORE_DAYS days, each with Restore (organisers and admins). */
export function DeletedTournaments() {
  const { t } = useLingui();
  const days = TOURNAMENT_RESTORE_DAYS;
  const deleted = useDeletedTournaments();
  const restore = useRestoreTournament();
  const toasts = useToasts();
  return (
    <Card title={t`Deleted tournaments`}>
      <Typography.Paragraph type="secondary">
        <Plural
          value={days}
          one="A deleted tournament can be restored, exactly as it was, for # day; then it is removed for good with its files."
          other="A deleted tournament can be restored, exactly as it was, for # days; then it is removed for good with its files."
        />
      </Typography.Paragraph>
      {deleted.error ? (
        <Alert type="error" showIcon title={messageOf(deleted.error)} />
      ) : (
        <List
          loading={deleted.isPending}
          dataSource={deleted.data ?? []}
          locale={{ emptyText: t`No deleted tournaments` }}
          renderItem={(tournament) => {
            const deletedOn = dayOf(tournament.deletedAt);
            const until = dayOf(tournament.purgeAfter);
            return (
              <List.Item
                actions={[
                  <Button
                    key="restore"
                    icon={<UndoOutlined />}
                    loading={restore.isPending && restore.variables === tournament.id}
                    onClick={() =>
                      restore.mutate(tournament.id, {
                        onSuccess: (answer) => toasts.success(answer.message),
                        onError: (error) => toasts.error(error),
                      })
                    }
                  >
                    <Trans>Restore</Trans>
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    restore.isSuccess && restore.variables === tournament.id ? (
                      <Link to={`/admin/tournament/${tournament.id}`}>{tournament.name}</Link>
                    ) : (
                      tournament.name
                    )
                  }
                  description={t`Deleted ${deletedOn} · restorable until ${until}`}
                />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
