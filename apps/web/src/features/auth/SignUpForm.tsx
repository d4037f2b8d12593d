import { Button, Form, Input, Radio } from 'antd';
import type { RegisterBody } from '@kingside/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLogin, useRegister } from '../../api/auth.js';
import { ApiRequestError } from '../../api/client.js';
import { useToasts } from '../notify/useToasts.js';
import { showFieldError } from './fieldErrors.js';
import { ROLE_LABELS } from './roles.js';
import { useCompleteSignIn } from './useCompleteSignIn.js';

const FIELDS = ['name', 'email', 'phone', 'password', 'role'] as const;

export function SignUpForm() {
  const { t } = useLingui();
  const [form] = Form.useForm<RegisterBody>();
  const register = useRegister();
  const login = useLogin();
  const complete = useCompleteSignIn();
  const toasts = useToasts();

  /**
   * Register answers alike for a new and a taken email (so nobody learns which addresses have accounts), so the
   * account is known to be this person's only when its password signs in.
   */
  const signInAfterSignUp = (email: string, password: string) =>
    login.mutate(
      { email, password },
      {
        onSuccess: (answer) => complete(answer, t`Registration successful`),
        onError: (error) =>
          error instanceof ApiRequestError && error.status === 401
            ? toasts.warning(t`This email address already has an account: we sent it a message. Sign in, or reset your password.`)
            : toasts.error(error),
      },
    );

  return (
    <Form
      form={form}
      name="sign-up"
      layout="vertical"
      requiredMark={false}
      initialValues={{ role: 'player' }}
      onFinish={({ phone, ...rest }) =>
        register.mutate(
          // An untouched optional field is left out rather than sent empty.
          phone?.trim() ? { ...rest, phone } : rest,
          {
            onSuccess: () => signInAfterSignUp(rest.email, rest.password),
            onError: (error) => {
              showFieldError(form, error, FIELDS);
              toasts.error(error);
            },
          },
        )
      }
    >
      <Form.Item label={t`I am signing up as`} name="role">
        <Radio.Group
          block
          optionType="button"
          buttonStyle="solid"
          size="large"
          options={[
            { value: 'player', label: ROLE_LABELS.player },
            { value: 'organiser', label: ROLE_LABELS.organiser },
          ]}
        />
      </Form.Item>
      <Form.Item label={t`Name`} name="name">
        <Input autoComplete="name" size="large" />
      </Form.Item>
      <Form.Item label={t`Email`} name="email">
        <Input type="email" autoComplete="email" inputMode="email" size="large" />
      </Form.Item>
      <Form.Item label={t`Phone (optional)`} name="phone">
        <Input type="tel" autoComplete="tel" inputMode="tel" size="large" />
      </Form.Item>
      <Form.Item label={t`Password`} name="password" extra={t`At least 8 characters.`}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={register.isPending || login.isPending}>
        <Trans>Create account</Trans>
      </Button>
    </Form>
  );
}
