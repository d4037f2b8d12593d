import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { noticeKinds, type NoticeChannel, type NoticeChoices, type NoticeKind } from '@kingside/contract';
import { useToasts } from '../notify/useToasts.js';
import { useChooseNotices, useNoticeChoices, useSubscribePush, useUnsubscribePush } from '../../api/notices.js';
import { currentPushSubscription, pushSupport, subscribeThisBrowser } from './push-browser.js';

const channelLabels: Record<NoticeChannel, MessageDescriptor> = { mail: msg`By mail`, push: msg`On this phone` };

const kindLabels: Record<NoticeKind, MessageDescriptor> = {
  pairings: msg`Pairings published (board, opponent, colour)`,
  round_starting: msg`Round starting`,
  check_in_closing: msg`Check-in closing`,
  result_disputed: msg`Result disputed on my board`,
  finished: msg`Tournament finished (final rank)`,
};

type Chosen = Pick<NoticeChoices, 'mail' | 'push'>;

const cell = {
  textAlign: 'start',
  paddingBlock: 8,
  paddingInlineStart: 0,
  paddingInlineEnd: 8,
  borderBottomWidth: 1,
  borderBottomStyle: 'solid',
  borderBottomColor: '#e5e7e2',
} as const;

/** The notices the player gets, by kind and channel: nothing is sent until they tick it here. */
export function NoticesCard() {
  const { t } = useLingui();
  const choices = useNoticeChoices();
  return (
    <Card title={t`Notices`}>
      {choices.data ? (
        <NoticesForm key={`${choices.data.mail.join()}|${choices.data.push.join()}`} choices={choices.data} />
      ) : choices.isError ? (
        <Alert type="error" showIcon title={t`Your notices could not be read`} />
      ) : (
        <Typography.Text type="secondary">
          <Trans>Loading your notices…</Trans>
        </Typography.Text>
      )}
    </Card>
  );
}

function NoticesForm({ choices }: { choices: NoticeChoices }) {
  const { t } = useLingui();
  const toasts = useToasts();
  const [chosen, setChosen] = useState<Chosen>({ mail: choices.mail, push: choices.push });
  const save = useChooseNotices();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const [pushBusy, setPushBusy] = useState(false);
  const support = pushSupport();
  const receivers = choices.pushSubscriptions;

  const toggle = (channel: NoticeChannel, kind: NoticeKind, on: boolean) =>
    setChosen((before) => ({
      ...before,
      [channel]: on ? noticeKinds.filter((k) => k === kind || before[channel].includes(k)) : before[channel].filter((k) => k !== kind),
    }));
  const changed = chosen.mail.join() !== choices.mail.join() || chosen.push.join() !== choices.push.join();

  const turnPushOn = async () => {
    setPushBusy(true);
    try {
      const answer = await subscribe.mutateAsync(await subscribeThisBrowser(choices.pushPublicKey));
      toasts.success(answer.message);
    } catch (error) {
      toasts.error(error, t`Push notices could not be turned on`);
    } finally {
      setPushBusy(false);
    }
  };
  const turnPushOff = async () => {
    setPushBusy(true);
    try {
      const subscription = await currentPushSubscription();
      if (subscription) {
        const answer = await unsubscribe.mutateAsync({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
        toasts.success(answer.message);
      }
    } catch (error) {
      toasts.error(error, t`Push notices could not be turned off`);
    } finally {
      setPushBusy(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        <Trans>Choose what Kingside tells you about the tournaments you play in. Nothing is sent until you tick it.</Trans>
      </Typography.Paragraph>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption className="ks-visually-hidden">
          <Trans>Notices by kind and channel</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              <Trans>Notice</Trans>
            </th>
            {(['mail', 'push'] as const).map((channel) => (
              <th scope="col" key={channel} style={cell}>
                {t(channelLabels[channel])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {noticeKinds.map((kind) => {
            const notice = t(kindLabels[kind]);
            return (
              <tr key={kind}>
                <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                  {notice}
                </th>
                {(['mail', 'push'] as const).map((channel) => (
                  <td key={channel} style={cell}>
                    <Checkbox
                      aria-label={channel === 'mail' ? t`${notice}: by mail` : t`${notice}: on this phone`}
                      checked={chosen[channel].includes(kind)}
                      onChange={(event) => toggle(channel, kind, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div>
        <Button
          type="primary"
          disabled={!changed}
          loading={save.isPending}
          onClick={() => save.mutate(chosen, { onSuccess: (answer) => toasts.success(answer.message), onError: (error) => toasts.error(error) })}
        >
          <Trans>Save my notices</Trans>
        </Button>
      </div>
      <Typography.Title level={5} style={{ margin: 0 }}>
        <Trans>Push notices on this phone</Trans>
      </Typography.Title>
      {support === 'unsupported' ? (
        <Alert type="info" showIcon title={t`This browser cannot receive push notices. Install Kingside on your home screen, or choose mail.`} />
      ) : support === 'blocked' ? (
        <Alert type="warning" showIcon title={t`Notifications are blocked for this site: allow them in the browser settings to get push notices.`} />
      ) : null}
      <Typography.Text>
        {choices.pushSubscriptions === 0 ? (
          <Trans>No phone or browser receives your push notices yet.</Trans>
        ) : (
          <Plural value={receivers} one="# phone or browser receives your push notices." other="# phones or browsers receive your push notices." />
        )}
      </Typography.Text>
      <Flex gap={8} wrap>
        <Button disabled={support !== 'available'} loading={pushBusy} onClick={() => void turnPushOn()}>
          <Trans>Turn on push on this phone</Trans>
        </Button>
        <Button disabled={support === 'unsupported' || choices.pushSubscriptions === 0} loading={pushBusy} onClick={() => void turnPushOff()}>
          <Trans>Turn off push on this phone</Trans>
        </Button>
      </Flex>
    </Flex>
  );
}
