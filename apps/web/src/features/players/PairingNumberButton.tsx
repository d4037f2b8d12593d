import { NumberOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Popover, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedPlayer, SetPairingNumberBody, Tournament } from '@kingside/contract';
import { ApiRequestError } from '../../api/client.js';
import { useSetPairingNumber } from '../../api/pairing-numbers.js';
import { useToasts } from '../notify/useToasts.js';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';

/**
 * Gives a player another pairing number; the player who had it takes theirs (FIDE C.04.2: the initial ranking may be
 * corrected until round 4 is paired). The server decides the warning: none before round 1, a confirmation (level 3)
 * once rounds were paired with the old numbers, refused in FIDE mode from round 4 on (level 5).
 */
export function PairingNumberButton({ tournament, player, count }: { tournament: Tournament; player: ManagedPlayer; count: number }) {
  const { t } = useLingui();
  const setNumber = useSetPairingNumber(tournament.id);
  const playerName = player.name;
  const pairingNumber = player.pairingNumber;
  const toasts = useToasts();
  const warn = useArbiterWarning();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState<number | null>(null);

  const send = async (body: SetPairingNumberBody): Promise<void> => {
    try {
      const answer = await setNumber.mutateAsync(body);
      toasts.success(answer.message);
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.field === 'confirmation' && body.confirmation === undefined) {
        if (await warn({ level: 3, message: error.message, action: t`Change the pairing numbers` })) await send({ ...body, confirmation: 'confirmed' });
      } else if (error instanceof ApiRequestError && error.status === 409 && error.field === 'fideMode') {
        await warn({ level: 5, message: error.message });
      } else toasts.error(error);
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setWanted(null);
      }}
      trigger="click"
      // Below its button whatever the scroll: a popup that flips moves its own button from under the finger.
      placement="bottomLeft"
      autoAdjustOverflow={false}
      title={t`Pairing number of ${playerName}`}
      content={
        <Flex vertical gap={8} style={{ maxWidth: 280 }}>
          <Typography.Text type="secondary">
            <Trans>The player who has the number takes no. {pairingNumber}.</Trans>
          </Typography.Text>
          <Flex gap={8}>
            <InputNumber aria-label={t`New pairing number of ${playerName}`} min={1} max={count} value={wanted} onChange={setWanted} />
            <Button
              type="primary"
              loading={setNumber.isPending}
              disabled={wanted === null || wanted === player.pairingNumber}
              onClick={() => {
                if (wanted !== null) void send({ playerId: player.uuid, pairingNumber: wanted });
              }}
            >
              <Trans>Swap</Trans>
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Button size="small" icon={<NumberOutlined />} aria-label={t`Change the pairing number of ${playerName}`}>
        {player.pairingNumber}
      </Button>
    </Popover>
  );
}
