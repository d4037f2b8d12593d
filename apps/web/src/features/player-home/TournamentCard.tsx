import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { formatPoints, type MyTournament } from '@kingside/contract';
import { dateRange, dateTime } from '../format/format.js';
import { StateTag } from '../tournament/StateTag.js';
import { boardLine, confirmPath, ownScore, signedChange, startLine } from './homeView.js';
import type { ReactNode } from 'react';

/** The figures so far: points, place, rating change and performance, each only when there is one. */
function Figures({ mine }: { mine: MyTournament }) {
  const figures = [
    `${formatPoints(mine.points)} ${mine.points === 1 ? 'point' : 'points'}`,
    mine.rank !== null ? `place ${mine.rank}` : null,
    mine.ratingChange !== null ? `rating ${signedChange(mine.ratingChange, 0)}` : null,
    mine.performance !== null ? `performance ${mine.performance}` : null,
  ].filter((figure): figure is string => figure !== null);
  return <Typography.Text strong>{figures.join(' · ')}</Typography.Text>;
}

/** One of the player's tournaments: the next board first, then each round's result and rating change. */
export function TournamentCard({ mine, children }: { mine: MyTournament; children?: ReactNode }) {
  const t = mine.tournament;
  const when = dateRange(t.startDate, t.endDate);
  const where = [t.venue, t.city].filter(Boolean).join(', ');
  const confirm = mine.nextGame ? confirmPath(t.id, mine.nextGame) : null;
  return (
    <Card
      size="small"
      title={
        <Link to={`/tournaments/${t.id}`} className="ks-home__event">
          {t.name}
        </Link>
      }
      extra={<StateTag tournament={t} />}
      aria-label={t.name}
    >
      <Flex vertical gap={8}>
        {(when || where) && <Typography.Text type="secondary">{[when, where].filter(Boolean).join(' · ')}</Typography.Text>}
        {mine.awaitingPayment && <Typography.Text type="warning">Registered: your entry fee is not paid yet.</Typography.Text>}
        {mine.withdrawn && <Typography.Text type="warning">You are withdrawn from this tournament.</Typography.Text>}
        {mine.nextGame && (
          <div className="ks-home__next" role="group" aria-label="Your next game">
            <Typography.Text type="secondary">Round {mine.nextGame.round}</Typography.Text>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {boardLine(mine.nextGame)}
            </Typography.Title>
            <Typography.Text>{startLine(mine.nextGame, dateTime)}</Typography.Text>
            {confirm && (
              <Link to={confirm} className="ks-button-link">
                Confirm the result
              </Link>
            )}
          </div>
        )}
        {mine.games.length > 0 && (
          <>
            <Figures mine={mine} />
            <ol className="ks-home__games" aria-label="Your rounds">
              {mine.games.map((game) => (
                <li key={game.round}>
                  <span>
                    Rd {game.round}: {boardLine(game)}
                  </span>
                  <span className="ks-home__score">
                    {ownScore(game)}
                    {game.ratingChange !== null && <span className="ks-home__change"> {signedChange(game.ratingChange)}</span>}
                  </span>
                </li>
              ))}
            </ol>
            {mine.kFactor === null && mine.rating > 0 && (
              <Typography.Text type="secondary">Rating change shows once you are on the imported FIDE list (it gives your K-factor).</Typography.Text>
            )}
          </>
        )}
        <Flex gap={12} wrap>
          <Link to={`/player/${mine.uuid}/${t.id}`}>Your card</Link>
          {t.currentRound > 0 && <Link to={`/tournaments/${t.id}/pairings/${t.currentRound}`}>Pairings</Link>}
          {t.currentRound > 0 && <Link to={`/tournaments/${t.id}/standings`}>Standings</Link>}
        </Flex>
        {children}
      </Flex>
    </Card>
  );
}
