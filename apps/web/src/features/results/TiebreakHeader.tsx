import { Tooltip } from 'antd';
import { useId, useState } from 'react';
import { describeTiebreak } from '@kingside/contract';
import './standings.css';

/**
 * A tie-break column's header: the code, and its full name and meaning on hover, keyboard focus and tap.
 * The meaning is also the button's description, so a screen reader hears it without opening anything.
 */
export function TiebreakHeader({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const described = describeTiebreak(code);
  if (!described) return <>{code}</>;
  const meaning = `${described.title} — ${described.explanation}`;
  return (
    <Tooltip title={meaning} open={open} onOpenChange={setOpen} trigger={['hover', 'focus']}>
      {/* A tap opens it (touch has no hover); it closes when the finger or focus goes elsewhere. */}
      <button type="button" className="ks-tiebreak-head" aria-describedby={descriptionId} onClick={() => setOpen(true)}>
        {code}
        <span id={descriptionId} className="ks-visually-hidden">
          {meaning}
        </span>
      </button>
    </Tooltip>
  );
}
