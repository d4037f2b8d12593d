import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { DeleteAccountBody } from '@kingside/contract';
import { useNavigate } from 'react-router';
import { showFieldError } from '../auth/fieldErrors.js';
import { HOME_PATH } from '../auth/navigation.js';
import { useSession } from '../auth/session.js';
import { useToasts } from '../notify/useToasts.js';
import { fetchMyData, useDeleteAccount } from '../../api/privacy.js';
import { downloadJson } from './download.js';

/** "Your data": download everything stored about the account, or delete the account (password typed again). */
export function PrivacyCard() {
  const { t } = useLingui();
  const { user, signOut } = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [form] = Form.useForm<DeleteAccountBody>();
  const remove = useDeleteAccount();

  const download = async () => {
    setDownloading(true);
    try {
      downloadJson(`kingside-my-data-${new Date().toISOString().slice(0, 10)}.json`, await fetchMyData());
    } catch (error) {
      toasts.error(error, t`Your data could not be downloaded`);
    } finally {
      setDownloading(false);
    }
  };

  const confirmDeletion = (body: DeleteAccountBody) =>
    remove.mutate(body, {
      onSuccess: (answer) => {
        setConfirming(false);
        toasts.success(answer.message);
        void signOut(HOME_PATH).then(() => navigate(HOME_PATH, { replace: true }));
      },
      onError: (error) => {
        showFieldError(form, error, ['password']);
        toasts.error(error);
      },
    });

  return (
    <Card title={t`Your data`}>
      <Flex vertical gap={16} style={{ maxWidth: 560 }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          <Trans>
            Download everything Kingside stores about you as a JSON file: your account, sign-ins, tournament entries with their games, prizes and payouts, your
            lichess connection and the mails sent to you.
          </Trans>
        </Typography.Paragraph>
        <div>
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
            <Trans>Download my data</Trans>
          </Button>
        </div>
        {user?.role !== 'admin' && (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              <Trans>
                Deleting your account signs you out everywhere and ends your lichess connection. In finished tournaments your results stay under the name
                “Deleted player” with your start number, so standings and ratings stay right; you are withdrawn from tournaments under way and removed from
                those not yet started. An organiser first deletes their tournaments.
              </Trans>
            </Typography.Paragraph>
            <div>
              <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
                <Trans>Delete my account</Trans>
              </Button>
            </div>
          </>
        )}
      </Flex>
      <Modal
        open={confirming}
        title={t`Delete your account?`}
        okText={t`Delete my account`}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <Alert type="warning" showIcon title={t`This cannot be undone.`} style={{ marginBottom: 16 }} />
        <Form form={form} name="delete-account" layout="vertical" requiredMark={false} onFinish={confirmDeletion}>
          <Form.Item label={t`Your password`} name="password" extra={t`Type your password again to confirm.`}>
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
