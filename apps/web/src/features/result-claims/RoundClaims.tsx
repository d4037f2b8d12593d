import { Button, Card, Flex, Tag, Typography } from 'antd';
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

function claimWords(claim: RoundClaim): string {
  if (claim.state === 'agreed' && claim.whiteClaim) return `Both players confirmed ${label(claim.whiteClaim)}`;
  const said = [claim.whiteClaim && `White says ${label(claim.whiteClaim)}`, claim.blackClaim && `Black says ${label(claim.blackClaim)}`]
    .filter(Boolean)
    .join(', ');
  return claim.state === 'disputed' ? `Disputed: ${said}. Tap the result below.` : `${said}; waiting for the other player`;
}

/**
 * The arbiter's view of the results the players confirmed on their phones, above the boards of the score page:
 * agreed boards wait for one tap to accept, disputed ones are flagged for the arbiter to decide. It follows the
 * tournament's live stream, so confirmations appear as the players send them.
 */
export function RoundClaims({ tournamentId, round, rows, onAccept }: RoundClaimsProps) {
  useLiveTournament(tournamentId);
  const claims = useRoundClaims(tournamentId, round, true);
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <Card size="small" title="Confirmed by the players" aria-label="Confirmed by the players">
      <Flex vertical gap={8}>
        {claims.data.map((claim) => {
          const row = rows.find((candidate) => candidate.board === claim.board);
          const agreed = claim.state === 'agreed' ? claim.whiteClaim : null;
          return (
            <Flex key={claim.board} gap={8} align="center" justify="space-between" wrap aria-label={`Confirmation of board ${claim.board}`}>
              <Flex vertical>
                <Typography.Text>
                  <Typography.Text type="secondary">{claim.board}.</Typography.Text> {claim.white} – {claim.black}
                </Typography.Text>
                <span>
                  <Tag color={claim.state === 'disputed' ? 'red' : claim.state === 'agreed' ? 'green' : 'default'}>
                    {claim.state === 'disputed' ? 'Disputed' : claim.state === 'agreed' ? 'Pending approval' : 'One player confirmed'}
                  </Tag>
                  <Typography.Text type="secondary">{claimWords(claim)}</Typography.Text>
                </span>
              </Flex>
              {agreed && row && (
                <Button type="primary" onClick={() => onAccept(row, agreed)} aria-label={`Accept ${label(agreed)} on board ${claim.board}`}>
                  Accept {label(agreed)}
                </Button>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
