import { Button } from 'antd';
import { EXPELLING_PLAYER_CONSEQUENCES, type ManagedPlayer, type Tournament } from '@kingside/contract';
import { useExpelPlayer } from '../../api/fide-mode.js';
import { useToasts } from '../notify/useToasts.js';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';

/** Expelling a player, from the Players tab: a level-4 action, the consequences spelled out before the second step. */
export function ExpelPlayerButton({ tournament: t, player }: { tournament: Tournament; player: ManagedPlayer }) {
  const expel = useExpelPlayer(t.id);
  const warn = useArbiterWarning();
  const toasts = useToasts();
  if (player.isExpelled || t.state === 'finished') return null;
  const ask = async () => {
    const where = t.currentRound === 0 ? 'before round 1' : `in round ${t.currentRound}`;
    const confirmed = await warn({
      level: 4,
      message: `Expel ${player.name} from ${t.name} ${where}?`,
      consequences: EXPELLING_PLAYER_CONSEQUENCES,
      action: `Expel ${player.name}`,
    });
    if (!confirmed) return;
    expel.mutate(
      { playerId: player.uuid, confirmation: 'confirmed-twice' },
      { onSuccess: (answer) => toasts.success(answer.message), onError: (error) => toasts.error(error) },
    );
  };
  return (
    <Button size="small" danger type="text" onClick={() => void ask()} loading={expel.isPending}>
      Expel
    </Button>
  );
}
