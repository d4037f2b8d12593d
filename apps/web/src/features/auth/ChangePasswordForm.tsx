import { Button, Form, Input } from 'antd';
import type { ChangePasswordBody } from '@kingside/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useChangePassword } from '../../api/auth.js';
import { useToasts } from '../notify/useToasts.js';
import { showFieldError } from './fieldErrors.js';
import { AFTER_PASSWORD_CHANGE_PATH } from './navigation.js';
import { useSession } from './session.js';

/** Change password (current + new); then the user signs in again with the new one. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const [form] = Form.useForm<ChangePasswordBody>();
  const change = useChangePassword();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const toasts = useToasts();

  return (
    <Form
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 420 }}
      onFinish={(body) =>
        change.mutate(body, {
          onSuccess: (answer) => {
            toasts.success(answer.message);
            void signOut(AFTER_PASSWORD_CHANGE_PATH).then(() => navigate(AFTER_PASSWORD_CHANGE_PATH, { replace: true }));
          },
          onError: (error) => {
            showFieldError(form, error, ['currentPassword', 'newPassword']);
            toasts.error(error);
          },
        })
      }
    >
      <Form.Item label={t`Current password`} name="currentPassword">
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <Form.Item label={t`New password`} name="newPassword" extra={t`At least 8 characters. You sign in again afterwards.`}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={change.isPending}>
        <Trans>Change password</Trans>
      </Button>
    </Form>
  );
}
