import { Button, Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useToasts } from '../notify/useToasts.js';
import { useLeaveFeedback } from '../../api/feedbacks.js';

/** A finished tournament's feedback box for one of its players: one feedback each, which they may rewrite. */
export function FeedbackForm({ tournamentId, current }: { tournamentId: string; current: string | null }) {
  const [text, setText] = useState(current ?? '');
  const leave = useLeaveFeedback(tournamentId);
  const toasts = useToasts();
  const label = useId();
  const send = () =>
    leave.mutate(text, {
      onSuccess: (answer) => toasts.success(answer.message),
      onError: (error) => toasts.error(error),
    });
  return (
    <Flex vertical gap={8}>
      <Typography.Text id={label} strong>
        {current ? <Trans>Your feedback (you may rewrite it)</Trans> : <Trans>How was this tournament? Tell the organiser</Trans>}
      </Typography.Text>
      <Input.TextArea aria-labelledby={label} value={text} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      <div>
        <Button type="primary" onClick={send} loading={leave.isPending} disabled={text.trim() === '' || text.trim() === (current ?? '')}>
          {current ? <Trans>Update feedback</Trans> : <Trans>Send feedback</Trans>}
        </Button>
      </div>
    </Flex>
  );
}
