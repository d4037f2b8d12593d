import { Tag } from 'antd';
import { notInFideModeLabel, type Tournament } from '@kingside/contract';

/** Whether the tournament runs in FIDE mode, on every admin page of it; out of FIDE mode it says since which round. */
export function FideModeTag({ tournament: t }: { tournament: Pick<Tournament, 'fideMode' | 'fideModeLeftInRound'> }) {
  if (t.fideMode) return <Tag color="blue">FIDE mode</Tag>;
  return <Tag color="red">{notInFideModeLabel(t.fideModeLeftInRound ?? 0)}</Tag>;
}
