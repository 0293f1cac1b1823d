import { Fragment } from 'react';
import styled from 'styled-components';
import { formatNigerianPhone, type SignedInUser } from 'shared-contracts';
import { DescriptionList } from 'shared-contracts/ui/description-list';

/** The shopper's details stand out from their labels. */
const List = styled(DescriptionList)`
  dd {
    font-weight: 600;
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

export function ProfileDetails({ profile }: { profile: SignedInUser }) {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <List>
      <dt>Name</dt>
      <dd>{name || '—'}</dd>
      <dt>Email</dt>
      <dd>{profile.email === null ? 'Not added yet' : <BreakableEmail email={profile.email} />}</dd>
      {profile.email === null ? null : (
        <>
          <dt>Email status</dt>
          <dd>{profile.email_verified_at ? 'Confirmed' : 'Not confirmed yet'}</dd>
        </>
      )}
      <dt>Username</dt>
      <dd>{profile.username}</dd>
      <dt>Phone</dt>
      <dd>
        {profile.phone ? formatNigerianPhone(profile.phone) : 'Not set'}
        {profile.phone && profile.phone_verified_at ? ' (verified)' : ''}
      </dd>
      {/* A shopper's role says nothing they need; an admin's account is worth naming as one. */}
      {profile.role === 'ADMIN' ? (
        <>
          <dt>Role</dt>
          <dd>Administrator</dd>
        </>
      ) : null}
    </List>
  );
}
