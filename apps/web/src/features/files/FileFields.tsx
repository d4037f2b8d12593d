import { UploadOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { fileKinds, fileRules, type FileKind } from '@kingside/contract';
import { FILE_ACCEPT, FILE_KIND_CHOOSE, FILE_KIND_LABELS, fileHint } from './files.js';

/** The form values the upload fields add: each kind's picked files, kept in the browser until sent. */
export type FileFieldValues = Partial<Record<FileKind, UploadFile[]>>;

/**
 * Upload fields for the logo, the regulations and the attachments. Nothing is sent on picking:
 * the files go with the form when it is saved (beforeUpload returns false).
 */
export function FileFields() {
  const { t } = useLingui();
  return (
    <Row gutter={16}>
      {fileKinds.map((kind) => (
        <Col xs={24} md={8} key={kind}>
          <Form.Item
            label={t(FILE_KIND_LABELS[kind])}
            name={kind}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
            extra={fileHint(kind)}
          >
            <Upload accept={FILE_ACCEPT[kind]} multiple={fileRules[kind].maxCount > 1} maxCount={fileRules[kind].maxCount} beforeUpload={() => false}>
              <Button icon={<UploadOutlined />}>{t(FILE_KIND_CHOOSE[kind])}</Button>
            </Upload>
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
