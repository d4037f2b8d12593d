import { Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { tieOrderLabel, type PlayersRanking, type TieOrderBody } from '@kingside/contract';
import { ApiRequestError } from '../../api/client.js';
import { useRankTiedPlayers } from '../../api/tie-orders.js';
import { useToasts } from '../notify/useToasts.js';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';
import { sayContract } from '../../features/languages/sayContract.js';

/**
 * The arbiter ranks players still tied on points and every tie-break for the prizes (a play-off's result, say), in
 * place of the drawing of lots: every player of the tie, best first, and the reason. The server says which players
 * are not one whole tie, and asks for a confirmation (level 3) when the ranking decides prizes.
 */
export function RankTiedPlayers({ tournamentId, ranking }: { tournamentId: string; ranking: PlayersRanking }) {
  const { t } = useLingui();
  const rank = useRankTiedPlayers(tournamentId);
  const toasts = useToasts();
  const warn = useArbiterWarning();
  const [order, setOrder] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const tied = ranking.rows.filter((row) => row.tieOrder !== null);
  if (tied.length === 0 || ranking.live !== null) return null;

  const send = async (body: TieOrderBody): Promise<void> => {
    try {
      const answer = await rank.mutateAsync(body);
      setOrder([]);
      setReason('');
      toasts.success(answer.message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.field === 'confirmation' && body.confirmation === undefined) {
        if (await warn({ level: 3, message: error.message, action: t`Rank them` })) await send({ ...body, confirmation: 'confirmed' });
      } else toasts.error(error);
    }
  };
  return (
    <Card size="small" title={t`Rank tied players for the prizes`}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          <Trans>
            Players equal on points and every tie-break are listed by drawing of lots. A play-off may rank them instead: pick every player of the tie, best
            first, and say why.
          </Trans>
        </Typography.Text>
        <Select
          mode="multiple"
          aria-label={t`Tied players, best first`}
          placeholder={t`Tied players, best first`}
          value={order}
          onChange={setOrder}
          optionFilterProp="label"
          options={tied.map((row) => ({ value: row.pairingNumber, label: `${row.pairingNumber}. ${row.name} — ${sayContract(tieOrderLabel(row.tieOrder!))}` }))}
        />
        <Input
          aria-label={t`Reason`}
          placeholder={t`Reason (e.g. play-off won 2-0)`}
          maxLength={300}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Flex justify="end">
          <Button onClick={() => void send({ tournamentId, order, reason })} disabled={order.length < 2 || reason.trim() === ''} loading={rank.isPending}>
            <Trans>Rank them</Trans>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
