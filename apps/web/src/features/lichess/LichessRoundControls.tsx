import { Alert, Button, Flex, Form, InputNumber, Popover, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TournamentDetails } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useLichessAccount, useReadFromLichess, useSendRoundToLichess } from '../../api/lichess.js';
import { useLichessGames, useLichessLink } from '../../api/lichess-link.js';
import { useToasts } from '../notify/useToasts.js';
import { ArenaStandings } from './ArenaStandings.js';
import { EditOnLichess } from './EditOnLichess.js';
import { gamesOfRound } from './boardGames.js';
import { dateTime } from '../format/format.js';

/**
 * The rounds tab's lichess controls. A tournament followed from lichess is read from there now, or edited there (an
 * Arena, which has no rounds here, shows lichess's standings below); a round Kingside paired goes to lichess as a
 * bulk pairing when the organiser allowed bulk pairings.
 */
export function LichessRoundControls({ tournament }: { tournament: TournamentDetails }) {
  const link = useLichessLink(tournament.id);
  if (link.data) {
    const read = (
      <Flex gap={8} wrap align="center">
        <ReadFromLichess tournamentId={tournament.id} url={link.data.lichess_url} syncedAt={link.data.synced_at} />
        {!tournament.finishedAt && <EditOnLichess tournamentId={tournament.id} />}
      </Flex>
    );
    if (link.data.kind === 'swiss') return read;
    return (
      <Flex vertical gap={12}>
        {read}
        <ArenaStandings tournamentId={tournament.id} />
      </Flex>
    );
  }
  // Hidden only until the first answer (an unlinked tournament's is null): hiding on a refetch would close the send form.
  if (link.isPending) return null;
  return <SendRound tournament={tournament} />;
}

function ReadFromLichess({ tournamentId, url, syncedAt }: { tournamentId: string; url: string; syncedAt: string | null }) {
  const { t } = useLingui();
  const read = useReadFromLichess(tournamentId);
  const lastRead = syncedAt ? dateTime(syncedAt) : null;
  const toasts = useToasts();
  return (
    <Flex gap={8} wrap align="center">
      <Button
        loading={read.isPending}
        onClick={() =>
          void read.mutateAsync().then(
            (answer) => toasts.success(answer.message),
            (error: unknown) => toasts.error(error),
          )
        }
      >
        <Trans>Read from lichess now</Trans>
      </Button>
      <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
        <Trans>On lichess</Trans>
      </Typography.Link>
      <Typography.Text type="secondary">{lastRead ? t`Last read ${lastRead}` : t`Not read yet`}</Typography.Text>
    </Flex>
  );
}

interface Clock {
  minutes: number;
  increment: number;
  rated: boolean;
}

/** "Send round N to lichess": the current round, paired here and not yet on lichess. */
function SendRound({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useLingui();
  const account = useLichessAccount();
  const games = useLichessGames(tournament.id);
  const send = useSendRoundToLichess(tournament.id);
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const round = tournament.currentRound;
  const allowed = account.data?.scopes.includes('challenge:bulk') ?? false;
  const onLichess = gamesOfRound(games.data, round).size > 0;
  if (!allowed || round === 0 || (tournament.state !== 'paired' && tournament.state !== 'started') || games.isPending || onLichess) return null;

  const submit = (clock: Clock) => {
    setOpen(false);
    send.mutateAsync({ round, clockLimit: Math.round(clock.minutes * 60), clockIncrement: clock.increment, rated: clock.rated }).then(
      (answer) => {
        setRefusal(null);
        toasts.success(answer.message);
      },
      // Who cannot be paired, and what they must do, stays in view rather than in a passing toast.
      (error: unknown) => setRefusal(messageOf(error)),
    );
  };

  const form = (
    <Form<Clock>
      name="lichess-clock"
      layout="vertical"
      size="small"
      initialValues={{ minutes: 10, increment: 5, rated: false }}
      onFinish={submit}
      style={{ maxWidth: 260 }}
    >
      <Flex gap={8}>
        <Form.Item name="minutes" label={t`Minutes`} rules={[{ required: true }]}>
          <InputNumber min={0} max={180} />
        </Form.Item>
        <Form.Item name="increment" label={t`Increment (s)`} rules={[{ required: true }]}>
          <InputNumber min={0} max={60} />
        </Form.Item>
      </Flex>
      <Form.Item name="rated" label={t`Rated`} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        <Trans>Send to lichess</Trans>
      </Button>
    </Form>
  );

  return (
    <Flex vertical gap={8}>
      {/* Always below its button, as a menu opens: a popup that flips above when the page scrolls moves its own
          Send button from under the finger pressing it. */}
      <Popover
        trigger="click"
        placement="bottomLeft"
        autoAdjustOverflow={false}
        open={open}
        onOpenChange={setOpen}
        title={t`Round ${round} on lichess`}
        content={form}
      >
        <Button loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Send round {round} to lichess</Trans>
        </Button>
      </Popover>
      {refusal && <Alert type="warning" showIcon closable onClose={() => setRefusal(null)} title={t`Not sent to lichess`} description={refusal} />}
    </Flex>
  );
}
