import { Button, Card, Flex, Popconfirm, Typography } from 'antd';

export interface RoundChangesProps {
  round: number;
  started: boolean;
  /** Boards still without a result: closing the round scores them −/−. */
  boardsToGo: number;
  manual: boolean;
  busy: { revert: boolean; close: boolean };
  onManual: (on: boolean) => void;
  onRevert: () => void;
  onClose: () => void;
}

/**
 * The current round's less usual changes, kept apart from the next step so that a tap meant for
 * "Enter results" never lands on them: pairing by hand, reverting the pairing, closing the round early.
 */
export function RoundChanges({ round, started, boardsToGo, manual, busy, onManual, onRevert, onClose }: RoundChangesProps) {
  return (
    <Card size="small" title={`Change round ${round}`}>
      <Flex vertical gap={8}>
        {manual && <Typography.Text type="secondary">Remove a pairing to pair its players differently below; a board with a result stays.</Typography.Text>}
        <Flex gap={8} wrap align="center">
          <Button aria-pressed={manual} onClick={() => onManual(!manual)}>
            {manual ? 'Done changing pairings' : 'Change pairings by hand'}
          </Button>
          <Popconfirm
            title={`Revert the pairing of round ${round}?`}
            description="Its boards are deleted; possible only while no result is in."
            okText="Revert"
            okButtonProps={{ danger: true }}
            onConfirm={onRevert}
          >
            <Button danger loading={busy.revert}>
              Revert round {round}
            </Button>
          </Popconfirm>
          {started && (
            <Popconfirm
              title={`Close round ${round}?`}
              description={
                boardsToGo > 0
                  ? `${boardsToGo} board${boardsToGo === 1 ? '' : 's'} without a result will be scored −/− (both forfeited).`
                  : 'Every board has a result.'
              }
              okText="Close round"
              okButtonProps={{ danger: boardsToGo > 0 }}
              onConfirm={onClose}
            >
              <Button loading={busy.close}>Close round {round}</Button>
            </Popconfirm>
          )}
        </Flex>
        {started && boardsToGo > 0 && (
          <Typography.Text type="secondary">Close the round only if games will not be finished: its boards without a result are scored −/−.</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
