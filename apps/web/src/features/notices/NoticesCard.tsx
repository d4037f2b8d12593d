import { Alert, Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { noticeKindLabels, noticeKinds, type NoticeChannel, type NoticeChoices, type NoticeKind } from '@kingside/contract';
import { useToasts } from '../notify/useToasts.js';
import { useChooseNotices, useNoticeChoices, useSubscribePush, useUnsubscribePush } from '../../api/notices.js';
import { currentPushSubscription, pushSupport, subscribeThisBrowser } from './push-browser.js';

const channelLabels: Record<NoticeChannel, string> = { mail: 'By mail', push: 'On this phone' };

type Chosen = Pick<NoticeChoices, 'mail' | 'push'>;

const cell = { textAlign: 'left', padding: '8px 8px 8px 0', borderBottom: '1px solid #e5e7e2' } as const;

/** The notices the player gets, by kind and channel: nothing is sent until they tick it here. */
export function NoticesCard() {
  const choices = useNoticeChoices();
  return (
    <Card title="Notices">
      {choices.data ? (
        <NoticesForm key={`${choices.data.mail.join()}|${choices.data.push.join()}`} choices={choices.data} />
      ) : choices.isError ? (
        <Alert type="error" showIcon title="Your notices could not be read" />
      ) : (
        <Typography.Text type="secondary">Loading your notices…</Typography.Text>
      )}
    </Card>
  );
}

function NoticesForm({ choices }: { choices: NoticeChoices }) {
  const toasts = useToasts();
  const [chosen, setChosen] = useState<Chosen>({ mail: choices.mail, push: choices.push });
  const save = useChooseNotices();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const [pushBusy, setPushBusy] = useState(false);
  const support = pushSupport();

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
      toasts.error(error, 'Push notices could not be turned on');
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
      toasts.error(error, 'Push notices could not be turned off');
    } finally {
      setPushBusy(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Choose what Kingside tells you about the tournaments you play in. Nothing is sent until you tick it.
      </Typography.Paragraph>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption className="ks-visually-hidden">Notices by kind and channel</caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Notice
            </th>
            {(['mail', 'push'] as const).map((channel) => (
              <th scope="col" key={channel} style={cell}>
                {channelLabels[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {noticeKinds.map((kind) => (
            <tr key={kind}>
              <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                {noticeKindLabels[kind]}
              </th>
              {(['mail', 'push'] as const).map((channel) => (
                <td key={channel} style={cell}>
                  <Checkbox
                    aria-label={`${noticeKindLabels[kind]}: ${channelLabels[channel].toLowerCase()}`}
                    checked={chosen[channel].includes(kind)}
                    onChange={(event) => toggle(channel, kind, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <Button
          type="primary"
          disabled={!changed}
          loading={save.isPending}
          onClick={() => save.mutate(chosen, { onSuccess: (answer) => toasts.success(answer.message), onError: (error) => toasts.error(error) })}
        >
          Save my notices
        </Button>
      </div>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Push notices on this phone
      </Typography.Title>
      {support === 'unsupported' ? (
        <Alert type="info" showIcon title="This browser cannot receive push notices. Install Kingside on your home screen, or choose mail." />
      ) : support === 'blocked' ? (
        <Alert type="warning" showIcon title="Notifications are blocked for this site: allow them in the browser settings to get push notices." />
      ) : null}
      <Typography.Text>
        {choices.pushSubscriptions === 0
          ? 'No phone or browser receives your push notices yet.'
          : `${choices.pushSubscriptions} ${choices.pushSubscriptions === 1 ? 'phone or browser receives' : 'phones or browsers receive'} your push notices.`}
      </Typography.Text>
      <Flex gap={8} wrap>
        <Button disabled={support !== 'available'} loading={pushBusy} onClick={() => void turnPushOn()}>
          Turn on push on this phone
        </Button>
        <Button disabled={support === 'unsupported' || choices.pushSubscriptions === 0} loading={pushBusy} onClick={() => void turnPushOff()}>
          Turn off push on this phone
        </Button>
      </Flex>
    </Flex>
  );
}
