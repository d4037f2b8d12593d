import type { LiveStatus } from '../../live/useLiveTournament.js';

const shown: Record<Exclude<LiveStatus, 'off'>, { colour: string; label: string; title: string }> = {
  connecting: { colour: '', label: 'Connecting…', title: 'Connecting to live updates' },
  live: { colour: ' ks-tag--green', label: '● Live', title: 'Results and pairings appear here as the arbiter enters them' },
  reconnecting: { colour: ' ks-tag--orange', label: 'Reconnecting…', title: 'Live updates are interrupted; trying again' },
};

/** A small sign that the page follows the tournament live (nothing once it is finished); LiveBadge in plain markup. */
export function PublicLiveBadge({ status }: { status: LiveStatus }) {
  if (status === 'off') return null;
  const { colour, label, title } = shown[status];
  return (
    <span className={`ks-tag${colour}`} title={title} data-live-status={status} aria-live="polite">
      {label}
    </span>
  );
}
