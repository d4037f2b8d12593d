import { CheckOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameResult } from '@kingside/contract';
import { RESULT_CHOICES, resultChoice } from './results.js';

export interface ResultButtonsProps {
  board: number;
  /** The result the board shows: saved, or chosen and waiting to be saved. */
  value: GameResult | null;
  /** Chosen here but not saved yet. */
  pending: boolean;
  disabled?: boolean;
  /** The board's result is on its way to the server. */
  saving?: boolean;
  /** The server has just taken this board's result: said here, at the tap, rather than in a toast. */
  saved?: boolean;
  onPick: (result: GameResult) => void;
}

/** Six buttons, one tap per board: the played results large on top, the forfeits below, and the save confirmed beneath. */
export function ResultButtons({ board, value, pending, disabled, saving = false, saved = false, onPick }: ResultButtonsProps) {
  const { t } = useLingui();
  const savedLabel = value ? resultChoice(value).label : '';
  return (
    <>
      <div className="ks-results" role="group" aria-label={t`Result of board ${board}`}>
        {RESULT_CHOICES.map((choice) => {
          const selected = value === choice.result;
          const { meaning, result } = choice;
          return (
            <Button
              key={choice.result}
              size={choice.forfeit ? 'middle' : 'large'}
              type={selected ? 'primary' : 'default'}
              className={selected && pending ? 'ks-results__pending' : undefined}
              aria-pressed={selected}
              aria-label={t`Board ${board}: ${meaning} (${result})`}
              title={choice.meaning}
              disabled={disabled}
              loading={saving && selected}
              onClick={() => onPick(choice.result)}
            >
              {choice.label}
            </Button>
          );
        })}
      </div>
      {/* Room kept for the confirmation, so the boards below do not jump under the next tap. */}
      <Typography.Text type="success" role="status" style={{ display: 'block', minHeight: 22 }}>
        {saved && value ? (
          <>
            <CheckOutlined /> <Trans>Saved: {savedLabel}</Trans>
          </>
        ) : null}
      </Typography.Text>
    </>
  );
}
