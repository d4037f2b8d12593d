import { Alert, App, Button, Card, Flex, Segmented, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatPoints, unpairedName, type GameResult, type PairingRow } from '@kingside/contract';
import { ApiRequestError, messageOf } from '../../api/client.js';
import { useRoundTrigger, useScoreUpload } from '../../api/round-actions.js';
import { usePairings } from '../../api/rounds.js';
import { useTournament } from '../../api/tournaments.js';
import { SIGN_IN_PATH } from '../../features/auth/navigation.js';
import { useSession } from '../../features/auth/session.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { isStaff } from '../../features/layout/links.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { useToasts } from '../../features/notify/useToasts.js';
import { ResultButtons } from '../../features/results/ResultButtons.js';
import { RoundClaims } from '../../features/result-claims/RoundClaims.js';
import {
  boardsWithoutResult,
  changedMeanwhile,
  resultChoice,
  resultFor,
  resultLabel,
  resultsToSave,
  stillPending,
  type ChosenResults,
  type ResultToSave,
} from '../../features/results/results.js';

type SaveMode = 'each' | 'all';

/** /score-update/{tournamentId}/{round}: the arbiter's phone at the hall, one tap per board. */
export default function ScoreUpdate() {
  const { tournamentId = '', round: roundParam = '' } = useParams();
  const round = Number(roundParam);
  const { status, user } = useSession();
  const staff = isStaff(user?.role);
  const tournament = useTournament(tournamentId);
  const pairings = usePairings(tournamentId, Number.isInteger(round) ? round : 0, { enabled: staff });
  const upload = useScoreUpload(tournamentId, round);
  const trigger = useRoundTrigger(tournamentId);
  const toasts = useToasts();
  const { modal } = App.useApp();
  const [mode, setMode] = useState<SaveMode>('each');
  const [chosen, setChosen] = useState<ChosenResults>({});
  /** Results on their way to the server, by board: shown at once, with a spinner. */
  const [saving, setSaving] = useState<ChosenResults>({});
  /** Results the server has just taken, by board: confirmed at the board itself, not in a toast over the first one. */
  const [saved, setSaved] = useState<ChosenResults>({});

  const frame = (children: ReactNode) => (
    <PageFrame
      title={`Update scores — round ${roundParam}`}
      subtitle={tournament.data?.name}
      back={{ to: staff ? `/admin/tournament/${tournamentId}` : `/tournaments/${tournamentId}`, label: tournament.data?.name ?? 'Tournament' }}
    >
      {children}
    </PageFrame>
  );

  if (status === 'checking') return frame(<Spinner />);
  if (!staff) {
    return frame(
      <Card>
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>Results are entered by the tournament's organisers and arbiters.</Typography.Text>
          {status === 'signed-out' && (
            <Link to={SIGN_IN_PATH} className="ks-button-link">
              Sign in
            </Link>
          )}
        </Flex>
      </Card>,
    );
  }
  if (pairings.isPending) return frame(<Spinner />);
  if (!pairings.data) {
    return frame(<Alert type="warning" showIcon title={`Round ${roundParam} cannot be shown`} description={messageOf(pairings.error)} />);
  }

  const rows = pairings.data.rows;
  const games = rows.filter((row) => row.kind === 'game');
  const byes = rows.filter((row) => row.kind !== 'game');
  const left = boardsWithoutResult(rows, mode === 'all' ? chosen : {});
  const toSave = resultsToSave(rows, chosen);
  const notStarted = pairings.data.state === 'paired';

  // Boards are saved independently: the arbiter may tap the next board while one is on its way.
  const save = (results: ResultToSave[]) => {
    const boards = results.map((r) => r.board);
    setSaving((current) => ({ ...current, ...Object.fromEntries(results.map((r) => [r.board, r.result])) }));
    upload
      .mutateAsync({ results })
      .then(
        (answer) => {
          setSaved((current) => ({ ...current, ...Object.fromEntries(results.map((r) => [r.board, r.result])) }));
          setChosen((current) => stillPending(answer.data.rows, current));
        },
        (error: unknown) => {
          const conflict = error instanceof ApiRequestError ? changedMeanwhile(error, results) : null;
          if (conflict) void decide(conflict.mine, error as ApiRequestError);
          else toasts.error(error);
        },
      )
      .finally(() => setSaving((current) => Object.fromEntries(Object.entries(current).filter(([board]) => !boards.includes(Number(board))))));
  };

  // Another arbiter changed the board since this screen read it: show both results, and let this arbiter choose.
  const decide = async (mine: ResultToSave, error: ApiRequestError) => {
    const fresh = (await pairings.refetch()).data?.rows.find((row) => row.board === mine.board);
    modal.confirm({
      title: `Board ${mine.board} was changed meanwhile`,
      content: error.message.replace(/^results\.\d+\.version: /, ''),
      okText: `Replace with ${resultChoice(mine.result).label}`,
      cancelText: fresh?.result ? `Keep ${resultLabel(fresh.result)}` : 'Keep theirs',
      onOk: () => fresh && save([resultFor(fresh, mine.result)]),
      onCancel: () => setChosen((current) => Object.fromEntries(Object.entries(current).filter(([board]) => Number(board) !== mine.board))),
    });
  };

  const pick = (row: PairingRow, result: GameResult) => {
    if (mode === 'all') {
      setChosen((current) => ({ ...current, [row.board]: result }));
      return;
    }
    if (row.result === result) return;
    if (row.result === null) {
      save([resultFor(row, result)]);
      return;
    }
    // A saved result is changed only on purpose: a mis-tap on a phone must not rewrite the record.
    modal.confirm({
      title: `Change board ${row.board}?`,
      content: `${row.player.name} – ${row.opponent?.name}: ${resultLabel(row.result)} becomes ${resultChoice(result).label} (${resultChoice(result).meaning.toLowerCase()}).`,
      okText: 'Change result',
      onOk: () => save([resultFor(row, result)]),
    });
  };

  return frame(
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Tag color={left === 0 ? 'green' : 'orange'} style={{ fontSize: 14, padding: '2px 8px' }}>
          {left > 0
            ? `${left} of ${games.length} boards to go`
            : pairings.data.state === 'scored'
              ? `Every board has a result: round ${round} is scored`
              : 'Every board has a result'}
        </Tag>
        <Segmented<SaveMode>
          value={mode}
          onChange={(next) => {
            setMode(next);
            setChosen({});
          }}
          options={[
            { value: 'each', label: 'Save each tap' },
            { value: 'all', label: 'Save all at once' },
          ]}
        />
      </Flex>
      {notStarted && (
        <Alert
          type="info"
          showIcon
          title={`Round ${round} has not started`}
          description="Results can be entered once the round has started."
          action={
            <Button
              type="primary"
              loading={trigger.isPending}
              onClick={() =>
                trigger.mutate('start', {
                  onSuccess: (answer) => {
                    toasts.success(answer.message);
                    void pairings.refetch();
                  },
                  onError: (error) => toasts.error(error),
                })
              }
            >
              Start round
            </Button>
          }
        />
      )}
      <RoundClaims tournamentId={tournamentId} round={round} rows={games} onAccept={(row, result) => save([resultFor(row, result)])} />
      {games.map((row) => {
        const pending = mode === 'all' && chosen[row.board] !== undefined && chosen[row.board] !== row.result;
        const value = saving[row.board] ?? (pending ? chosen[row.board] : row.result);
        return (
          <Card key={row.board} size="small" aria-label={`Board ${row.board}`} styles={{ body: { padding: 12 } }}>
            <Flex vertical gap={8}>
              <div className="ks-board__players">
                <Typography.Text className="ks-board__name">
                  <Typography.Text type="secondary">{row.board}.</Typography.Text> {row.player.name}{' '}
                  <Typography.Text type="secondary">({formatPoints(row.player.points)})</Typography.Text>
                </Typography.Text>
                <Typography.Text strong style={{ minWidth: 36, textAlign: 'center' }}>
                  {value ? resultChoice(value).label : '–'}
                </Typography.Text>
                <Typography.Text className="ks-board__name" style={{ textAlign: 'right' }}>
                  {row.opponent?.name} <Typography.Text type="secondary">({formatPoints(row.opponent?.points ?? 0)})</Typography.Text>
                </Typography.Text>
              </div>
              <ResultButtons
                board={row.board}
                value={value}
                pending={pending}
                saving={saving[row.board] !== undefined}
                saved={saving[row.board] === undefined && saved[row.board] === value}
                disabled={notStarted}
                onPick={(result) => pick(row, result)}
              />
            </Flex>
          </Card>
        );
      })}
      {byes.length > 0 && (
        <Typography.Text type="secondary">
          Not playing:{' '}
          {byes.map((row) => `${row.player.name} (${unpairedName(row.kind as Exclude<PairingRow['kind'], 'game'>, row.player.withdrawn)})`).join(', ')}
        </Typography.Text>
      )}
      {mode === 'all' && (
        <div className="ks-savebar">
          <Button type="primary" size="large" block disabled={toSave.length === 0} loading={Object.keys(saving).length > 0} onClick={() => save(toSave)}>
            {toSave.length === 0 ? 'Tap results to save' : `Save ${toSave.length} result${toSave.length === 1 ? '' : 's'}`}
          </Button>
        </div>
      )}
    </Flex>,
  );
}
