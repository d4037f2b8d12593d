import type { PublicPrizeList as PrizeList, TournamentDetails } from '@kingside/contract';
import { ArenaStandings } from '../../lichess/ArenaStandings.js';
import { PlayerListTable } from '../../players/PlayerListTable.js';
import { PublicPrizeList } from '../../prizes/PublicPrizeList.js';
import { CrosstablePrintout, PlayerListPrintout } from '../../printouts/Printouts.js';
import { Crosstable } from '../../results/Crosstable.js';

/*
 * The tournament page's tabs still built with antd: loaded (with antd) when one of them is opened, never for the
 * information, pairings and standings a spectator opens first (the public pages' JavaScript budget).
 */

export function PlayersTab({ tournament: t }: { tournament: TournamentDetails }) {
  return (
    <div className="ks-stack">
      <div className="ks-toolbar ks-toolbar--end">
        <PlayerListPrintout tournamentId={t.id} />
      </div>
      <PlayerListTable tournamentId={t.id} />
    </div>
  );
}

export function CrosstableTab({ tournament: t }: { tournament: TournamentDetails }) {
  return (
    <div className="ks-stack">
      <div className="ks-toolbar ks-toolbar--end">
        <CrosstablePrintout tournamentId={t.id} round={t.currentRound} />
      </div>
      <Crosstable tournament={t} />
    </div>
  );
}

export function PrizesTab({ list }: { list: PrizeList }) {
  return <PublicPrizeList list={list} />;
}

export function ArenaTab({ tournament: t }: { tournament: TournamentDetails }) {
  return <ArenaStandings tournamentId={t.id} />;
}
