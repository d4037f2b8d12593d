import { Button } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { EXPELLING_PLAYER_CONSEQUENCES, type ManagedPlayer, type Tournament } from '@kingside/contract';
import { sayContract } from '../languages/sayContract.js';
import { useExpelPlayer } from '../../api/fide-mode.js';
import { useToasts } from '../notify/useToasts.js';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';

/** Expelling a player, from the Players tab: a level-4 action, the consequences spelled out before the second step. */
export function ExpelPlayerButton({ tournament, player }: { tournament: Tournament; player: ManagedPlayer }) {
  const { t } = useLingui();
  const expel = useExpelPlayer(tournament.id);
  const warn = useArbiterWarning();
  const toasts = useToasts();
  if (player.isExpelled || tournament.state === 'finished') return null;
  const ask = async () => {
    const playerName = player.name;
    const tournamentName = tournament.name;
    const round = tournament.currentRound;
    const confirmed = await warn({
      level: 4,
      message: round === 0 ? t`Expel ${playerName} from ${tournamentName} before round 1?` : t`Expel ${playerName} from ${tournamentName} in round ${round}?`,
      consequences: EXPELLING_PLAYER_CONSEQUENCES.map(sayContract),
      action: t`Expel ${playerName}`,
    });
    if (!confirmed) return;
    expel.mutate(
      { playerId: player.uuid, confirmation: 'confirmed-twice' },
      { onSuccess: (answer) => toasts.success(answer.message), onError: (error) => toasts.error(error) },
    );
  };
  return (
    <Button size="small" danger type="text" onClick={() => void ask()} loading={expel.isPending}>
      <Trans>Expel</Trans>
    </Button>
  );
}
