import { Button, Flex, Form } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Club } from '@kingside/contract';
import { useInviteToClub } from '../../api/clubs.js';
import { showFieldError } from '../auth/fieldErrors.js';
import { useToasts } from '../notify/useToasts.js';
import { EmailsInput, typedEmails } from './EmailsInput.js';

/** Invites more organisers, by email, to manage a club the signed-in organiser manages. */
export function InviteToClub({ club }: { club: Pick<Club, 'id' | 'name'> }) {
  const { t } = useLingui();
  const clubName = club.name;
  const [form] = Form.useForm<{ emails: string[] }>();
  const invite = useInviteToClub(club.id);
  const toasts = useToasts();
  const submit = ({ emails }: { emails: string[] }) =>
    invite.mutate(
      { emails: typedEmails(emails) },
      {
        onSuccess: (answer) => {
          toasts.success(answer.message);
          form.resetFields();
        },
        onError: (error) => {
          showFieldError(form, error, ['emails']);
          toasts.error(error);
        },
      },
    );
  return (
    <Form form={form} name={`invite-${club.id}`} layout="inline" initialValues={{ emails: [] }} onFinish={submit} style={{ marginTop: 8 }}>
      <Flex gap={8} wrap style={{ width: '100%' }}>
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS flex value */}
        <Form.Item name="emails" style={{ flex: '1 1 220px', margin: 0 }}>
          <EmailsInput label={t`Invite organisers to manage ${clubName}`} placeholder={t`Email addresses`} />
        </Form.Item>
        <Button htmlType="submit" loading={invite.isPending}>
          <Trans>Invite</Trans>
        </Button>
      </Flex>
    </Form>
  );
}
