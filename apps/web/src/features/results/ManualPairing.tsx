import { Button, Card, Flex, Select } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AddPairingBody, RoundPairings } from '@kingside/contract';
import { ApiRequestError } from '../../api/client.js';
import { useEditPairing } from '../../api/round-actions.js';
import { useToasts } from '../notify/useToasts.js';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';

const BYE = 'bye';

/**
 * Pair the current round's unpaired players by hand, while its pairings are being edited. A board against a FIDE
 * rule waits for the arbiter's confirmation (level 3; the server says which rule), a second bye is refused in FIDE
 * mode (level 5), and a board giving both players the colour they are not due is acknowledged (level 2).
 */
export function ManualPairing({ tournamentId, pairings }: { tournamentId: string; pairings: RoundPairings }) {
  const { t } = useLingui();
  const { add } = useEditPairing(tournamentId);
  const toasts = useToasts();
  const warn = useArbiterWarning();
  const [white, setWhite] = useState<string | undefined>();
  const [black, setBlack] = useState<string | undefined>();
  if (pairings.unpaired.length === 0) return null;
  const options = pairings.unpaired.map((p) => ({ value: p.id, label: `${p.pairingNumber}. ${p.name}` }));

  const pair = async (body: AddPairingBody): Promise<void> => {
    try {
      const answer = await add.mutateAsync(body);
      setWhite(undefined);
      setBlack(undefined);
      const acknowledge = answer.data.warnings.filter((w) => w.level === 2);
      if (acknowledge.length > 0) await warn({ level: 2, message: acknowledge.map((w) => w.message).join('; ') });
      else toasts.success(answer.message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.field === 'confirmation' && body.confirmation === undefined) {
        if (await warn({ level: 3, message: error.message, action: t`Pair them anyway` })) await pair({ ...body, confirmation: 'confirmed' });
      } else if (error instanceof ApiRequestError && error.status === 409 && error.field === 'fideMode') {
        await warn({ level: 5, message: error.message });
      } else toasts.error(error);
    }
  };
  const submit = () => {
    if (white) void pair({ tournamentId, round: pairings.round, white, black: black === BYE ? null : black });
  };
  return (
    <Card size="small" title={t`Pair by hand`}>
      <Flex gap={8} wrap align="center">
        <Select
          aria-label={t({ message: 'White', context: 'chess colour' })}
          placeholder={t({ message: 'White', context: 'chess colour' })}
          showSearch={{ optionFilterProp: 'label' }}
          value={white}
          onChange={setWhite}
          options={options}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
        <Select
          aria-label={t({ message: 'Black', context: 'chess colour' })}
          placeholder={t`Black, or the bye`}
          showSearch={{ optionFilterProp: 'label' }}
          value={black}
          onChange={setBlack}
          options={[...options.filter((o) => o.value !== white), { value: BYE, label: t`Pairing-allocated bye` }]}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
        <Button onClick={submit} disabled={!white || !black} loading={add.isPending}>
          <Trans context="pair two players">Pair</Trans>
        </Button>
      </Flex>
    </Card>
  );
}
