import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatNigerianPhone, type SignedInUser } from 'shared-contracts';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { phoneVerified, profileDetailsMessages as m } from '../account.messages';

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
  const { formatMessage: t } = useIntl();
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <List>
      <dt>{t(m.name)}</dt>
      <dd>{name || '—'}</dd>
      <dt>{t(m.email)}</dt>
      <dd>{profile.email === null ? t(m.notAdded) : <BreakableEmail email={profile.email} />}</dd>
      {profile.email === null ? null : (
        <>
          <dt>{t(m.emailStatus)}</dt>
          <dd>{t(profile.email_verified_at ? m.confirmed : m.notConfirmed)}</dd>
        </>
      )}
      <dt>{t(m.username)}</dt>
      <dd>{profile.username}</dd>
      <dt>{t(m.phone)}</dt>
      <dd>
        {!profile.phone
          ? t(m.notSet)
          : profile.phone_verified_at
            ? t(phoneVerified, { phone: formatNigerianPhone(profile.phone) })
            : formatNigerianPhone(profile.phone)}
      </dd>
      {/* A shopper's role says nothing they need; an admin's account is worth naming as one. */}
      {profile.role === 'ADMIN' ? (
        <>
          <dt>{t(m.role)}</dt>
          <dd>{t(m.administrator)}</dd>
        </>
      ) : null}
    </List>
  );
}
