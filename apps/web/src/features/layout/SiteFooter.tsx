import { Space } from 'antd';
import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <Space orientation="vertical" size={4}>
      <Space wrap separator="·" style={{ justifyContent: 'center' }}>
        <Link to="/tournaments">Tournaments</Link>
        <Link to="/sign-in">Sign in</Link>
        <Link to="/sign-up">Create an account</Link>
      </Space>
      <span>Kingside — chess tournaments, from registration to prizes.</span>
    </Space>
  );
}
