import { DeleteOutlined } from '@ant-design/icons';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Popconfirm, Typography } from 'antd';
import { TOURNAMENT_RESTORE_DAYS, type Tournament } from '@kingside/contract';
import { useNavigate } from 'react-router';
import { useToasts } from '../notify/useToasts.js';
import { useDeleteTournament } from '../../api/privacy.js';

/** The settings tab's "Delete tournament": hidden at once, restorable from Account for TOURNAMENT_RESTORE_DAYS days. */
export function DeleteTournament({ tournament }: { tournament: Pick<Tournament, 'id' | 'name'> }) {
  const { t } = useLingui();
  const remove = useDeleteTournament();
  const toasts = useToasts();
  const navigate = useNavigate();
  const days = TOURNAMENT_RESTORE_DAYS;
  const name = tournament.name;
  const note = t`It disappears at once from every list and page. You can restore it from Account → Deleted tournaments for ${plural(days, { one: '# day', other: '# days' })}; after that it is removed for good with its files.`;
  return (
    <Card size="small" title={t`Delete tournament`} style={{ marginTop: 24, maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      <Popconfirm
        title={t`Delete “${name}”?`}
        description={t`Restorable for ${plural(days, { one: '# day', other: '# days' })}.`}
        okText={t`Delete`}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutateAsync(tournament.id).then(
            async (answer) => {
              toasts.success(answer.message);
              await navigate('/admin/manage-tournaments');
            },
            (error: unknown) => toasts.error(error),
          )
        }
      >
        <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
          <Trans>Delete tournament</Trans>
        </Button>
      </Popconfirm>
    </Card>
  );
}
