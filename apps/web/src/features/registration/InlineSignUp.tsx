import { Button, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthResponse, LoginBody, RegisterBody } from '@kingside/contract';
import { useLogin, useRegister } from '../../api/auth.js';
import { ApiRequestError } from '../../api/client.js';
import { showFieldError } from '../auth/fieldErrors.js';
import { useSession } from '../auth/session.js';
import { useToasts } from '../notify/useToasts.js';

type Values = Omit<RegisterBody, 'role'>;

/**
 * A visitor who wants to register makes a player account (or signs in) right here, staying on the
 * tournament's page: the registration form follows at once.
 */
export function InlineSignUp() {
  const { t } = useLingui();
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [form] = Form.useForm<Values>();
  const register = useRegister();
  const login = useLogin();
  const { signIn } = useSession();
  const toasts = useToasts();
  const signedIn = (answer: AuthResponse) => {
    signIn(answer.data);
    const name = answer.data.user.name;
    toasts.success(t`Signed in as ${name}`);
  };
  const signInWith = (body: LoginBody, afterSignUp: boolean) =>
    login.mutateAsync(body).then(signedIn, (error: unknown) =>
      // Sign-up answers alike for a taken address (nobody learns which have accounts): only its password tells.
      afterSignUp && error instanceof ApiRequestError && error.status === 401
        ? toasts.warning(t`This email address already has an account: sign in with its password instead.`)
        : toasts.error(error),
    );
  const submit = ({ phone, ...rest }: Values) =>
    mode === 'existing'
      ? void signInWith({ email: rest.email, password: rest.password }, false)
      : register.mutate(phone?.trim() ? { ...rest, phone, role: 'player' } : { ...rest, role: 'player' }, {
          onSuccess: () => void signInWith({ email: rest.email, password: rest.password }, true),
          onError: (error) => {
            showFieldError(form, error, ['name', 'email', 'phone', 'password']);
            toasts.error(error);
          },
        });

  return (
    <Form<Values> form={form} name="registration-sign-up" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item>
        <Segmented<'new' | 'existing'>
          block
          value={mode}
          onChange={setMode}
          options={[
            { value: 'new', label: t`I am new here` },
            { value: 'existing', label: t`I have an account` },
          ]}
        />
      </Form.Item>
      {mode === 'new' && (
        <Form.Item label={t`Name`} name="name">
          <Input autoComplete="name" />
        </Form.Item>
      )}
      <Form.Item label={t`Email`} name="email">
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      {mode === 'new' && (
        <Form.Item label={t`Phone (optional)`} name="phone">
          <Input type="tel" autoComplete="tel" inputMode="tel" />
        </Form.Item>
      )}
      <Form.Item label={t`Password`} name="password" extra={mode === 'new' ? t`At least 8 characters.` : undefined}>
        <Input.Password autoComplete={mode === 'new' ? 'new-password' : 'current-password'} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={register.isPending || login.isPending}>
        {mode === 'new' ? <Trans>Create my account</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </Form>
  );
}
