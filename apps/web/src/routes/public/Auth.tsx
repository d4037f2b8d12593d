import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Flex, Segmented, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../features/brand/Logo.js';
import { CodeSignInForm } from '../../features/auth/CodeSignInForm.js';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm.js';
import { authModeOf, SIGN_IN_PATH, SIGN_UP_PATH } from '../../features/auth/navigation.js';
import { PasswordSignInForm } from '../../features/auth/PasswordSignInForm.js';
import { SignUpForm } from '../../features/auth/SignUpForm.js';
import { pageTitle } from '../../features/layout/pageTitle.js';

type SignInMethod = 'password' | 'code';

const TITLES = {
  'sign-in': msg`Welcome back`,
  'sign-up': msg`Create your account`,
  'forgot-password': msg`Reset your password`,
} as const;

/** The one authentication screen of /sign-in, /sign-up and /forgot-password. */
export default function AuthScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = authModeOf(pathname);
  const [method, setMethod] = useState<SignInMethod>('password');
  const { t } = useLingui();
  const title = t(TITLES[mode]);

  return (
    <div className="ks-auth">
      <title>{pageTitle(title)}</title>
      <Card className="ks-auth__card">
        <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
          <Logo size={48} />
          <Typography.Title level={2} style={{ margin: 0, fontSize: 26 }}>
            {title}
          </Typography.Title>
        </Flex>

        {mode === 'forgot-password' ? (
          <>
            <ForgotPasswordForm />
            <Typography.Paragraph style={{ textAlign: 'center', margin: 0, marginTop: 16 }}>
              <Trans>
                Remembered it? <Link to={SIGN_IN_PATH}>Sign in</Link>
              </Trans>
            </Typography.Paragraph>
          </>
        ) : (
          <Tabs
            centered
            activeKey={mode}
            onChange={(key) => void navigate(key === 'sign-up' ? SIGN_UP_PATH : SIGN_IN_PATH)}
            items={[
              {
                key: 'sign-in',
                label: t`Sign in`,
                children: (
                  <Flex vertical gap={16}>
                    <Segmented<SignInMethod>
                      block
                      value={method}
                      onChange={setMethod}
                      options={[
                        { value: 'password', label: t`Password` },
                        { value: 'code', label: t`Email code` },
                      ]}
                    />
                    {method === 'password' ? <PasswordSignInForm /> : <CodeSignInForm />}
                  </Flex>
                ),
              },
              { key: 'sign-up', label: t`Sign up`, children: <SignUpForm /> },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
