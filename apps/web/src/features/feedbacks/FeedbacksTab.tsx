import { Alert, Card, Empty, Flex, Typography } from 'antd';
import type { Tournament } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { dateTime } from '../format/format.js';
import { useTournamentFeedbacks } from '../../api/feedbacks.js';

/** The organiser reads what the players wrote after the tournament, latest first. */
export function FeedbacksTab({ tournament }: { tournament: Pick<Tournament, 'id' | 'finishedAt'> }) {
  const feedbacks = useTournamentFeedbacks(tournament.id);
  if (feedbacks.isError) return <Alert type="error" showIcon title={messageOf(feedbacks.error)} />;
  const list = feedbacks.data ?? [];
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {tournament.finishedAt
          ? 'Players who played here can leave one feedback each from their home page.'
          : 'Players can leave feedback from their home page once the tournament has finished.'}
      </Typography.Text>
      {!feedbacks.isPending && list.length === 0 && <Empty description="No feedback yet" />}
      {list.map((f) => (
        <Card key={`${f.pairingNumber}`} size="small" title={`${f.playerName} (no. ${f.pairingNumber})`} extra={dateTime(f.updatedAt)}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{f.text}</Typography.Paragraph>
        </Card>
      ))}
    </Flex>
  );
}
