import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { PublicView } from '../publicTabs.js';
import './public-tournament.css';

export interface PublicTab {
  key: PublicView;
  label: MessageDescriptor;
  children: ReactNode;
}

/**
 * The tournament page's tabs (WAI-ARIA tabs pattern, plain markup): one tab stop, arrows and Home/End move between
 * tabs and open them (each is an address, so opening one is a navigation); only the open tab's panel is rendered.
 * Each tab is a link to its address: tapped on the server-rendered page before the scripts have hydrated it, it
 * loads that tab's page; afterwards the app opens it in place, and a modified click opens a new browser tab.
 */
export function PublicTabs({
  tabs,
  active,
  hrefOf,
  onOpen,
}: {
  tabs: PublicTab[];
  active: PublicView;
  hrefOf: (view: PublicView) => string;
  onOpen: (view: PublicView) => void;
}) {
  const { t } = useLingui();
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: PublicView) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;
  const open = tabs.find((tab) => tab.key === active) ?? tabs[0];

  const click = (event: MouseEvent, view: PublicView) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(view);
  };

  const move = (event: KeyboardEvent, index: number) => {
    // On a right-to-left page the next tab lies to the left.
    const forward = list.current && getComputedStyle(list.current).direction === 'rtl' ? -1 : 1;
    const next = { ArrowRight: index + forward, ArrowLeft: index - forward, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    list.current?.querySelector<HTMLElement>(`[id="${tabId(target.key)}"]`)?.focus();
    onOpen(target.key);
  };

  return (
    <div className="ks-tabs">
      <div ref={list} role="tablist" aria-label={t`Tournament`} className="ks-tabs__list">
        {tabs.map((tab, index) => (
          <a
            key={tab.key}
            id={tabId(tab.key)}
            href={hrefOf(tab.key)}
            role="tab"
            className="ks-tabs__tab"
            aria-selected={tab.key === open.key}
            aria-controls={tab.key === open.key ? panelId : undefined}
            tabIndex={tab.key === open.key ? 0 : -1}
            onClick={(event) => click(event, tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {t(tab.label)}
          </a>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(open.key)} className="ks-tabs__panel">
        {open.children}
      </div>
    </div>
  );
}
