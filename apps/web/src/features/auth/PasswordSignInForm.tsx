import { Button, Form, Input } from 'antd';
import type { LoginBody } from '@kingside/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLogin } from '../../api/auth.js';
import { useToasts } from '../notify/useToasts.js';
import { showFieldError } from './fieldErrors.js';
import { FORGOT_PASSWORD_PATH } from './navigation.js';
import { useCompleteSignIn } from './useCompleteSignIn.js';

export function PasswordSignInForm() {
  const { t } = useLingui();
  const [form] = Form.useForm<LoginBody>();
  const login = useLogin();
  const complete = useCompleteSignIn();
  const toasts = useToasts();

  return (
    <Form
      form={form}
      name="sign-in"
      layout="vertical"
      requiredMark={false}
      onFinish={(body) =>
        login.mutate(body, {
          onSuccess: (answer) => complete(answer),
          onError: (error) => {
            showFieldError(form, error, ['email', 'password']);
            toasts.error(error);
          },
        })
      }
    >
      <Form.Item label={t`Email`} name="email">
        <Input type="email" autoComplete="email" inputMode="email" size="large" />
      </Form.Item>
      <Form.Item
        label={t`Password`}
        name="password"
        extra={
          <Link to={FORGOT_PASSWORD_PATH}>
            <Trans>Forgot password?</Trans>
          </Link>
        }
      >
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        <Trans>Sign in</Trans>
      </Button>
    </Form>
  );
}
