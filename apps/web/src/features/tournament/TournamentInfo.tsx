import { Descriptions, Flex } from 'antd';
import { formatPoints, tiebreakRule, type Tournament } from '@kingside/contract';
import { BrochurePdfButton } from '../brochure/BrochurePdfButton.js';
import { TournamentDocuments, TournamentLogo } from '../files/TournamentFiles.js';
import { SYSTEM_LABELS } from './systemLabels.js';
import { dateRange, entryFeeText } from '../format/format.js';
import { stateLabel } from './state.js';

/** What a player wants to know before and during the event. */
export function TournamentInfo({ tournament: t }: { tournament: Tournament }) {
  const place = [t.venue, t.city, t.federation].filter(Boolean).join(', ');
  const items = [
    { key: 'state', label: 'Now', children: stateLabel(t) },
    { key: 'system', label: 'System', children: `${SYSTEM_LABELS[t.system]}, ${t.rounds} rounds` },
    { key: 'dates', label: 'Dates', children: dateRange(t.startDate, t.endDate) },
    { key: 'place', label: 'Place', children: place },
    { key: 'time', label: 'Time control', children: t.timeControl },
    { key: 'rating', label: 'Rating', children: `FIDE ${t.ratingType}` },
    {
      key: 'points',
      label: 'Points',
      children: `win ${formatPoints(t.pointSystem.win)}, draw ${formatPoints(t.pointSystem.draw)}, loss ${formatPoints(t.pointSystem.loss)}; bye ${formatPoints(t.pabPoints)}`,
    },
    { key: 'tiebreaks', label: 'Tie-breaks', children: tiebreakRule(t) },
    { key: 'players', label: 'Players', children: String(t.playerCount) },
    { key: 'arbiter', label: 'Chief arbiter', children: t.chiefArbiter },
    { key: 'deputies', label: 'Deputy arbiters', children: t.deputyArbiters.join(', ') },
    { key: 'fee', label: 'Entry fee', children: t.entryFee === null ? null : entryFeeText(t.entryFee, t.currency) },
  ].filter((item) => item.children);
  return (
    <Flex vertical gap={16}>
      <TournamentLogo files={t.files} name={t.name} />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <TournamentDocuments files={t.files} />
      {t.is_brochure && (
        <Flex>
          <BrochurePdfButton tournamentId={t.id} label="Tournament brochure (PDF)" />
        </Flex>
      )}
    </Flex>
  );
}
