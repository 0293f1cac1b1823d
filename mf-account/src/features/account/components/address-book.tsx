import { useState } from 'react';
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
import { useAddressChanges } from '../api/addresses';
import { AddressForm } from './address-form';

export const ADDRESS_SAVED = 'Address saved!';
export const ADDRESS_DELETED = 'Address deleted!';
export const DEFAULT_CHANGED = 'Default address changed!';

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

/** The account's address book: each address with Edit, Make default and Delete, and Add an address. */
export function AddressBook() {
  const book = useAddresses();
  const { save, makeDefault, remove } = useAddressChanges();
  /** The address being edited; 'new' while adding one. */
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  if (book.isPending) return <LoadingState label="Loading your addresses…" />;
  if (book.isError) return <Banner tone="error">{errorMessage(book.error)}</Banner>;
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
            notify.success(ADDRESS_SAVED);
          })
        }
      />
    );
  }

  return (
    <Book>
      {addresses.length === 0 ? (
        <Muted>Save the places you have things delivered to, and pick one at checkout.</Muted>
      ) : (
        <List aria-label="Saved addresses">
          {addresses.map((address) => (
            <Entry key={address.id} $default={address.is_default} aria-label={address.street}>
              {address.is_default && <Badge $tone="success">Default</Badge>}
              <AddressLines address={address} />
              <Row $gap={8} $wrap>
                <Button type="button" $variant="secondary" onClick={() => setEditing(address)}>
                  Edit
                </Button>
                {!address.is_default && (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={makeDefault.isPending}
                    onClick={() =>
                      makeDefault.mutate(address.id, {
                        onSuccess: () => notify.success(DEFAULT_CHANGED),
                        onError: (error) => notify.error(errorMessage(error)),
                      })
                    }
                  >
                    Make default
                  </Button>
                )}
                <Button type="button" $variant="link" onClick={() => setDeleting(address)}>
                  Delete
                </Button>
              </Row>
            </Entry>
          ))}
        </List>
      )}
      {addresses.length < MAX_ADDRESSES ? (
        <Button type="button" onClick={() => setEditing('new')}>
          Add an address
        </Button>
      ) : (
        <Muted>You keep {MAX_ADDRESSES} addresses, the most there can be. Delete one to add another.</Muted>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this address?"
          confirmLabel="Delete address"
          cancelLabel="Keep it"
          tone="danger"
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                notify.success(ADDRESS_DELETED);
              },
              onError: (error) => notify.error(errorMessage(error)),
            })
          }
        >
          {deleting.street}, {deleting.lga}, {deleting.state}
          {deleting.is_default
            ? ' is your default address; your newest other address becomes the default.'
            : ''}
        </ConfirmDialog>
      )}
    </Book>
  );
}
