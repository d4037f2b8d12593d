import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackIcon } from './icons.js';
import { pageTitle } from './pageTitle.js';

export interface PageFrameProps {
  title: string;
  /** The browser's title when the heading alone does not name the page (see pageTitle); else the heading. */
  browserTitle?: string;
  subtitle?: ReactNode;
  /** Where "back" goes on a page below a list (e.g. a tournament below the tournament list). */
  back?: { to: string; label: string };
  /** Actions beside the title. */
  extra?: ReactNode;
  children: ReactNode;
}

/** Every screen's frame: browser title, back link, heading, actions, content (plain markup: public pages use it too). */
export function PageFrame({ title, browserTitle, subtitle, back, extra, children }: PageFrameProps) {
  return (
    <div className="ks-page">
      <title>{browserTitle ?? pageTitle(title)}</title>
      {back && (
        <Link to={back.to} className="ks-page__back">
          <BackIcon /> {back.label}
        </Link>
      )}
      <div className="ks-page__head">
        <div className="ks-page__titles">
          <h2 className="ks-page__title">{title}</h2>
          {subtitle && <div className="ks-page__subtitle">{subtitle}</div>}
        </div>
        {extra}
      </div>
      {children}
    </div>
  );
}
