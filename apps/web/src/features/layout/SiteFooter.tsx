import { Space } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../auth/session.js';

export function SiteFooter() {
  const { status } = useSession();
  return (
    <Space orientation="vertical" size={4}>
      <Space wrap separator="·" style={{ justifyContent: 'center' }}>
        <Link to="/tournaments">Tournaments</Link>
        {status === 'signed-out' && <Link to="/sign-in">Sign in</Link>}
        {status === 'signed-out' && <Link to="/sign-up">Create an account</Link>}
      </Space>
      <span>Kingside — chess tournaments, from registration to prizes.</span>
    </Space>
  );
}
