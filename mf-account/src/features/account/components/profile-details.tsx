import styled from 'styled-components';
import { formatNigerianPhone, type SignedInUser } from 'shared-contracts';
import { theme } from 'shared-contracts/ui/theme';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const ROLE_LABEL = { ADMIN: 'Administrator', REGULAR: 'Customer' } as const;

export function ProfileDetails({ profile }: { profile: SignedInUser }) {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <List>
      <dt>Name</dt>
      <dd>{name || '—'}</dd>
      <dt>Email</dt>
      <dd>{profile.email}</dd>
      <dt>Username</dt>
      <dd>{profile.username}</dd>
      <dt>Phone</dt>
      <dd>{profile.phone ? formatNigerianPhone(profile.phone) : 'Not set'}</dd>
      <dt>Role</dt>
      <dd>{ROLE_LABEL[profile.role]}</dd>
    </List>
  );
}
