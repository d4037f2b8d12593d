import { Button, Card, Flex, InputNumber, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkInStatusNames, ROUNDS_MAX, type CheckInPlayer, type CheckInSettings, type CheckInStatus, type TournamentDetails } from '@kingside/contract';
import { useToasts } from '../notify/useToasts.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { useCheckIn, useCheckInSheet, useCloseCheckIn, useOpenCheckIn, useSaveCheckInSettings } from '../../api/check-in.js';
import { windowLine } from './checkInWords.js';
import { sayContract } from '../../features/languages/sayContract.js';

const statusColour: Record<CheckInStatus, string> = {
  in: 'green',
  out: 'orange',
  playing: 'green',
  absent: 'orange',
  half_point_bye: 'blue',
  full_point_bye: 'blue',
  withdrawn: 'default',
};

/** The override of each status the arbiter can flip: its button's word and the `present` it sends. */
const overrides: Partial<Record<CheckInStatus, { word: MessageDescriptor; present: boolean }>> = {
  in: { word: msg`Mark out`, present: false },
  out: { word: msg`Mark in`, present: true },
  playing: { word: msg`Mark absent`, present: false },
  absent: { word: msg`Mark present`, present: true },
};

/**
 * The arbiter's check-in in the Rounds tab (Swiss tournaments): whether players must check in and when the schedule
 * opens and closes it, the next round's check-in opened and closed by hand, and who is in, who is not, either
 * way overridden with one tap. Without check-in, the same sheet marks the players absent from the next round.
 */
export function CheckInPanel({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useLingui();
  const sheet = useCheckInSheet(tournament.id);
  const toasts = useToasts();
  const open = useOpenCheckIn(tournament.id);
  const close = useCloseCheckIn(tournament.id);
  const mark = useCheckIn(tournament.id);
  // Without check-in the sheet is for the odd absence, so it stays folded until the arbiter asks for it.
  const [marking, setMarking] = useState(false);
  useLiveTournament(tournament.id, tournament.state !== 'finished');
  if (tournament.system !== 'dutch' || tournament.state === 'finished' || !sheet.data) return null;
  const { settings, window, players } = sheet.data;
  const round = window?.round;
  const byArbiter = (status: string) => t`${status} (arbiter)`;
  const report = (promise: Promise<{ message: string }>) =>
    void promise.then(
      (answer) => toasts.success(answer.message),
      (error: unknown) => toasts.error(error),
    );
  const playing = players.filter((p) => p.status === 'in' || p.status === 'out');
  const checkedIn = playing.filter((p) => p.status === 'in').length;
  const absent = players.filter((p) => p.status === 'absent');
  const playingCount = playing.length;
  const absentNames = absent.map((p) => p.name).join(', ');

  return (
    <Card size="small" title={t`Check-in`} role="region" aria-label={t`Check-in`}>
      <Flex vertical gap={12}>
        <CheckInSettingsForm key={JSON.stringify(settings)} tournamentId={tournament.id} settings={settings} />
        {window && (
          <>
            {settings.required ? (
              <>
                <Flex gap={8} wrap align="center">
                  <Typography.Text>{windowLine(window)}</Typography.Text>
                  {/* Green only once everyone is in: "0 of 6" is what still needs doing. */}
                  <Tag color={checkedIn === playing.length ? 'green' : 'gold'}>
                    <Trans>
                      {checkedIn} of {playingCount} checked in
                    </Trans>
                  </Tag>
                  {window.state === 'open' ? (
                    <Button type="primary" loading={close.isPending} onClick={() => report(close.mutateAsync())}>
                      <Trans>Close check-in for round {round}</Trans>
                    </Button>
                  ) : (
                    <Button type={window.state === 'not_open' ? 'primary' : 'default'} loading={open.isPending} onClick={() => report(open.mutateAsync({}))}>
                      {window.state === 'not_open' ? t`Open check-in for round ${round}` : t`Open check-in for round ${round} again`}
                    </Button>
                  )}
                </Flex>
                {window.state === 'closed' && (
                  <Typography.Text type="secondary">
                    <Trans>Players not checked in are not paired in round {round}: they get a zero-point bye.</Trans>
                  </Typography.Text>
                )}
              </>
            ) : (
              <Flex gap={8} wrap align="center">
                <Typography.Text type="secondary">
                  {absent.length === 0
                    ? t`Nobody is marked absent from round ${round}.`
                    : t`Absent from round ${round} (not paired, a zero-point bye): ${absentNames}.`}
                </Typography.Text>
                <Button aria-expanded={marking} onClick={() => setMarking(!marking)}>
                  {marking ? t`Done marking absences` : t`Mark absences for round ${round}`}
                </Button>
              </Flex>
            )}
            {(settings.required || marking) && (
              <Table<CheckInPlayer>
                size="small"
                rowKey="id"
                pagination={false}
                scroll={{ x: true }}
                dataSource={players}
                columns={[
                  { title: t({ message: 'No.', context: 'pairing number column' }), dataIndex: 'pairingNumber', width: 56 },
                  { title: t`Name`, dataIndex: 'name' },
                  {
                    title: settings.required ? t`Check-in` : t`Next round`,
                    key: 'status',
                    render: (_, p) => (
                      <Tag color={statusColour[p.status]}>
                        {p.by === 'arbiter' ? byArbiter(sayContract(checkInStatusNames[p.status])) : sayContract(checkInStatusNames[p.status])}
                      </Tag>
                    ),
                  },
                  {
                    title: t`Override`,
                    key: 'override',
                    render: (_, p) => {
                      const override = overrides[p.status];
                      const word = override && t(override.word);
                      const { name } = p;
                      return (
                        override && (
                          <Button
                            size="small"
                            aria-label={t`${word}: ${name}`}
                            loading={mark.isPending && mark.variables.entryId === p.id}
                            onClick={() => report(mark.mutateAsync({ entryId: p.id, present: override.present }))}
                          >
                            {word}
                          </Button>
                        )
                      );
                    },
                  },
                ]}
              />
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}

function CheckInSettingsForm({ tournamentId, settings }: { tournamentId: string; settings: CheckInSettings }) {
  const [draft, setDraft] = useState(settings);
  const { t } = useLingui();
  const save = useSaveCheckInSettings(tournamentId);
  const toasts = useToasts();
  const changed = JSON.stringify(draft) !== JSON.stringify(settings);
  const whole = (value: number | null) => (value === null ? null : Math.round(value));
  return (
    <Flex gap={12} wrap align="center">
      <label>
        <Flex gap={6} align="center">
          <Switch checked={draft.required} onChange={(required) => setDraft({ ...draft, required })} />
          <Trans>Players must check in before each round</Trans>
        </Flex>
      </label>
      {draft.required && (
        <>
          <label>
            <Trans>
              Opens{' '}
              <InputNumber
                min={0}
                max={10080}
                style={{ width: 80 }}
                value={draft.opensBeforeMinutes}
                onChange={(value) => setDraft({ ...draft, opensBeforeMinutes: whole(value) })}
              />{' '}
              min before the scheduled start
            </Trans>
          </label>
          <label>
            <Trans>
              Closes{' '}
              <InputNumber
                min={0}
                max={10080}
                style={{ width: 80 }}
                value={draft.closesBeforeMinutes}
                onChange={(value) => setDraft({ ...draft, closesBeforeMinutes: whole(value) })}
              />{' '}
              min before it
            </Trans>
          </label>
        </>
      )}
      <label>
        <Trans>
          Half-point byes a player may ask for{' '}
          <InputNumber
            min={0}
            max={ROUNDS_MAX}
            style={{ width: 64 }}
            value={draft.halfPointByeLimit}
            onChange={(value) => setDraft({ ...draft, halfPointByeLimit: whole(value) ?? 0 })}
          />
        </Trans>
      </label>
      <label>
        <Trans>
          No half-point byes in the last{' '}
          <InputNumber
            min={0}
            max={ROUNDS_MAX}
            style={{ width: 64 }}
            aria-label={t`No half-point byes in the last rounds`}
            value={draft.noByeLastRounds}
            onChange={(value) => setDraft({ ...draft, noByeLastRounds: whole(value) ?? 0 })}
          />{' '}
          rounds
        </Trans>
      </label>
      <Button
        disabled={!changed}
        loading={save.isPending}
        onClick={() =>
          void save.mutateAsync(draft).then(
            (answer) => toasts.success(answer.message),
            (error: unknown) => toasts.error(error),
          )
        }
      >
        <Trans>Save check-in settings</Trans>
      </Button>
    </Flex>
  );
}
