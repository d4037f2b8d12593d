import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { claimedResults, type BoardClaim, type ClaimedResult } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { signInAndBack } from '../../features/auth/navigation.js';
import { useSession } from '../../features/auth/session.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { useLiveTournament } from '../../features/live/useLiveTournament.js';
import { useToasts } from '../../features/notify/useToasts.js';
import { resultChoice } from '../../features/results/results.js';
import { useMyEntry } from '../../api/player-home.js';
import { useBoardClaim, useClaimResult } from '../../api/result-claims.js';
import { seatText } from '../../features/player-home/homeView.js';
import { claimStatus } from '../../features/result-claims/claimStatus.js';

/** The results a player may confirm: the played ones; forfeits are the arbiter's to record. */
const CLAIM_CHOICES = claimedResults.map((result) => ({ ...resultChoice(result), result }));

/**
 * /tournaments/{id}/board/{round}/{board}: the page the QR code on a board's result slip opens on a player's phone.
 * Both players of the board confirm its result here; a signed-out player signs in and comes back to it.
 */
export default function BoardClaimPage() {
  const { id = '', round: roundParam = '', board: boardParam = '' } = useParams();
  const round = Number(roundParam);
  const board = Number(boardParam);
  const { pathname } = useLocation();
  const { status } = useSession();
  const { t } = useLingui();
  const signedIn = status === 'signed-in';
  const valid = Number.isInteger(round) && round >= 1 && Number.isInteger(board) && board >= 1;
  const claim = useBoardClaim(id, round, board, signedIn && valid);
  // A team event's players know their board as their match's table and board (the pairings show no other number).
  const next = useMyEntry(id, signedIn && valid)?.nextGame;
  const seat = next && next.round === round && next.board === board ? seatText(next) : t`Board ${boardParam}`;
  const send = useClaimResult(id, round, board);
  const toasts = useToasts();
  // The opponent's confirmation and the arbiter's entry arrive while the player looks at the page.
  useLiveTournament(id, signedIn && claim.data !== undefined && claim.data.closed === null);

  const frame = (children: ReactNode) => (
    <PageFrame
      title={t`${seat} — round ${roundParam}`}
      subtitle={claim.data?.tournamentName}
      back={{ to: `/tournaments/${id}`, label: claim.data?.tournamentName ?? t`Tournament` }}
    >
      {children}
    </PageFrame>
  );

  if (status === 'checking') return frame(<Spinner />);
  if (!signedIn) {
    return frame(
      <Card>
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>
            <Trans>Sign in to confirm the result of your game; you come back to this board afterwards.</Trans>
          </Typography.Text>
          <Link to={signInAndBack(pathname)} className="ks-button-link">
            <Trans>Sign in</Trans>
          </Link>
        </Flex>
      </Card>,
    );
  }
  if (!valid) return frame(<Alert type="warning" showIcon title={t`This address names no board`} />);
  if (claim.isPending) return frame(<Spinner />);
  if (!claim.data) return frame(<Alert type="warning" showIcon title={t`This board cannot be shown`} description={messageOf(claim.error)} />);

  const data = claim.data;
  const claimedBoard = data.board;
  const pick = (result: ClaimedResult) =>
    send.mutate(result, {
      onSuccess: (answer) => toasts.success(answer.message),
      onError: (error) => {
        toasts.error(error);
        // A late confirmation: the page shows what the arbiter did instead.
        void claim.refetch();
      },
    });

  const whiteWon = resultChoice('1-0').label;
  const draw = resultChoice('1/2-1/2').label;
  const blackWon = resultChoice('0-1').label;
  return frame(
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex vertical gap={4}>
          <Side label={t({ message: 'White', context: 'chess colour' })} player={data.white} mine={data.colour === 'w'} />
          <Side label={t({ message: 'Black', context: 'chess colour' })} player={data.black} mine={data.colour === 'b'} />
        </Flex>
      </Card>
      <StatusAlert data={data} />
      {data.closed === null && (
        <div className="ks-results" role="group" aria-label={t`Result of board ${claimedBoard}`}>
          {CLAIM_CHOICES.map((choice) => {
            const label = choice.label;
            const meaning = choice.meaning;
            return (
              <Button
                key={choice.result}
                size="large"
                type={data.mine === choice.result ? 'primary' : 'default'}
                aria-pressed={data.mine === choice.result}
                // The name starts with what the button shows (WCAG 2.5.3), so a voice user can say it.
                aria-label={t`${label}: ${meaning}`}
                loading={send.isPending && send.variables === choice.result}
                disabled={send.isPending}
                onClick={() => pick(choice.result)}
              >
                {choice.label}
              </Button>
            );
          })}
        </div>
      )}
      {data.closed === null && (
        <Typography.Text type="secondary">
          <Trans>
            {whiteWon}: White won · {draw}: draw · {blackWon}: Black won. The arbiter approves the result you both confirm.
          </Trans>
        </Typography.Text>
      )}
    </Flex>,
  );
}

function Side({ label, player, mine }: { label: string; player: BoardClaim['white']; mine: boolean }) {
  const pairingNumber = player.pairingNumber;
  return (
    <Typography.Text>
      <Typography.Text type="secondary">
        <Trans>{label}:</Trans>{' '}
      </Typography.Text>
      <Typography.Text strong={mine}>{player.name}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        <Trans>(No {pairingNumber})</Trans>
      </Typography.Text>
      {mine && (
        <Typography.Text type="secondary">
          {' '}
          <Trans>— you</Trans>
        </Typography.Text>
      )}
    </Typography.Text>
  );
}

function StatusAlert({ data }: { data: BoardClaim }) {
  const { type, title, description } = claimStatus(data);
  return <Alert type={type} showIcon title={title} description={description} role="status" />;
}
