import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { describeTiebreak } from '@kingside/contract';
import { sayContract } from '../../languages/sayContract.js';
import '../../results/standings.css';

const TIP_WIDTH = 260;

/**
 * A tie-break column's header (TiebreakHeader in plain markup): the code, and its full name and meaning on hover,
 * keyboard focus and tap (a touch screen has no hover; a tap elsewhere closes it). `describedBy` is the legend's entry
 * for the code, so a screen reader hears the meaning without opening anything.
 */
export function PublicTiebreakHeader({ code, describedBy }: { code: string; describedBy: string }) {
  const described = describeTiebreak(code);
  const button = useRef<HTMLButtonElement>(null);
  const tipId = useId();
  const [place, setPlace] = useState<CSSProperties | null>(null);

  const open = () => {
    const box = button.current?.getBoundingClientRect();
    // Fixed to the window, so the table's scrolling region neither clips it nor grows with it.
    if (box) setPlace({ top: box.bottom + 6, left: Math.max(8, Math.min(box.left, window.innerWidth - TIP_WIDTH - 8)), width: TIP_WIDTH });
  };
  const close = () => setPlace(null);

  useEffect(() => {
    if (!place) return;
    const outside = (event: PointerEvent) => {
      if (event.target !== button.current) close();
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', close, { capture: true });
    };
  }, [place]);

  if (!described) return <>{code}</>;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="ks-tiebreak-head"
        aria-describedby={describedBy}
        onMouseEnter={open}
        onMouseLeave={close}
        onFocus={open}
        onBlur={close}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        {code}
      </button>
      {place && (
        <span id={tipId} role="tooltip" className="ks-tooltip" style={place}>
          {sayContract(described.title)} — {sayContract(described.explanation)}
        </span>
      )}
    </>
  );
}
