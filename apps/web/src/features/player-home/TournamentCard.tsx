import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { formatPoints, type MyTournament } from '@kingside/contract';
import { dateRange, dateTime } from '../format/format.js';
import { StateTag } from '../tournament/StateTag.js';
import { boardLine, confirmPath, ownScore, signedChange, startLine } from './homeView.js';
import type { ReactNode } from 'react';

/** The figures so far: points, place, rating change and performance, each only when there is one. */
function Figures({ mine }: { mine: MyTournament }) {
  const { t } = useLingui();
  const score = mine.points;
  const points = formatPoints(score);
  const { rank, performance } = mine;
  const change = mine.ratingChange === null ? null : signedChange(mine.ratingChange, 0);
  const figures = [
    t`${plural(score, { one: `${points} point`, other: `${points} points` })}`,
    rank !== null ? t`place ${rank}` : null,
    change !== null ? t`rating ${change}` : null,
    performance !== null ? t`performance ${performance}` : null,
  ].filter((figure): figure is string => figure !== null);
  return <Typography.Text strong>{figures.join(' · ')}</Typography.Text>;
}

/** One of the player's tournaments: the next board first, then each round's result and rating change. */
export function TournamentCard({ mine, children }: { mine: MyTournament; children?: ReactNode }) {
  const { t } = useLingui();
  const tournament = mine.tournament;
  const when = dateRange(tournament.startDate, tournament.endDate);
  const where = [tournament.venue, tournament.city].filter(Boolean).join(', ');
  const nextRound = mine.nextGame?.round;
  const confirm = mine.nextGame ? confirmPath(tournament.id, mine.nextGame) : null;
  return (
    <Card
      size="small"
      title={
        <Link to={`/tournaments/${tournament.id}`} className="ks-home__event">
          {tournament.name}
        </Link>
      }
      extra={<StateTag tournament={tournament} />}
      aria-label={tournament.name}
    >
      <Flex vertical gap={8}>
        {(when || where) && <Typography.Text type="secondary">{[when, where].filter(Boolean).join(' · ')}</Typography.Text>}
        {mine.awaitingPayment && (
          <Typography.Text type="warning">
            <Trans>Registered: your entry fee is not paid yet.</Trans>
          </Typography.Text>
        )}
        {mine.withdrawn && (
          <Typography.Text type="warning">
            <Trans>You are withdrawn from this tournament.</Trans>
          </Typography.Text>
        )}
        {mine.nextGame && (
          <div className="ks-home__next" role="group" aria-label={t`Your next game`}>
            <Typography.Text type="secondary">
              <Trans>Round {nextRound}</Trans>
            </Typography.Text>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {boardLine(mine.nextGame)}
            </Typography.Title>
            <Typography.Text>{startLine(mine.nextGame, dateTime)}</Typography.Text>
            {confirm && (
              <Link to={confirm} className="ks-button-link">
                <Trans>Confirm the result</Trans>
              </Link>
            )}
          </div>
        )}
        {mine.games.length > 0 && (
          <>
            <Figures mine={mine} />
            <ol className="ks-home__games" aria-label={t`Your rounds`}>
              {mine.games.map((game) => {
                const round = game.round;
                const board = boardLine(game);
                return (
                  <li key={game.round}>
                    <span>
                      <Trans>
                        Rd {round}: {board}
                      </Trans>
                    </span>
                    <span className="ks-home__score">
                      {ownScore(game)}
                      {game.ratingChange !== null && <span className="ks-home__change"> {signedChange(game.ratingChange)}</span>}
                    </span>
                  </li>
                );
              })}
            </ol>
            {mine.kFactor === null && mine.rating > 0 && (
              <Typography.Text type="secondary">
                <Trans>Rating change shows once you are on the imported FIDE list (it gives your K-factor).</Trans>
              </Typography.Text>
            )}
          </>
        )}
        <Flex gap={12} wrap>
          <Link to={`/player/${mine.uuid}/${tournament.id}`}>
            <Trans>Your card</Trans>
          </Link>
          {tournament.currentRound > 0 && (
            <Link to={`/tournaments/${tournament.id}/pairings/${tournament.currentRound}`}>
              <Trans>Pairings</Trans>
            </Link>
          )}
          {tournament.currentRound > 0 && (
            <Link to={`/tournaments/${tournament.id}/standings`}>
              <Trans>Standings</Trans>
            </Link>
          )}
        </Flex>
        {children}
      </Flex>
    </Card>
  );
}
