import { Tag } from 'antd';
import { Trans } from '@lingui/react/macro';
import type { Tournament } from '@kingside/contract';
import { useLichessLink } from '../../api/lichess-link.js';
import { FideModeTag } from '../fide-mode/FideModeTag.js';
import { stateColour, stateLabel } from '../tournament/state.js';
import { followedStateLabel, isFollowedSwiss } from './followedSwiss.js';

/**
 * The tags under an admin tournament's name: where it stands and whether it runs in FIDE mode. A Swiss followed from
 * lichess stands where lichess has it, and is paired by lichess, not by Kingside's FIDE-endorsed rules.
 */
export function TournamentTags({ tournament: t }: { tournament: Tournament }) {
  const followed = isFollowedSwiss(useLichessLink(t.id).data);
  if (followed) {
    return (
      <>
        <Tag color={stateColour(t.state)}>{followedStateLabel(t)}</Tag>
        <Tag color="purple">
          <Trans>Paired by lichess</Trans>
        </Tag>
      </>
    );
  }
  return (
    <>
      <Tag color={stateColour(t.state)}>{stateLabel(t)}</Tag>
      <FideModeTag tournament={t} />
    </>
  );
}
