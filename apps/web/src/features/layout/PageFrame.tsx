import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageTitle } from './pageTitle.js';

export interface PageFrameProps {
  title: string;
  /** The browser's title when the heading alone does not name the page (see pageTitle); else the heading. */
  browserTitle?: string;
  subtitle?: ReactNode;
  /** Where "back" goes on a page below a list (e.g. a tournament below the tournament list). */
  back?: { to: string; label: string };
  /** Actions beside the title. */
  extra?: ReactNode;
  children: ReactNode;
}

/** Every screen's frame: browser title, back link, heading, actions, content. */
export function PageFrame({ title, browserTitle, subtitle, back, extra, children }: PageFrameProps) {
  return (
    <Flex vertical gap={16}>
      <title>{browserTitle ?? pageTitle(title)}</title>
      {back && (
        <Link to={back.to}>
          <ArrowLeftOutlined /> {back.label}
        </Link>
      )}
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {subtitle}
            </Typography.Paragraph>
          )}
        </div>
        {extra}
      </Flex>
      {children}
    </Flex>
  );
}
