import { useLingui } from '@lingui/react/macro';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PageFrame } from '../../features/layout/PageFrame.js';

const PLATFORMS: readonly { to: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    to: '/create-tournament',
    title: msg`Over the board`,
    text: msg`Players meet at the venue. Kingside pairs the rounds (Swiss or round robin) and you enter the results.`,
  },
  {
    to: '/create-lichess-tournament',
    title: msg`On lichess`,
    text: msg`Games are played online on lichess.org, with your connected lichess account and team.`,
  },
];

export default function SelectTournamentPlatform() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Choose a tournament platform`} subtitle={t`Where will the games be played?`}>
      <Row gutter={[16, 16]}>
        {PLATFORMS.map(({ to, title, text }) => (
          <Col key={to} xs={24} md={12}>
            <Link to={to} style={{ display: 'block', height: '100%' }}>
              <Card hoverable style={{ height: '100%' }}>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {t(title)}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t(text)}
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}
