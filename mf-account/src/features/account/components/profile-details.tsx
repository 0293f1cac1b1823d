import { Fragment } from 'react';
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
    min-width: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  /* On a phone each value goes under its label, so a long email has the whole width. */
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd + dt {
      margin-top: 10px;
    }
  }
`;

/** An email that may break before its '@' and its dots rather than anywhere: 'ngozi.eze@<wbr>kasuwa.<wbr>ng'. */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

const ROLE_LABEL = { ADMIN: 'Administrator', REGULAR: 'Customer' } as const;

export function ProfileDetails({ profile }: { profile: SignedInUser }) {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <List>
      <dt>Name</dt>
      <dd>{name || '—'}</dd>
      <dt>Email</dt>
      <dd>
        <BreakableEmail email={profile.email} />
      </dd>
      <dt>Username</dt>
      <dd>{profile.username}</dd>
      <dt>Phone</dt>
      <dd>{profile.phone ? formatNigerianPhone(profile.phone) : 'Not set'}</dd>
      <dt>Role</dt>
      <dd>{ROLE_LABEL[profile.role]}</dd>
    </List>
  );
}
