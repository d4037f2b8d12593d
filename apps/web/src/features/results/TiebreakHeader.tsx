import { Tooltip } from 'antd';
import { describeTiebreak } from '@kingside/contract';
import { sayContract } from '../languages/sayContract.js';
import './standings.css';

/**
 * A tie-break column's header: the code, and its full name and meaning on hover, keyboard focus and tap (a
 * touch screen has no hover; a tap elsewhere closes it). `describedBy` is the legend's entry for the code, so a
 * screen reader hears the meaning without opening anything.
 */
export function TiebreakHeader({ code, describedBy }: { code: string; describedBy: string }) {
  const described = describeTiebreak(code);
  if (!described) return <>{code}</>;
  return (
    <Tooltip title={`${sayContract(described.title)} — ${sayContract(described.explanation)}`} trigger={['hover', 'focus', 'click']}>
      <button type="button" className="ks-tiebreak-head" aria-describedby={describedBy}>
        {code}
      </button>
    </Tooltip>
  );
}
