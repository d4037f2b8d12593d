import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hiddenSides, type HiddenSides } from './scrollCue.js';
import './tables.css';

const NOTHING_HIDDEN: HiddenSides = { before: false, after: false };

/**
 * ScrollTable's frame for a plain <table>: too wide for the screen, the table scrolls sideways inside itself (cells
 * marked `ks-sticky` stay in view), and while columns are out of sight a line above it and a shade on that edge say
 * so. The scrolling region takes the keyboard's focus, so it can be scrolled without a pointer.
 */
export function ScrollFrame({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenSides>(NOTHING_HIDDEN);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () =>
      setHidden((was) => {
        const now = hiddenSides(element);
        return now.before === was.before && now.after === was.after ? was : now;
      });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // The table's width changes as rows arrive or open: observe it as well as the frame.
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, []);

  const cue = hidden.after ? t`Swipe the table sideways for more columns →` : hidden.before ? t`← Swipe back for the first columns` : null;
  return (
    <div className="ks-scroll">
      {cue && (
        <p className="ks-scroll__cue" aria-hidden="true">
          {cue}
        </p>
      )}
      <div className={`ks-scroll__body${hidden.after ? ' ks-scroll__body--more' : ''}`}>
        {/* A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable). */}
        <div ref={scroller} className="ks-scroll__region" role="region" aria-label={label} tabIndex={0}>
          {children}
        </div>
      </div>
    </div>
  );
}
