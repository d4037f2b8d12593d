import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { PublicView } from '../publicTabs.js';
import './public-tournament.css';

export interface PublicTab {
  key: PublicView;
  label: string;
  children: ReactNode;
}

/**
 * The tournament page's tabs (WAI-ARIA tabs pattern, plain markup): one tab stop, arrows and Home/End move between
 * tabs and open them (each is an address, so opening one is a navigation); only the open tab's panel is rendered.
 */
export function PublicTabs({ tabs, active, onOpen }: { tabs: PublicTab[]; active: PublicView; onOpen: (view: PublicView) => void }) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: PublicView) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;
  const open = tabs.find((tab) => tab.key === active) ?? tabs[0];

  const move = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    list.current?.querySelector<HTMLElement>(`[id="${tabId(target.key)}"]`)?.focus();
    onOpen(target.key);
  };

  return (
    <div className="ks-tabs">
      <div ref={list} role="tablist" aria-label="Tournament" className="ks-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            className="ks-tabs__tab"
            aria-selected={tab.key === open.key}
            aria-controls={tab.key === open.key ? panelId : undefined}
            tabIndex={tab.key === open.key ? 0 : -1}
            onClick={() => onOpen(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(open.key)} className="ks-tabs__panel">
        {open.children}
      </div>
    </div>
  );
}
