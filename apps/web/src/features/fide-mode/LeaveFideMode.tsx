import { Button, Card, Flex, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { LEAVING_FIDE_MODE_CONSEQUENCES, type Tournament } from '@kingside/contract';
import { sayContract } from '../languages/sayContract.js';
import { useLeaveFideMode } from '../../api/fide-mode.js';
import { useToasts } from '../notify/useToasts.js';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';

/** Leaving FIDE mode, from the Settings tab: a level-4 action, the consequences spelled out before the second step. */
export function LeaveFideMode({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const leave = useLeaveFideMode();
  const warn = useArbiterWarning();
  const toasts = useToasts();
  if (!tournament.fideMode || tournament.state === 'finished') return null;
  const tournamentName = tournament.name;
  const ask = async () => {
    const confirmed = await warn({
      level: 4,
      message: t`${tournamentName} runs in FIDE mode: Kingside keeps to FIDE's rules for tournament managers, and refuses what they do not allow. Leave it?`,
      consequences: LEAVING_FIDE_MODE_CONSEQUENCES.map(sayContract),
      action: t`Leave FIDE mode`,
    });
    if (!confirmed) return;
    leave.mutate(
      { tournamentId: tournament.id, confirmation: 'confirmed-twice' },
      { onSuccess: (answer) => toasts.success(answer.message), onError: (error) => toasts.error(error) },
    );
  };
  return (
    <Card size="small" title={t`FIDE mode`}>
      <Flex vertical gap={8} align="start">
        <Typography.Text type="secondary">
          <Trans>The tournament runs in FIDE mode. Leaving it cannot be undone and is written into the TRF export with the round it happens in.</Trans>
        </Typography.Text>
        <Button danger onClick={() => void ask()} loading={leave.isPending}>
          <Trans>Leave FIDE mode</Trans>
        </Button>
      </Flex>
    </Card>
  );
}
