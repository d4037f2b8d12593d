import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Tag, Tooltip } from 'antd';
import type { LiveStatus } from './useLiveTournament.js';

const shown: Record<Exclude<LiveStatus, 'off'>, { colour: string; label: MessageDescriptor; title: MessageDescriptor }> = {
  connecting: { colour: 'default', label: msg`Connecting…`, title: msg`Connecting to live updates` },
  live: { colour: 'green', label: msg`● Live`, title: msg`Results and pairings appear here as the arbiter enters them` },
  reconnecting: { colour: 'orange', label: msg`Reconnecting…`, title: msg`Live updates are interrupted; trying again` },
};

/** A small sign that the page follows the tournament live (nothing once it is finished). */
export function LiveBadge({ status }: { status: LiveStatus }) {
  const { t } = useLingui();
  if (status === 'off') return null;
  const { colour, label, title } = shown[status];
  return (
    <Tooltip title={t(title)}>
      <Tag color={colour} data-live-status={status} aria-live="polite">
        {t(label)}
      </Tag>
    </Tooltip>
  );
}
