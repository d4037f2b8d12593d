import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Descriptions, Flex } from 'antd';
import { pointsRule, tiebreakRule, type Tournament } from '@kingside/contract';
import { BrochurePdfButton } from '../brochure/BrochurePdfButton.js';
import { TournamentDocuments, TournamentLogo } from '../files/TournamentFiles.js';
import { sayContract } from '../languages/sayContract.js';
import { FIDE_RATING_LABELS } from './ratingLabels.js';
import { SYSTEM_LABELS } from './systemLabels.js';
import { dateRange, entryFeeText } from '../format/format.js';
import { stateLabel } from './state.js';

/** What a player wants to know before and during the event. */
export function TournamentInfo({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const system = t(SYSTEM_LABELS[tournament.system]);
  const rounds = tournament.rounds;
  const place = [tournament.venue, tournament.city, tournament.federation].filter(Boolean).join(', ');
  const items = [
    { key: 'state', label: t`Now`, children: stateLabel(tournament) },
    { key: 'system', label: t`System`, children: t`${system}, ${plural(rounds, { one: '# round', other: '# rounds' })}` },
    { key: 'dates', label: t`Dates`, children: dateRange(tournament.startDate, tournament.endDate) },
    { key: 'place', label: t`Place`, children: place },
    { key: 'time', label: t`Time control`, children: tournament.timeControl },
    { key: 'rating', label: t`Rating`, children: t(FIDE_RATING_LABELS[tournament.ratingType]) },
    {
      key: 'points',
      label: t`Points`,
      children: sayContract(pointsRule(tournament)),
    },
    { key: 'tiebreaks', label: t`Tie-breaks`, children: sayContract(tiebreakRule(tournament)) },
    { key: 'players', label: t`Players`, children: String(tournament.playerCount) },
    { key: 'arbiter', label: t`Chief arbiter`, children: tournament.chiefArbiter },
    { key: 'deputies', label: t`Deputy arbiters`, children: tournament.deputyArbiters.join(', ') },
    { key: 'fee', label: t`Entry fee`, children: tournament.entryFee === null ? null : entryFeeText(tournament.entryFee, tournament.currency) },
  ].filter((item) => item.children);
  return (
    <Flex vertical gap={16}>
      <TournamentLogo files={tournament.files} name={tournament.name} />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <TournamentDocuments files={tournament.files} />
      {tournament.is_brochure && (
        <Flex>
          <BrochurePdfButton tournamentId={tournament.id} label={t`Tournament brochure (PDF)`} />
        </Flex>
      )}
    </Flex>
  );
}
