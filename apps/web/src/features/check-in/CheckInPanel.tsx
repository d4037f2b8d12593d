import { Button, Card, Flex, InputNumber, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { checkInStatusNames, type CheckInPlayer, type CheckInSettings, type CheckInStatus, type TournamentDetails } from '@kingside/contract';
import { useToasts } from '../notify/useToasts.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { useCheckIn, useCheckInSheet, useCloseCheckIn, useOpenCheckIn, useSaveCheckInSettings } from './checkInApi.js';
import { windowLine } from './checkInWords.js';

const statusColour: Record<CheckInStatus, string> = { in: 'green', out: 'orange', half_point_bye: 'blue', withdrawn: 'default' };

/**
 * The arbiter's check-in in the Rounds tab (Swiss tournaments): whether players must check in and when the schedule
 * opens and closes it, the next round's check-in opened and closed by hand, and who is in, who is not, either
 * way overridden with one tap.
 */
export function CheckInPanel({ tournament: t }: { tournament: TournamentDetails }) {
  const sheet = useCheckInSheet(t.id);
  const toasts = useToasts();
  const open = useOpenCheckIn(t.id);
  const close = useCloseCheckIn(t.id);
  const mark = useCheckIn(t.id);
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

  return (
    <Card size="small" title="Check-in" role="region" aria-label="Check-in">
      <Flex vertical gap={12}>
        <CheckInSettingsForm key={JSON.stringify(settings)} tournamentId={t.id} settings={settings} />
        {settings.required && window && (
          <>
            <Flex gap={8} wrap align="center">
              <Typography.Text>{windowLine(window)}</Typography.Text>
              <Tag color="green">
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
                  title: 'Check-in',
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
                  render: (_, p) =>
                    (p.status === 'in' || p.status === 'out') && (
                      <Button
                        size="small"
                        aria-label={`${p.status === 'in' ? 'Mark out' : 'Mark in'}: ${p.name}`}
                        loading={mark.isPending && mark.variables.entryId === p.id}
                        onClick={() => report(mark.mutateAsync({ entryId: p.id, present: p.status !== 'in' }))}
                      >
                        {p.status === 'in' ? 'Mark out' : 'Mark in'}
                      </Button>
                    ),
                },
              ]}
            />
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
          max={99}
          style={{ width: 64 }}
          value={draft.halfPointByeLimit}
          onChange={(value) => setDraft({ ...draft, halfPointByeLimit: whole(value) ?? 0 })}
        />
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
