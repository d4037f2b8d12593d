import { FileTextOutlined } from '@ant-design/icons';
import { Flex, Image, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TournamentFile } from '@kingside/contract';
import { formatSize, publicFiles } from './files.js';

/** The tournament's logo, for the top of its public page. */
export function TournamentLogo({ files, name }: { files: readonly TournamentFile[]; name: string }) {
  const { t } = useLingui();
  const { logo } = publicFiles(files);
  if (!logo) return null;
  return <Image src={logo.url} alt={t`${name} logo`} preview={false} style={{ maxHeight: 96, maxWidth: 240, objectFit: 'contain' }} />;
}

/** Links to the regulations and attachments, each opening in a new tab. */
export function TournamentDocuments({ files }: { files: readonly TournamentFile[] }) {
  const { documents } = publicFiles(files);
  if (documents.length === 0) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>
        <Trans>Documents</Trans>
      </Typography.Text>
      {documents.map((file) => {
        const fileName = file.name;
        return (
          <Typography.Link key={file.id} href={file.url} target="_blank" rel="noopener noreferrer">
            <FileTextOutlined /> {file.kind === 'regulations' ? <Trans>Regulations: {fileName}</Trans> : fileName}{' '}
            <Typography.Text type="secondary">({formatSize(file.size)})</Typography.Text>
          </Typography.Link>
        );
      })}
    </Flex>
  );
}
