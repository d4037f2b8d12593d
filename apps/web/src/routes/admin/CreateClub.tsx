import { Button, Card, Form, Input, List, Typography } from 'antd';
import type { CreateClubBody } from '@kingside/contract';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useClubMemberships, useCreateClub } from '../../api/clubs.js';
import { showFieldError } from '../../features/auth/fieldErrors.js';
import { ClubInvitations } from '../../features/clubs/ClubInvitations.js';
import { EmailsInput, typedEmails } from '../../features/clubs/EmailsInput.js';
import { InviteToClub } from '../../features/clubs/InviteToClub.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { useToasts } from '../../features/notify/useToasts.js';

interface ClubFormValues {
  name: string;
  city?: string;
  federation?: string;
  managers: string[];
}

export default function CreateClub() {
  const { t } = useLingui();
  const [form] = Form.useForm<ClubFormValues>();
  const create = useCreateClub();
  const clubs = useClubMemberships();
  const toasts = useToasts();

  const submit = (values: ClubFormValues) => {
    const body: CreateClubBody = {
      name: values.name?.trim() ?? '',
      city: values.city?.trim() || undefined,
      federation: values.federation?.trim() || undefined,
      managers: typedEmails(values.managers),
    };
    create.mutate(body, {
      onSuccess: (answer) => {
        toasts.success(answer.message);
        form.resetFields();
      },
      onError: (error) => {
        showFieldError(form, error, ['name', 'city', 'federation', 'managers']);
        toasts.error(error);
      },
    });
  };

  return (
    <PageFrame title={t`Create club`} subtitle={t`A club groups organisers; club-membership tournaments belong to a club.`}>
      <ClubInvitations />
      <Card title={t`New club`}>
        <Form<ClubFormValues> form={form} name="create-club" layout="vertical" requiredMark={false} initialValues={{ managers: [] }} onFinish={submit}>
          <Form.Item label={t({ message: 'Name', context: 'club' })} name="name">
            <Input size="large" maxLength={200} />
          </Form.Item>
          <Form.Item label={t`City`} name="city">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={t`Federation`} name="federation">
            <Input maxLength={3} placeholder="ENG" style={{ textTransform: 'uppercase', maxWidth: 120 }} />
          </Form.Item>
          <Form.Item
            label={t`Invite other organisers to manage it`}
            name="managers"
            extra={t`Their email addresses; type one and press Enter. Each is mailed an invitation and manages the club once they accept it.`}
          >
            <EmailsInput label={t`Invite other organisers`} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" loading={create.isPending}>
            <Trans>Create club</Trans>
          </Button>
        </Form>
      </Card>
      <Card title={t`Your clubs`}>
        <List
          loading={clubs.isPending}
          dataSource={clubs.data ?? []}
          locale={{ emptyText: t`You manage no club yet.` }}
          renderItem={(club) => {
            // Names and addresses, listed as they are written.
            const managers = club.managers.map((m) => m.name).join(', ');
            const invited = club.invitations.map((i) => i.email).join(', ');
            return (
              <List.Item>
                <List.Item.Meta
                  title={club.name}
                  description={
                    <>
                      {[club.city, club.federation].filter(Boolean).join(', ')}
                      {club.managers.length > 0 && (
                        <div>
                          <Trans>Managed by {managers}</Trans>
                        </div>
                      )}
                      {club.invitations.length > 0 && (
                        <div>
                          <Trans>Invited, not yet accepted: {invited}</Trans>
                        </div>
                      )}
                      {club.tournaments.length > 0 ? (
                        <div>
                          {club.tournaments.map((tournament, index) => (
                            <span key={tournament.id}>
                              {index > 0 && ' · '}
                              <Link to={`/admin/tournament/${tournament.id}`}>{tournament.name}</Link>
                            </span>
                          ))}
                        </div>
                      ) : (
                        <Typography.Text type="secondary">
                          <Trans>No tournaments yet.</Trans>
                        </Typography.Text>
                      )}
                      <InviteToClub club={club} />
                    </>
                  }
                />
              </List.Item>
            );
          }}
        />
      </Card>
    </PageFrame>
  );
}
