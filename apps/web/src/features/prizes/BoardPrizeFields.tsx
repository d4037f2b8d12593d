import { Button, Flex, InputNumber, Select, Space, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { boardPrizeRankings, type BoardPrize } from '@kingside/contract';
import { boardRankingLabels, describeBoardPrize } from './prizes.js';

/** A team event's board prize: what ranks the board and the minimum of games played over the board (FIDE practice). */
export function BoardPrizeFields({ board, name, onChange }: { board: BoardPrize; name: string; onChange: (board: BoardPrize) => void }) {
  const { t } = useLingui();
  const who = describeBoardPrize(board);
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        <Trans>For {who}</Trans>
      </Typography.Text>
      <Flex gap={8} wrap>
        <Select<BoardPrize['rankBy']>
          aria-label={t`${name} ranked by`}
          value={board.rankBy}
          style={{ minWidth: 220 }}
          options={boardPrizeRankings.map((value) => ({ value, label: t(boardRankingLabels[value]) }))}
          onChange={(rankBy) => onChange({ ...board, rankBy })}
        />
        <Space.Compact>
          <Button disabled tabIndex={-1}>
            <Trans>Minimum games</Trans>
          </Button>
          <InputNumber<number>
            aria-label={t`${name} minimum games`}
            value={board.minGames}
            min={0}
            max={100}
            precision={0}
            inputMode="numeric"
            style={{ width: 90 }}
            onChange={(minGames) => onChange({ ...board, minGames: minGames ?? 0 })}
          />
        </Space.Compact>
      </Flex>
    </Flex>
  );
}
