import { Button, Card, Flex, InputNumber, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { checkInStatusNames, ROUNDS_MAX, type CheckInPlayer, type CheckInSettings, type CheckInStatus, type TournamentDetails } from '@kingside/contract';
import { useToasts } from '../notify/useToasts.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { useCheckIn, useCheckInSheet, useCloseCheckIn, useOpenCheckIn, useSaveCheckInSettings } from '../../api/check-in.js';
import { windowLine } from './checkInWords.js';

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
const overrides: Partial<Record<CheckInStatus, { word: string; present: boolean }>> = {
  in: { word: 'Mark out', present: false },
  out: { word: 'Mark in', present: true },
  playing: { word: 'Mark absent', present: false },
  absent: { word: 'Mark present', present: true },
};

/**
 * The arbiter's check-in in the Rounds tab (Swiss tournaments): whether players must check in and when the schedule
 * opens and closes it, the next round's check-in opened and closed by hand, and who is in, who is not, either
 * way overridden with one tap. Without check-in, the same sheet marks the players absent from the next round.
 */
export function CheckInPanel({ tournament: t }: { tournament: TournamentDetails }) {
  const sheet = useCheckInSheet(t.id);
  const toasts = useToasts();
  const open = useOpenCheckIn(t.id);
  const close = useCloseCheckIn(t.id);
  const mark = useCheckIn(t.id);
  // Without check-in the sheet is for the odd absence, so it stays folded until the arbiter asks for it.
  const [marking, setMarking] = useState(false);
  useLiveTournament(t.id, t.state !== 'finished');
  if (t.system !== 'dutch' || t.state === 'finished' || !sheet.data) return null;
  const { settings, window, players } = sheet.data;
  const report = (promise: Promise<{ message: string }>) =>
    void promise.then(
      (answer) => toasts.success(answer.message),
      (error: unknown) => toasts.error(error),
    );
  const playing = players.filter((p) => p.status === 'in' || p.status === 'out');
  const checkedIn = playing.filter((p) => p.status === 'in').length;
  const absent = players.filter((p) => p.status === 'absent');

  return (
    <Card size="small" title="Check-in" role="region" aria-label="Check-in">
      <Flex vertical gap={12}>
        <CheckInSettingsForm key={JSON.stringify(settings)} tournamentId={t.id} settings={settings} />
        {window && (
          <>
            {settings.required ? (
              <>
                <Flex gap={8} wrap align="center">
                  <Typography.Text>{windowLine(window)}</Typography.Text>
                  {/* Green only once everyone is in: "0 of 6" is what still needs doing. */}
                  <Tag color={checkedIn === playing.length ? 'green' : 'gold'}>
                    {checkedIn} of {playing.length} checked in
                  </Tag>
                  {window.state === 'open' ? (
                    <Button type="primary" loading={close.isPending} onClick={() => report(close.mutateAsync())}>
                      Close check-in for round {window.round}
                    </Button>
                  ) : (
                    <Button type={window.state === 'not_open' ? 'primary' : 'default'} loading={open.isPending} onClick={() => report(open.mutateAsync({}))}>
                      {window.state === 'not_open' ? `Open check-in for round ${window.round}` : `Open check-in for round ${window.round} again`}
                    </Button>
                  )}
                </Flex>
                {window.state === 'closed' && (
                  <Typography.Text type="secondary">Players not checked in are not paired in round {window.round}: they get a zero-point bye.</Typography.Text>
                )}
              </>
            ) : (
              <Flex gap={8} wrap align="center">
                <Typography.Text type="secondary">
                  {absent.length === 0
                    ? `Nobody is marked absent from round ${window.round}.`
                    : `Absent from round ${window.round} (not paired, a zero-point bye): ${absent.map((p) => p.name).join(', ')}.`}
                </Typography.Text>
                <Button aria-expanded={marking} onClick={() => setMarking(!marking)}>
                  {marking ? 'Done marking absences' : `Mark absences for round ${window.round}`}
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
                  { title: 'No.', dataIndex: 'pairingNumber', width: 56 },
                  { title: 'Name', dataIndex: 'name' },
                  {
                    title: settings.required ? 'Check-in' : 'Next round',
                    key: 'status',
                    render: (_, p) => (
                      <Tag color={statusColour[p.status]}>
                        {checkInStatusNames[p.status]}
                        {p.by === 'arbiter' ? ' (arbiter)' : ''}
                      </Tag>
                    ),
                  },
                  {
                    title: 'Override',
                    key: 'override',
                    render: (_, p) => {
                      const override = overrides[p.status];
                      return (
                        override && (
                          <Button
                            size="small"
                            aria-label={`${override.word}: ${p.name}`}
                            loading={mark.isPending && mark.variables.entryId === p.id}
                            onClick={() => report(mark.mutateAsync({ entryId: p.id, present: override.present }))}
                          >
                            {override.word}
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
  const save = useSaveCheckInSettings(tournamentId);
  const toasts = useToasts();
  const changed = JSON.stringify(draft) !== JSON.stringify(settings);
  const whole = (value: number | null) => (value === null ? null : Math.round(value));
  return (
    <Flex gap={12} wrap align="center">
      <label>
        <Flex gap={6} align="center">
          <Switch checked={draft.required} onChange={(required) => setDraft({ ...draft, required })} />
          Players must check in before each round
        </Flex>
      </label>
      {draft.required && (
        <>
          <label>
            Opens{' '}
            <InputNumber
              min={0}
              max={10080}
              style={{ width: 80 }}
              value={draft.opensBeforeMinutes}
              onChange={(value) => setDraft({ ...draft, opensBeforeMinutes: whole(value) })}
            />{' '}
            min before the scheduled start
          </label>
          <label>
            Closes{' '}
            <InputNumber
              min={0}
              max={10080}
              style={{ width: 80 }}
              value={draft.closesBeforeMinutes}
              onChange={(value) => setDraft({ ...draft, closesBeforeMinutes: whole(value) })}
            />{' '}
            min before it
          </label>
        </>
      )}
      <label>
        Half-point byes a player may ask for{' '}
        <InputNumber
          min={0}
          max={ROUNDS_MAX}
          style={{ width: 64 }}
          value={draft.halfPointByeLimit}
          onChange={(value) => setDraft({ ...draft, halfPointByeLimit: whole(value) ?? 0 })}
        />
      </label>
      <label>
        No half-point byes in the last{' '}
        <InputNumber
          min={0}
          max={ROUNDS_MAX}
          style={{ width: 64 }}
          aria-label="No half-point byes in the last rounds"
          value={draft.noByeLastRounds}
          onChange={(value) => setDraft({ ...draft, noByeLastRounds: whole(value) ?? 0 })}
        />{' '}
        rounds
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
        Save check-in settings
      </Button>
    </Flex>
  );
}
