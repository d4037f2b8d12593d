import { Trans } from '@lingui/react/macro';
import { Logo } from './Logo.js';

export interface SpinnerProps {
  /** Covers the whole window (app start) instead of the content area only. */
  fullPage?: boolean;
  /** A PDF is being prepared: says so in words. */
  pdf?: boolean;
}

/** The app's one loading spinner: the logo, pulsing; full-page or partial; PDF mode adds its text. */
export function Spinner({ fullPage = false, pdf = false }: SpinnerProps) {
  return (
    <div className={fullPage ? 'ks-spinner ks-spinner--page' : 'ks-spinner'} role="status" aria-live="polite" aria-busy="true">
      <div className="ks-spinner__mark">
        <Logo size={fullPage ? 64 : 48} />
      </div>
      {pdf ? (
        <p className="ks-spinner__text">
          <Trans>Loading Pdf......</Trans>
        </p>
      ) : (
        <span className="ks-visually-hidden">
          <Trans>Loading…</Trans>
        </span>
      )}
    </div>
  );
}
