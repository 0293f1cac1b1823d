import { Link } from 'react-router-dom';
import { Card } from '../../components/common/layout';
import { colors } from '../../components/common/theme';

export default function NoMatchPage() {
  return (
    <Card style={{ textAlign: 'center', padding: 40 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 8px' }}>Page not found</h1>
      <p style={{ color: colors.muted, margin: '0 0 16px' }}>This admin page does not exist.</p>
      <Link to="/admin" style={{ color: colors.primary }}>
        Back to the dashboard
      </Link>
    </Card>
  );
}
