import { Card, Flex, Result } from 'antd';
import { Link } from 'react-router';
import { Logo } from '../../features/brand/Logo.js';

/** Where lichess sends the browser back after its sign-in; deliberately without header and footer. */
export default function ConnectLichess() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}>
      <title>Connect lichess · Kingside</title>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Flex justify="center">
          <Logo size={48} />
        </Flex>
        <Result
          status="info"
          title="Connecting a lichess account"
          subTitle="Connecting a lichess account is not available yet. When it is, this page completes the connection after you sign in on lichess.org and returns you to Kingside."
          extra={
            <Link to="/" className="ks-button-link">
              Back to Kingside
            </Link>
          }
        />
      </Card>
    </Flex>
  );
}
