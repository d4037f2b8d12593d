import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export interface RoundChangesProps {
  round: number;
  started: boolean;
  /** Boards still without a result: closing the round scores them −/−. */
  boardsToGo: number;
  /** The round's pairings are being edited (between "Edit pairings" and "Validate pairings"). */
  editing: boolean;
  busy: { edit: boolean; revert: boolean; close: boolean };
  onEdit: () => void;
  onRevert: () => void;
  onClose: () => void;
}

/**
 * The current round's less usual changes, kept apart from the next step so that a tap meant for
 * "Enter results" never lands on them: editing the pairings by hand, reverting the pairing, closing the round early.
 */
export function RoundChanges({ round, started, boardsToGo, editing, busy, onEdit, onRevert, onClose }: RoundChangesProps) {
  const { t } = useLingui();
  return (
    <Card size="small" title={t`Change round ${round}`}>
      <Flex vertical gap={8}>
        {editing && (
          <Typography.Text type="secondary">
            <Trans>
              Remove a pairing to pair its players differently below; a board with a result stays. Validate the pairings above when done: they are compared with
              the engine&apos;s.
            </Trans>
          </Typography.Text>
        )}
        <Flex gap={8} wrap align="center">
          {/* While editing, validating is the next step: its button is the step's, above. */}
          {!editing && (
            <Button onClick={onEdit} loading={busy.edit}>
              <Trans>Edit pairings</Trans>
            </Button>
          )}
          <Popconfirm
            title={t`Revert the pairing of round ${round}?`}
            description={t`Its boards are deleted; possible only while no result is in.`}
            okText={t`Revert`}
            okButtonProps={{ danger: true }}
            onConfirm={onRevert}
          >
            <Button danger loading={busy.revert}>
              <Trans>Revert round {round}</Trans>
            </Button>
          </Popconfirm>
          {started && (
            <Popconfirm
              title={t`Close round ${round}?`}
              description={
                boardsToGo > 0
                  ? t`${plural(boardsToGo, { one: '# board without a result will be scored −/− (both forfeited).', other: '# boards without a result will be scored −/− (both forfeited).' })}`
                  : t`Every board has a result.`
              }
              okText={t`Close round`}
              okButtonProps={{ danger: boardsToGo > 0 }}
              onConfirm={onClose}
            >
              <Button loading={busy.close}>
                <Trans>Close round {round}</Trans>
              </Button>
            </Popconfirm>
          )}
        </Flex>
        {started && boardsToGo > 0 && (
          <Typography.Text type="secondary">
            <Trans>Close the round only if games will not be finished: its boards without a result are scored −/−.</Trans>
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
