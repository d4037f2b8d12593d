import { Button, Card, Flex, Select } from 'antd';
import { useState } from 'react';
import type { RoundPairings } from '@kingside/contract';
import { useEditPairing } from '../../api/roundActions.js';
import { useToasts } from '../notify/useToasts.js';

const BYE = 'bye';

/**
 * Pair the current round's unpaired players by hand. The server keeps a pairing that breaks a FIDE
 * criterion and says which (the arbiter decides); it refuses a player paired twice.
 */
export function ManualPairing({ tournamentId, pairings }: { tournamentId: string; pairings: RoundPairings }) {
  const { add } = useEditPairing(tournamentId);
  const toasts = useToasts();
  const [white, setWhite] = useState<string | undefined>();
  const [black, setBlack] = useState<string | undefined>();
  if (pairings.unpaired.length === 0) return null;
  const options = pairings.unpaired.map((p) => ({ value: p.id, label: `${p.pairingNumber}. ${p.name}` }));
  const submit = () => {
    if (!white) return;
    add.mutate(
      { tournamentId, round: pairings.round, white, black: black === BYE ? null : black },
      {
        onSuccess: (answer) => {
          if (answer.data.warnings.length > 0) toasts.warning(answer.message);
          else toasts.success(answer.message);
          setWhite(undefined);
          setBlack(undefined);
        },
        onError: (error) => toasts.error(error),
      },
    );
  };
  return (
    <Card size="small" title="Pair by hand">
      <Flex gap={8} wrap align="center">
        <Select
          aria-label="White"
          placeholder="White"
          showSearch={{ optionFilterProp: 'label' }}
          value={white}
          onChange={setWhite}
          options={options}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
        <Select
          aria-label="Black"
          placeholder="Black, or the bye"
          showSearch={{ optionFilterProp: 'label' }}
          value={black}
          onChange={setBlack}
          options={[...options.filter((o) => o.value !== white), { value: BYE, label: 'Pairing-allocated bye' }]}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
        <Button onClick={submit} disabled={!white || !black} loading={add.isPending}>
          Pair
        </Button>
      </Flex>
    </Card>
  );
}
