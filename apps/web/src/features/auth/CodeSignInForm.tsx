import { Button, Flex, Form, Input, Typography } from 'antd';
import { codesLeftText, otpMessages, type OtpSent } from '@kingside/contract';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSendOtp, useVerifyOtp } from '../../api/auth.js';
import { useToasts } from '../notify/useToasts.js';
import { showFieldError } from './fieldErrors.js';
import { useCompleteSignIn } from './useCompleteSignIn.js';
import { sayContract } from '../../features/languages/sayContract.js';

interface EmailStep {
  email: string;
}
interface CodeStep {
  otp: string;
}

/** Sign in with a one-time code: the code goes to the email address, then is typed here. */
export function CodeSignInForm() {
  const { t } = useLingui();
  const [emailForm] = Form.useForm<EmailStep>();
  const [codeForm] = Form.useForm<CodeStep>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [allowance, setAllowance] = useState<OtpSent | null>(null);
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const complete = useCompleteSignIn();
  const toasts = useToasts();

  const send = (email: string) =>
    sendOtp.mutate(
      { email },
      {
        onSuccess: (answer) => {
          toasts.success(sayContract(otpMessages.sent));
          setSentTo(email);
          setAllowance(answer.data);
        },
        onError: (error) => {
          showFieldError(emailForm, error, ['email']);
          toasts.error(error, sayContract(otpMessages.sendFailed));
        },
      },
    );

  if (sentTo === null) {
    return (
      <Form form={emailForm} name="otp-email" layout="vertical" requiredMark={false} onFinish={({ email }) => send(email)}>
        <Typography.Paragraph type="secondary">
          <Trans>We send a 6-digit sign-in code to your email address; it works once, for 10 minutes.</Trans>
        </Typography.Paragraph>
        <Form.Item label={t`Email`} name="email">
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={sendOtp.isPending}>
          <Trans>Send code</Trans>
        </Button>
      </Form>
    );
  }

  return (
    <Form
      form={codeForm}
      name="otp-code"
      layout="vertical"
      requiredMark={false}
      onFinish={({ otp }) =>
        verifyOtp.mutate(
          { email: sentTo, otp },
          {
            onSuccess: (answer) => complete(answer, sayContract(otpMessages.verified)),
            onError: (error) => {
              showFieldError(codeForm, error, ['otp']);
              toasts.error(error, sayContract(otpMessages.verifyFailed));
            },
          },
        )
      }
    >
      <Typography.Paragraph>
        <Trans>
          Enter the sign-in code sent to <Typography.Text strong>{sentTo}</Typography.Text>.
        </Trans>
      </Typography.Paragraph>
      {allowance && <Typography.Paragraph type="secondary">{sayContract(codesLeftText(allowance))}</Typography.Paragraph>}
      <Form.Item label={t`Code`} name="otp">
        <Input.OTP length={6} size="large" inputMode="numeric" autoComplete="one-time-code" formatter={(typed) => typed.replace(/\D/g, '')} autoFocus />
      </Form.Item>
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" size="large" block loading={verifyOtp.isPending}>
          <Trans>Verify and sign in</Trans>
        </Button>
        <Flex justify="space-between" wrap gap={8}>
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => setSentTo(null)}>
            <Trans>Use another email</Trans>
          </Button>
          <Button type="link" style={{ paddingInline: 0 }} loading={sendOtp.isPending} onClick={() => send(sentTo)}>
            <Trans>Send a new code</Trans>
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
