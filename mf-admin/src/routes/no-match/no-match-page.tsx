import styled from 'styled-components';
import { Card, Muted } from 'shared-contracts/ui/layout';
import { TextLink } from '../../components/common/layout';

const Box = styled(Card)`
  text-align: center;
  padding: 40px;
  h1 {
    font-size: 20px;
    margin: 0 0 8px;
  }
  p {
    margin-bottom: 16px;
  }
`;

export default function NoMatchPage() {
  return (
    <Box>
      <title>Page not found | Kasuwa Admin</title>
      <h1>Page not found</h1>
      <Muted>This admin page does not exist.</Muted>
      <TextLink to="/admin">Back to the dashboard</TextLink>
    </Box>
  );
}
