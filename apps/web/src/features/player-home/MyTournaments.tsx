import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyTournament } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useTournament } from '../../api/tournaments.js';
import { FeedbackForm } from '../feedbacks/FeedbackForm.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { useMyTournaments } from '../../api/player-home.js';
import { playerKeys } from '../../api/query-keys/tournament.js';
import { TournamentCard } from './TournamentCard.js';
import './player-home.css';

/**
 * Follows the live stream of a tournament not finished yet, so its pairing and each result show on the home as they
 * happen. Some changes (a round starting, the end) refresh only the tournament itself: when its state differs from
 * the one the home showed, the home is read again (the round's start time, the move to the past events).
 */
function Followed({ mine }: { mine: MyTournament }) {
  useLiveTournament(mine.tournament.id);
  const state = useTournament(mine.tournament.id).data?.state;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (state !== undefined && state !== mine.tournament.state) void queryClient.invalidateQueries({ queryKey: playerKeys.myTournaments });
  }, [state, mine.tournament.state, queryClient]);
  return <TournamentCard mine={mine} />;
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
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
  const { t } = useLingui();
  const mine = useMyTournaments(true);
  if (mine.isPending) return <Card loading title={t`Your tournaments`} />;
  if (mine.isError) return <Alert type="error" showIcon title={t`Your tournaments cannot be shown right now`} description={messageOf(mine.error)} />;
  const { running, upcoming, past } = mine.data;
  if (running.length + upcoming.length + past.length === 0) {
    return (
      <Card title={t`Your tournaments`}>
        <Empty description={t`You have not entered a tournament yet.`}>
          <Link to="/tournaments">
            <Trans>Find a tournament</Trans>
          </Link>
        </Empty>
      </Card>
    );
  }
  return (
    <Flex vertical gap={24}>
      {running.length > 0 && (
        <Section heading={t`Playing now`}>
          {running.map((m) => (
            <Followed key={m.uuid} mine={m} />
          ))}
        </Section>
      )}
      {upcoming.length > 0 && (
        <Section heading={t`Coming up`}>
          {upcoming.map((m) => (
            <Followed key={m.uuid} mine={m} />
          ))}
        </Section>
      )}
      {past.length > 0 && (
        <Section heading={t`Past events`}>
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
