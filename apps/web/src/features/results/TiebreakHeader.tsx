import { Tooltip } from 'antd';
import { useId } from 'react';
import { describeTiebreak } from '@kingside/contract';
import './standings.css';

/**
 * A tie-break column's header: the code, and its full name and meaning on hover, keyboard focus and tap (a
 * touch screen has no hover; a tap elsewhere closes it). The meaning is also the button's description, so a
 * screen reader hears it without opening anything.
 */
export function TiebreakHeader({ code }: { code: string }) {
  const descriptionId = useId();
  const described = describeTiebreak(code);
  if (!described) return <>{code}</>;
  const meaning = `${described.title} — ${described.explanation}`;
  return (
    <>
      <Tooltip title={meaning} trigger={['hover', 'focus', 'click']}>
        <button type="button" className="ks-tiebreak-head" aria-describedby={descriptionId}>
          {code}
        </button>
      </Tooltip>
      <span id={descriptionId} className="ks-visually-hidden">
        {meaning}
      </span>
    </>
  );
}
