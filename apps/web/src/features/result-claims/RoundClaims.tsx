import { Button, Card, Flex, Tag, Typography } from 'antd';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClaimedResult, PairingRow, RoundClaim } from '@kingside/contract';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { resultChoice } from '../results/results.js';
import { useRoundClaims } from '../../api/result-claims.js';

export interface RoundClaimsProps {
  tournamentId: string;
  round: number;
  /** The round's boards as the score page shows them (the accepted result is saved with the version seen). */
  rows: readonly PairingRow[];
  /** Enters the result both players confirmed: the arbiter's one tap. */
  onAccept: (row: PairingRow, result: ClaimedResult) => void;
}

const label = (result: ClaimedResult) => resultChoice(result).label;

/** What the players said of a board, one whole sentence for each case (the claims of the two players, or of one). */
function claimWords(claim: RoundClaim): string {
  const white = claim.whiteClaim === null ? '' : label(claim.whiteClaim);
  const black = claim.blackClaim === null ? '' : label(claim.blackClaim);
  if (claim.state === 'agreed' && claim.whiteClaim) return t`Both players confirmed ${white}`;
  if (claim.state === 'disputed') return t`Disputed: White says ${white}, Black says ${black}. Tap the result below.`;
  return claim.whiteClaim ? t`White says ${white}; waiting for the other player` : t`Black says ${black}; waiting for the other player`;
}

/**
 * The arbiter's view of the results the players confirmed on their phones, above the boards of the score page:
 * agreed boards wait for one tap to accept, disputed ones are flagged for the arbiter to decide. It follows the
 * tournament's live stream, so confirmations appear as the players send them.
 */
export function RoundClaims({ tournamentId, round, rows, onAccept }: RoundClaimsProps) {
  const { t } = useLingui();
  useLiveTournament(tournamentId);
  const claims = useRoundClaims(tournamentId, round, true);
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <Card size="small" title={t`Confirmed by the players`} aria-label={t`Confirmed by the players`}>
      <Flex vertical gap={8}>
        {claims.data.map((claim) => {
          const row = rows.find((candidate) => candidate.board === claim.board);
          const agreed = claim.state === 'agreed' ? claim.whiteClaim : null;
          const { board } = claim;
          const agreedResult = agreed ? label(agreed) : '';
          return (
            <Flex key={claim.board} gap={8} align="center" justify="space-between" wrap aria-label={t`Confirmation of board ${board}`}>
              <Flex vertical>
                <Typography.Text>
                  <Typography.Text type="secondary">{claim.board}.</Typography.Text> {claim.white} – {claim.black}
                </Typography.Text>
                <span>
                  <Tag color={claim.state === 'disputed' ? 'red' : claim.state === 'agreed' ? 'green' : 'default'}>
                    {claim.state === 'disputed' ? t`Disputed` : claim.state === 'agreed' ? t`Pending approval` : t`One player confirmed`}
                  </Tag>
                  <Typography.Text type="secondary">{claimWords(claim)}</Typography.Text>
                </span>
              </Flex>
              {agreed && row && (
                <Button type="primary" onClick={() => onAccept(row, agreed)} aria-label={t`Accept ${agreedResult} on board ${board}`}>
                  <Trans>Accept {agreedResult}</Trans>
                </Button>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
