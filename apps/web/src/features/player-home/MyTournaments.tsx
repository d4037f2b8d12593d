import { Alert, Card, Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { MyTournament } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { FeedbackForm } from '../feedbacks/FeedbackForm.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { useMyTournaments } from './api.js';
import { TournamentCard } from './TournamentCard.js';
import './player-home.css';

/** Follows a running tournament's live stream, so a new pairing or result shows on the home as it happens. */
function Running({ mine }: { mine: MyTournament }) {
  useLiveTournament(mine.tournament.id);
  return <TournamentCard mine={mine} />;
}

function Section({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section aria-label={heading}>
      <Flex vertical gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {heading}
        </Typography.Title>
        {children}
      </Flex>
    </section>
  );
}

/** The signed-in player's home: what they play now and next, what is coming, and what they played. */
export function MyTournaments() {
  const mine = useMyTournaments(true);
  if (mine.isPending) return <Card loading title="Your tournaments" />;
  if (mine.isError) return <Alert type="error" showIcon title="Your tournaments cannot be shown right now" description={messageOf(mine.error)} />;
  const { running, upcoming, past } = mine.data;
  if (running.length + upcoming.length + past.length === 0) {
    return (
      <Card title="Your tournaments">
        <Empty description="You have not entered a tournament yet.">
          <Link to="/tournaments">Find a tournament</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <Flex vertical gap={24}>
      {running.length > 0 && (
        <Section heading="Playing now">
          {running.map((m) => (
            <Running key={m.uuid} mine={m} />
          ))}
        </Section>
      )}
      {upcoming.length > 0 && (
        <Section heading="Coming up">
          {upcoming.map((m) => (
            <TournamentCard key={m.uuid} mine={m} />
          ))}
        </Section>
      )}
      {past.length > 0 && (
        <Section heading="Past events">
          {past.map((m) => (
            <TournamentCard key={m.uuid} mine={m}>
              {!m.awaitingPayment && <FeedbackForm tournamentId={m.tournament.id} current={m.feedback} />}
            </TournamentCard>
          ))}
        </Section>
      )}
    </Flex>
  );
}
