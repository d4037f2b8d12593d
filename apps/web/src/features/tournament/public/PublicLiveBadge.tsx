import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LiveStatus } from '../../live/useLiveTournament.js';

const shown: Record<Exclude<LiveStatus, 'off'>, { colour: string; label: MessageDescriptor; title: MessageDescriptor }> = {
  connecting: { colour: '', label: msg`Connecting…`, title: msg`Connecting to live updates` },
  live: { colour: ' ks-tag--green', label: msg`● Live`, title: msg`Results and pairings appear here as the arbiter enters them` },
  reconnecting: { colour: ' ks-tag--orange', label: msg`Reconnecting…`, title: msg`Live updates are interrupted; trying again` },
};

/** A small sign that the page follows the tournament live (nothing once it is finished); LiveBadge in plain markup. */
export function PublicLiveBadge({ status }: { status: LiveStatus }) {
  const { t } = useLingui();
  if (status === 'off') return null;
  const { colour, label, title } = shown[status];
  return (
    <span className={`ks-tag${colour}`} title={t(title)} data-live-status={status} aria-live="polite">
      {t(label)}
    </span>
  );
}
