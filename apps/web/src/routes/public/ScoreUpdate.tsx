import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, App, Button, Card, Flex, Segmented, Tag, Typography } from 'antd';
import { Fragment, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatPoints, unpairedName, type GameResult, type PairingRow } from '@kingside/contract';
import { ApiRequestError, messageOf } from '../../api/client.js';
import { useRoundTrigger, useScoreUpload } from '../../api/round-actions.js';
import { usePairings } from '../../api/rounds.js';
import { useRoundMatches } from '../../api/team-results.js';
import { useTournament } from '../../api/tournaments.js';
import { SIGN_IN_PATH } from '../../features/auth/navigation.js';
import { useSession } from '../../features/auth/session.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { isStaff } from '../../features/layout/links.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { useToasts } from '../../features/notify/useToasts.js';
import { ResultButtons } from '../../features/results/ResultButtons.js';
import { matchHeadingsByPlayer } from '../../features/team-admin/matches.js';
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
import { sayContract } from '../../features/languages/sayContract.js';

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
  // A team event's boards run through all its matches: each match's first board is headed by its table and teams.
  const matches = useRoundMatches(tournamentId, Number.isInteger(round) ? round : 0, { enabled: staff && (tournament.data?.boards ?? null) !== null });
  const toasts = useToasts();
  const { modal } = App.useApp();
  const [mode, setMode] = useState<SaveMode>('each');
  const [chosen, setChosen] = useState<ChosenResults>({});
  /** Results on their way to the server, by board: shown at once, with a spinner. */
  const [saving, setSaving] = useState<ChosenResults>({});
  /** Results the server has just taken, by board: confirmed at the board itself, not in a toast over the first one. */
  const [saved, setSaved] = useState<ChosenResults>({});
  const { t } = useLingui();

  const frame = (children: ReactNode) => (
    <PageFrame
      title={t`Update scores — round ${roundParam}`}
      subtitle={tournament.data?.name}
      back={{ to: staff ? `/admin/tournament/${tournamentId}` : `/tournaments/${tournamentId}`, label: tournament.data?.name ?? t`Tournament` }}
    >
      {children}
    </PageFrame>
  );

  if (status === 'checking') return frame(<Spinner />);
  if (!staff) {
    return frame(
      <Card>
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>
            <Trans>Results are entered by the tournament's organisers and arbiters.</Trans>
          </Typography.Text>
          {status === 'signed-out' && (
            <Link to={SIGN_IN_PATH} className="ks-button-link">
              <Trans>Sign in</Trans>
            </Link>
          )}
        </Flex>
      </Card>,
    );
  }
  if (pairings.isPending) return frame(<Spinner />);
  if (!pairings.data) {
    return frame(<Alert type="warning" showIcon title={t`Round ${roundParam} cannot be shown`} description={messageOf(pairings.error)} />);
  }

  const rows = pairings.data.rows;
  const games = rows.filter((row) => row.kind === 'game');
  const headingOf = matchHeadingsByPlayer(matches.data?.matches ?? []);
  const byes = rows.filter((row) => row.kind !== 'game');
  const left = boardsWithoutResult(rows, mode === 'all' ? chosen : {});
  const toSave = resultsToSave(rows, chosen);
  const notStarted = pairings.data.state === 'paired';
  const boards = games.length;
  const notPlaying = byes
    .map((row) => `${row.player.name} — ${sayContract(unpairedName(row.kind as Exclude<PairingRow['kind'], 'game'>, row.player.withdrawn))}`)
    .join('; ');
  const toSaveCount = toSave.length;

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
    const board = mine.board;
    const mineLabel = resultChoice(mine.result).label;
    const theirs = fresh?.result ? resultLabel(fresh.result) : null;
    modal.confirm({
      title: t`Board ${board} was changed meanwhile`,
      content: error.message.replace(/^results\.\d+\.version: /, ''),
      okText: t`Replace with ${mineLabel}`,
      cancelText: theirs ? t`Keep ${theirs}` : t`Keep theirs`,
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
    const board = row.board;
    const white = row.player.name;
    const black = row.opponent?.name;
    const before = resultLabel(row.result);
    const after = resultChoice(result).label;
    const meaning = resultChoice(result).meaning.toLocaleLowerCase();
    modal.confirm({
      title: t`Change board ${board}?`,
      content: t`${white} – ${black}: ${before} becomes ${after} (${meaning}).`,
      okText: t`Change result`,
      onOk: () => save([resultFor(row, result)]),
    });
  };

  return frame(
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Tag color={left === 0 ? 'green' : 'orange'} style={{ fontSize: 14, paddingBlock: 2, paddingInline: 8 }}>
          {left > 0
            ? t`${left} of ${plural(boards, { one: '# board', other: '# boards' })} to go`
            : pairings.data.state === 'scored'
              ? t`Every board has a result: round ${round} is scored`
              : t`Every board has a result`}
        </Tag>
        <Segmented<SaveMode>
          value={mode}
          onChange={(next) => {
            setMode(next);
            setChosen({});
          }}
          options={[
            { value: 'each', label: t`Save each tap` },
            { value: 'all', label: t`Save all at once` },
          ]}
        />
      </Flex>
      {notStarted && (
        <Alert
          type="info"
          showIcon
          title={t`Round ${round} has not started`}
          description={t`Results can be entered once the round has started.`}
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
              <Trans>Start round</Trans>
            </Button>
          }
        />
      )}
      <RoundClaims tournamentId={tournamentId} round={round} rows={games} onAccept={(row, result) => save([resultFor(row, result)])} />
      {games.map((row, i) => {
        const pending = mode === 'all' && chosen[row.board] !== undefined && chosen[row.board] !== row.result;
        const value = saving[row.board] ?? (pending ? chosen[row.board] : row.result);
        const heading = headingOf.get(row.player.id);
        const board = row.board;
        return (
          <Fragment key={row.board}>
            {heading !== undefined && heading !== headingOf.get(games[i - 1]?.player.id ?? '') && (
              <Typography.Title level={5} style={{ margin: 0, marginTop: 8 }}>
                {heading}
              </Typography.Title>
            )}
            <Card size="small" aria-label={t`Board ${board}`} styles={{ body: { padding: 12 } }}>
              <Flex vertical gap={8}>
                <div className="ks-board__players">
                  <Typography.Text className="ks-board__name">
                    <Typography.Text type="secondary">{row.board}.</Typography.Text> {row.player.name}{' '}
                    <Typography.Text type="secondary">({formatPoints(row.player.points)})</Typography.Text>
                  </Typography.Text>
                  <Typography.Text strong style={{ minWidth: 36, textAlign: 'center' }}>
                    {value ? resultChoice(value).label : '–'}
                  </Typography.Text>
                  <Typography.Text className="ks-board__name" style={{ textAlign: 'end' }}>
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
          </Fragment>
        );
      })}
      {byes.length > 0 && (
        <Typography.Text type="secondary">
          {/* Names hold commas ("Ames, Ann") and a board won by forfeit says "(empty board)": a dash and semicolons keep them apart. */}
          <Trans>Not playing: {notPlaying}</Trans>
        </Typography.Text>
      )}
      {mode === 'all' && (
        <div className="ks-savebar">
          <Button type="primary" size="large" block disabled={toSave.length === 0} loading={Object.keys(saving).length > 0} onClick={() => save(toSave)}>
            {toSaveCount === 0 ? t`Tap results to save` : t`${plural(toSaveCount, { one: 'Save # result', other: 'Save # results' })}`}
          </Button>
        </div>
      )}
    </Flex>,
  );
}
