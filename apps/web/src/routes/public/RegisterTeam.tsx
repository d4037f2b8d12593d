import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatMoney, type RegisteredTeam, type RegisterTeamBody } from '@kingside/contract';
import { useRegisterTeam } from '../../api/team-registration.js';
import { useTournament } from '../../api/tournaments.js';
import { showFieldError } from '../../features/auth/fieldErrors.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { SignInFirst } from '../../features/team-registration/SignInFirst.js';

const FIELDS = ['name', 'shortName', 'club', 'federation'] as const;

/** A captain registers a team for a team event taking registrations; the entry fee, if any, is paid next. */
export default function RegisterTeam() {
  const { id = '' } = useParams();
  const tournament = useTournament(id);
  const register = useRegisterTeam(id);
  const [form] = Form.useForm<RegisterTeamBody>();
  const [registered, setRegistered] = useState<RegisteredTeam | null>(null);
  const t = tournament.data;
  return (
    <PageFrame title={t ? `Register a team: ${t.name}` : 'Register a team'} back={{ to: `/tournaments/${id}`, label: 'The tournament' }}>
      <SignInFirst what="register your team">
        {registered ? (
          <Card>
            <Typography.Paragraph>
              <strong>{registered.team.name}</strong> is registered and you are its captain.
            </Typography.Paragraph>
            {registered.fee?.status === 'awaiting_payment' && (
              <Alert
                type="warning"
                showIcon
                title={`The entry fee of ${formatMoney(registered.fee.amount, registered.fee.currency)} is to pay: the team is not paired until it is.`}
                description={registered.fee.paymentUrl ? <a href={registered.fee.paymentUrl}>Pay the entry fee</a> : 'Payment opens on your team’s page.'}
              />
            )}
            <Link to={`/my-teams/${id}/${registered.team.id}`}>Your team’s page: roster, invitation link and lineups</Link>
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
              <Form.Item label="Team name" name="name" rules={[{ required: true, message: 'Give the team a name' }]}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item label="Short name" name="shortName">
                <Input maxLength={20} />
              </Form.Item>
              <Form.Item label="Club" name="club">
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item label="Federation" name="federation">
                <Input maxLength={3} placeholder="ENG" style={{ textTransform: 'uppercase' }} />
              </Form.Item>
              {register.isError && <Alert type="error" showIcon title={register.error.message} style={{ marginBottom: 12 }} />}
              <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
                Register the team
              </Button>
            </Form>
          </Card>
        )}
      </SignInFirst>
    </PageFrame>
  );
}
