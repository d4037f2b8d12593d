import { Alert, Card, Empty, Flex, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tournament } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { dateTime } from '../format/format.js';
import { useTournamentFeedbacks } from '../../api/feedbacks.js';

/** The organiser reads what the players wrote after the tournament, latest first. */
export function FeedbacksTab({ tournament }: { tournament: Pick<Tournament, 'id' | 'finishedAt'> }) {
  const { t } = useLingui();
  const feedbacks = useTournamentFeedbacks(tournament.id);
  if (feedbacks.isError) return <Alert type="error" showIcon title={messageOf(feedbacks.error)} />;
  const list = feedbacks.data ?? [];
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {tournament.finishedAt ? (
          <Trans>Players who played here can leave one feedback each from their home page.</Trans>
        ) : (
          <Trans>Players can leave feedback from their home page once the tournament has finished.</Trans>
        )}
      </Typography.Text>
      {!feedbacks.isPending && list.length === 0 && <Empty description={t`No feedback yet`} />}
      {list.map((f) => {
        const { playerName, pairingNumber } = f;
        return (
          <Card key={`${f.pairingNumber}`} size="small" title={t`${playerName} (no. ${pairingNumber})`} extra={dateTime(f.updatedAt)}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{f.text}</Typography.Paragraph>
          </Card>
        );
      })}
    </Flex>
  );
}
