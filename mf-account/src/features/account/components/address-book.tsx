import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatNigerianPhone, MAX_ADDRESSES, type SavedAddress } from 'shared-contracts';
import { errorMessage, notify, useAddresses } from 'shop-sdk';
import { Badge } from 'shared-contracts/ui/badge';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Muted, Row } from 'shared-contracts/ui/layout';
import { LoadingState } from 'shared-contracts/ui/states';
import { theme } from 'shared-contracts/ui/theme';
import { useIssueWords } from '../../../lib/use-issue-words';
import { useAddressChanges } from '../api/addresses';
import { addressBookFull, addressBookMessages as m, deletingDefault } from '../account.messages';
import { AddressForm } from './address-form';

const Book = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  > * {
    max-width: 100%;
  }
`;

const List = styled.ul`
  justify-self: stretch;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Entry = styled.li<{ $default: boolean }>`
  border: 1px solid ${({ $default }) => ($default ? theme.primary : theme.border)};
  border-radius: ${theme.radius};
  padding: 12px 14px;
  display: grid;
  gap: 8px;
  > span {
    justify-self: start;
  }
  address {
    font-style: normal;
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
`;

/** An address as the rider reads it: name, street, landmark, LGA and state, phones. */
function AddressLines({ address }: { address: SavedAddress }) {
  return (
    <address>
      <strong>{address.full_name}</strong>
      <br />
      {address.street}
      {address.landmark && (
        <>
          <br />
          {address.landmark}
        </>
      )}
      <br />
      {address.lga}, {address.state}
      <br />
      {formatNigerianPhone(address.phone)}
      {address.second_phone && ` · ${formatNigerianPhone(address.second_phone)}`}
    </address>
  );
}

/** Where an address is, in a sentence: street, LGA and state. */
const placeOf = (address: SavedAddress) => `${address.street}, ${address.lga}, ${address.state}`;

/** The account's address book: each address with Edit, Make default and Delete, and Add an address. */
export function AddressBook() {
  const { formatMessage: t } = useIntl();
  const words = useIssueWords();
  const book = useAddresses();
  const { save, makeDefault, remove } = useAddressChanges();
  /** The address being edited; 'new' while adding one. */
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  if (book.isPending) return <LoadingState label={t(m.loading)} />;
  if (book.isError) return <Banner tone="error">{words(errorMessage(book.error))}</Banner>;
  const addresses = book.data;

  if (editing !== null) {
    const address = editing === 'new' ? null : editing;
    return (
      <AddressForm
        key={address?.id ?? 'new'}
        address={address}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSave={(body) =>
          save.mutateAsync({ id: address?.id ?? null, body }).then(() => {
            setEditing(null);
            notify.success(t(m.saved));
          })
        }
      />
    );
  }

  return (
    <Book>
      {addresses.length === 0 ? (
        <Muted>{t(m.empty)}</Muted>
      ) : (
        <List aria-label={t(m.list)}>
          {addresses.map((address) => (
            <Entry key={address.id} $default={address.is_default} aria-label={address.street}>
              {address.is_default && <Badge $tone="success">{t(m.default)}</Badge>}
              <AddressLines address={address} />
              <Row $gap={8} $wrap>
                <Button type="button" $variant="secondary" onClick={() => setEditing(address)}>
                  {t(m.edit)}
                </Button>
                {!address.is_default && (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={makeDefault.isPending}
                    onClick={() =>
                      makeDefault.mutate(address.id, {
                        onSuccess: () => notify.success(t(m.defaultChanged)),
                        onError: (error) => notify.error(errorMessage(error)),
                      })
                    }
                  >
                    {t(m.makeDefault)}
                  </Button>
                )}
                <Button type="button" $variant="link" onClick={() => setDeleting(address)}>
                  {t(m.delete)}
                </Button>
              </Row>
            </Entry>
          ))}
        </List>
      )}
      {addresses.length < MAX_ADDRESSES ? (
        <Button type="button" onClick={() => setEditing('new')}>
          {t(m.add)}
        </Button>
      ) : (
        <Muted>{t(addressBookFull, { max: MAX_ADDRESSES })}</Muted>
      )}
      {deleting && (
        <ConfirmDialog
          title={t(m.deleteTitle)}
          confirmLabel={t(m.deleteConfirm)}
          cancelLabel={t(m.keep)}
          tone="danger"
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                notify.success(t(m.deleted));
              },
              onError: (error) => notify.error(errorMessage(error)),
            })
          }
        >
          {deleting.is_default ? t(deletingDefault, { address: placeOf(deleting) }) : placeOf(deleting)}
        </ConfirmDialog>
      )}
    </Book>
  );
}
