import { Tag, Tooltip } from 'antd';
import type { LiveStatus } from './useLiveTournament.js';

const shown: Record<Exclude<LiveStatus, 'off'>, { colour: string; label: string; title: string }> = {
  connecting: { colour: 'default', label: 'Connecting…', title: 'Connecting to live updates' },
  live: { colour: 'green', label: '● Live', title: 'Results and pairings appear here as the arbiter enters them' },
  reconnecting: { colour: 'orange', label: 'Reconnecting…', title: 'Live updates are interrupted; trying again' },
};

/** A small sign that the page follows the tournament live (nothing once it is finished). */
export function LiveBadge({ status }: { status: LiveStatus }) {
  if (status === 'off') return null;
  const { colour, label, title } = shown[status];
  return (
    <Tooltip title={title}>
      <Tag color={colour} data-live-status={status} aria-live="polite">
        {label}
      </Tag>
    </Tooltip>
  );
}
