import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useForgotPassword, useResetPassword } from '../../api/auth.js';
import { useToasts } from '../notify/useToasts.js';
import { showFieldError } from './fieldErrors.js';
import { SIGN_IN_PATH } from './navigation.js';

interface EmailStep {
  email: string;
}
interface ResetStep {
  otp: string;
  newPassword: string;
}

/** Forgot password: a one-time code goes to the email address; with it, a new password is set. */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const [emailForm] = Form.useForm<EmailStep>();
  const [resetForm] = Form.useForm<ResetStep>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const toasts = useToasts();
  const navigate = useNavigate();

  const send = (email: string) =>
    forgot.mutate(
      { email },
      {
        onSuccess: (answer) => {
          toasts.success(answer.message);
          setSentTo(email);
        },
        onError: (error) => {
          showFieldError(emailForm, error, ['email']);
          toasts.error(error);
        },
      },
    );

  if (sentTo === null) {
    return (
      <Form form={emailForm} name="forgot-email" layout="vertical" requiredMark={false} onFinish={({ email }) => send(email)}>
        <Typography.Paragraph type="secondary">
          <Trans>Enter your account's email address. We send a 6-digit code that lets you choose a new password.</Trans>
        </Typography.Paragraph>
        <Form.Item label={t`Email`} name="email">
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={forgot.isPending}>
          <Trans>Send code</Trans>
        </Button>
      </Form>
    );
  }

  return (
    <Form
      form={resetForm}
      name="forgot-reset"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        reset.mutate(
          { email: sentTo, ...values },
          {
            onSuccess: (answer) => {
              toasts.success(answer.message);
              void navigate(SIGN_IN_PATH, { replace: true });
            },
            onError: (error) => {
              showFieldError(resetForm, error, ['otp', 'newPassword']);
              toasts.error(error);
            },
          },
        )
      }
    >
      <Typography.Paragraph>
        <Trans>
          Enter the code sent to <Typography.Text strong>{sentTo}</Typography.Text> and your new password.
        </Trans>
      </Typography.Paragraph>
      <Form.Item label={t`Code`} name="otp">
        <Input.OTP length={6} size="large" inputMode="numeric" autoComplete="one-time-code" formatter={(typed) => typed.replace(/\D/g, '')} autoFocus />
      </Form.Item>
      <Form.Item label={t`New password`} name="newPassword" extra={t`At least 8 characters.`}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          <Trans>Set new password</Trans>
        </Button>
        <Button type="link" loading={forgot.isPending} onClick={() => send(sentTo)}>
          <Trans>Send a new code</Trans>
        </Button>
      </Flex>
    </Form>
  );
}
