import { Tag } from 'antd';
import { Trans } from '@lingui/react/macro';
import type { Tournament } from '@kingside/contract';

/** Whether the tournament runs in FIDE mode, on every admin page of it; out of FIDE mode it says since which round. */
export function FideModeTag({ tournament: t }: { tournament: Pick<Tournament, 'fideMode' | 'fideModeLeftInRound'> }) {
  if (t.fideMode)
    return (
      <Tag color="blue">
        <Trans>FIDE mode</Trans>
      </Tag>
    );
  const round = t.fideModeLeftInRound ?? 0;
  return <Tag color="red">{round === 0 ? <Trans>Not in FIDE mode (left before round 1)</Trans> : <Trans>Not in FIDE mode (left in round {round})</Trans>}</Tag>;
}
