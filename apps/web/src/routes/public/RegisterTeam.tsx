import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatMoney, type RegisteredTeam, type RegisterTeamBody } from '@kingside/contract';
import { useRegisterTeam } from '../../api/team-registration.js';
import { useTournament } from '../../api/tournaments.js';
import { showFieldError } from '../../features/auth/fieldErrors.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { SignInFirst } from '../../features/team-registration/SignInFirst.js';
import { teamApprovalState } from '../../features/team-registration/teamApproval.js';

const FIELDS = ['name', 'shortName', 'club', 'federation'] as const;

/** A captain registers a team for a team event taking registrations; the entry fee, if any, is paid next. */
export default function RegisterTeam() {
  const { id = '' } = useParams();
  const tournament = useTournament(id);
  const register = useRegisterTeam(id);
  const [form] = Form.useForm<RegisterTeamBody>();
  const [registered, setRegistered] = useState<RegisteredTeam | null>(null);
  const { t } = useLingui();
  const tournamentName = tournament.data?.name;
  const teamName = registered?.team.name;
  const fee = registered?.fee ? formatMoney(registered.fee.amount, registered.fee.currency) : '';
  return (
    <PageFrame
      title={tournamentName ? t`Register a team: ${tournamentName}` : t`Register a team`}
      back={{ to: `/tournaments/${id}`, label: t`The tournament` }}
    >
      <SignInFirst title={t`Sign in to register your team`}>
        {registered ? (
          <Card>
            <Typography.Paragraph>
              <Trans>
                <strong>{teamName}</strong> is registered and you are its captain.
              </Trans>
            </Typography.Paragraph>
            {registered.approval === 'awaiting' && (
              <Alert type="info" showIcon title={teamApprovalState('awaiting', { captain: true })?.title} style={{ marginBottom: 12 }} />
            )}
            {registered.fee?.status === 'awaiting_payment' && (
              <Alert
                type="warning"
                showIcon
                title={t`The entry fee of ${fee} is to pay: the team is not paired until it is.`}
                description={
                  registered.fee.paymentUrl ? (
                    <a href={registered.fee.paymentUrl}>
                      <Trans>Pay the entry fee</Trans>
                    </a>
                  ) : (
                    t`Payment opens on your team’s page.`
                  )
                }
              />
            )}
            <Link to={`/my-teams/${id}/${registered.team.id}`}>
              <Trans>Your team’s page: roster, invitation link and lineups</Trans>
            </Link>
          </Card>
        ) : (
          <Card>
            <Form<RegisterTeamBody>
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={(values) =>
                register.mutateAsync({ ...values, federation: values.federation?.trim() || undefined }).then(
                  (answer) => setRegistered(answer.data),
                  (error: unknown) => showFieldError(form, error, FIELDS),
                )
              }
            >
              <Form.Item label={t`Team name`} name="name" rules={[{ required: true, message: t`Give the team a name` }]}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item label={t`Short name`} name="shortName">
                <Input maxLength={20} />
              </Form.Item>
              <Form.Item label={t`Club`} name="club">
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item label={t`Federation`} name="federation">
                <Input maxLength={3} placeholder="ENG" style={{ textTransform: 'uppercase' }} />
              </Form.Item>
              {register.isError && <Alert type="error" showIcon title={register.error.message} style={{ marginBottom: 12 }} />}
              <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
                <Trans>Register the team</Trans>
              </Button>
            </Form>
          </Card>
        )}
      </SignInFirst>
    </PageFrame>
  );
}
