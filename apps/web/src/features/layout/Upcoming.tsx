import { Card, Empty, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The empty state of a screen whose feature is not built yet: says plainly what will be here,
 * and shows nothing that looks like data.
 */
export function Upcoming({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={4} style={{ marginBottom: 8 }}>
              {heading}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ maxWidth: 520, margin: '0 auto 12px' }}>
              {children}
            </Typography.Paragraph>
            <Tag>Not available yet</Tag>
          </>
        }
      />
    </Card>
  );
}
