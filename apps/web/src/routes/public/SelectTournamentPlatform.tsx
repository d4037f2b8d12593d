import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { PageFrame } from '../../features/layout/PageFrame.js';

const PLATFORMS = [
  {
    to: '/create-tournament',
    title: 'Over the board',
    text: 'Players meet at the venue. Kingside pairs the rounds (Swiss or round robin) and you enter the results.',
  },
  {
    to: '/create-lichess-tournament',
    title: 'On lichess',
    text: 'Games are played online on lichess.org, with your connected lichess account and team.',
  },
] as const;

export default function SelectTournamentPlatform() {
  return (
    <PageFrame title="Choose a tournament platform" subtitle="Where will the games be played?">
      <Row gutter={[16, 16]}>
        {PLATFORMS.map(({ to, title, text }) => (
          <Col key={to} xs={24} md={12}>
            <Link to={to} style={{ display: 'block', height: '100%' }}>
              <Card hoverable style={{ height: '100%' }}>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {title}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {text}
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}
