import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
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
      {player.isExpelled ? (
        <Tag color="red">
          <Trans context="player tag">expelled</Trans>
        </Tag>
      ) : (
        player.isWithDrawn && (
          <Tag color="red">
            <Trans context="player tag">withdrawn</Trans>
          </Tag>
        )
      )}
      {children}
    </Flex>
  );
}
