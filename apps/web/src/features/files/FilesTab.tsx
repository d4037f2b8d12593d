import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Popconfirm, Table, Tag, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tournament, TournamentFile } from '@kingside/contract';
import { showFieldError } from '../auth/fieldErrors.js';
import { useToasts } from '../notify/useToasts.js';
import { useAddFiles, useDeleteFile } from '../../api/files.js';
import { FileFields, type FileFieldValues } from './FileFields.js';
import { chosenFiles, downloadUrl, FILE_KIND_LABELS, formatSize, hasFiles } from './files.js';

const FIELDS = ['logo', 'regulations', 'attachments'] as const;

/** The admin files tab: the tournament's files to open, download or delete, and a form to add more. */
export function FilesTab({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const add = useAddFiles(tournament.id);
  const remove = useDeleteFile(tournament.id);
  const toasts = useToasts();
  const [form] = Form.useForm<FileFieldValues>();

  const upload = async (values: FileFieldValues) => {
    const files = chosenFiles(values);
    if (!hasFiles(files)) return;
    try {
      const answer = await add.mutateAsync(files);
      toasts.success(answer.message);
      form.resetFields();
    } catch (error) {
      toasts.error(error);
      showFieldError(form, error, FIELDS);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Table<TournamentFile>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={tournament.files}
        locale={{ emptyText: t`No files yet: add the logo, the regulations or attachments below.` }}
        columns={[
          { key: 'kind', title: t`Kind`, render: (_, file) => <Tag>{t(FILE_KIND_LABELS[file.kind])}</Tag>, width: 120 },
          {
            key: 'name',
            title: t`File`,
            render: (_, file) => (
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
            ),
          },
          { key: 'size', title: t`Size`, render: (_, file) => formatSize(file.size), width: 90, responsive: ['sm'] },
          {
            key: 'actions',
            title: '',
            width: 110,
            render: (_, file) => {
              const fileName = file.name;
              return (
                <Flex gap={4}>
                  <Button size="small" icon={<DownloadOutlined />} href={downloadUrl(file)} aria-label={t`Download ${fileName}`} />
                  <Popconfirm
                    title={t`Delete ${fileName}?`}
                    okText={t`Delete`}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      remove.mutateAsync(file.id).then(
                        (answer) => toasts.success(answer.message),
                        (error: unknown) => toasts.error(error),
                      )
                    }
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t`Delete ${fileName}`}
                      loading={remove.isPending && remove.variables === file.id}
                    />
                  </Popconfirm>
                </Flex>
              );
            },
          },
        ]}
      />
      <Form<FileFieldValues> form={form} layout="vertical" onFinish={(values) => void upload(values)}>
        <Typography.Title level={5}>
          <Trans>Add files</Trans>
        </Typography.Title>
        <FileFields />
        <Button type="primary" htmlType="submit" icon={<UploadOutlined />} loading={add.isPending}>
          <Trans>Upload files</Trans>
        </Button>
      </Form>
    </Flex>
  );
}
