import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../tables/tables.css';

/** What a table row needs to show a player's name: the list, standings and crosstable rows all carry it. */
export interface NamedPlayer {
  uuid: string;
  name: string;
  title: string | null;
  isWithDrawn: boolean;
  /** Expelled players are withdrawn too: the tag says which. */
  isExpelled?: boolean;
}

/** A player's name in a table: title, a link to the player's card in this tournament, and a withdrawn or expelled tag; `children` adds further tags. */
export function PlayerNameCell({ player, tournamentId, children }: { player: NamedPlayer; tournamentId: string; children?: ReactNode }) {
  return (
    <Flex gap={4} wrap align="center" className="ks-name-cell">
      <span>
        {player.title && <span className="ks-title">{player.title}</span>}
        <Link to={`/player/${player.uuid}/${tournamentId}`}>{player.name}</Link>
      </span>
      {player.isExpelled ? <Tag color="red">expelled</Tag> : player.isWithDrawn && <Tag color="red">withdrawn</Tag>}
      {children}
    </Flex>
  );
}
