import { useLingui } from '@lingui/react/macro';
import { Table, type TableProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { hiddenSides, type HiddenSides } from './scrollCue.js';
import './tables.css';

export type ScrollTableProps<T> = Omit<TableProps<T>, 'scroll'> & {
  /** What the table is ("Crosstable"): the name of its scrolling region for screen readers and the keyboard. */
  label: string;
};

const NOTHING_HIDDEN: HiddenSides = { before: false, after: false };

/**
 * A table that shows every column on a phone: too wide for the screen, it scrolls sideways inside itself with the
 * columns marked `fixed: 'left'` (who the row is) staying in view, and while columns are out of sight a line above
 * it and a shade on that edge say so — a cut-off table otherwise looks complete. The scrolling region takes the
 * keyboard's focus, so it can be scrolled without a pointer.
 */
export function ScrollTable<T extends object>({ label, ...table }: ScrollTableProps<T>) {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenSides>(NOTHING_HIDDEN);
  const { dataSource, loading } = table;

  useEffect(() => {
    // antd renders the scrolling element itself and takes no props for it.
    const scroller = frame.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
    // antd copies the headers into a hidden row to measure them; buttons there must not take the focus either.
    for (const row of scroller.querySelectorAll('.ant-table-measure-row')) row.setAttribute('inert', '');
    const measure = () =>
      setHidden((was) => {
        const now = hiddenSides(scroller);
        return now.before === was.before && now.after === was.after ? was : now;
      });
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(scroller);
    if (scroller.firstElementChild) resized.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [label, dataSource, loading]);

  const cue = hidden.after ? t`Swipe the table sideways for more columns →` : hidden.before ? t`← Swipe back for the first columns` : null;
  return (
    <div ref={frame} className="ks-scroll">
      {cue && (
        <p className="ks-scroll__cue" aria-hidden="true">
          {cue}
        </p>
      )}
      <div className={`ks-scroll__body${hidden.after ? ' ks-scroll__body--more' : ''}`}>
        <Table<T> {...table} scroll={{ x: 'max-content' }} />
      </div>
    </div>
  );
}
