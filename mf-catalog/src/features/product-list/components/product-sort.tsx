import styled from 'styled-components';
import { isProductSort, type ProductSort as Sort } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Select } from 'shared-contracts/ui/field';
import { shownOnlyWithoutScript } from 'shared-contracts/ui/no-script';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { filterMessages } from '../product-list.messages';
import { useTypedBeforeHydration } from 'shop-sdk';

const SortForm = styled.form`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

/** Script sorts as soon as the choice changes; without it, the form is sent by this button. */
const SortButton = styled(Button)`
  ${shownOnlyWithoutScript}
`;

const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9rem;
`;

/** The kit's select, as wide as its longest option rather than the toolbar. */
const SortSelect = styled(Select)`
  width: auto;
`;

const OPTIONS: { value: Sort; label: MessageDescriptor }[] = [
  { value: 'relevance', label: filterMessages.relevance },
  { value: 'newest', label: filterMessages.newest },
  { value: 'price_asc', label: filterMessages.priceAsc },
  { value: 'price_desc', label: filterMessages.priceDesc },
  { value: 'name', label: filterMessages.name },
  { value: 'rating', label: filterMessages.rating },
];

/**
 * `searching`: "Best match" is offered only for a search. A GET form to the listing (`action`), carrying its other
 * parameters (`kept`): without script its button sends it and the server renders the sorted listing.
 */
export function ProductSort({
  value,
  onChange,
  searching = false,
  action,
  kept = [],
}: {
  value: Sort;
  onChange: (sort: Sort) => void;
  searching?: boolean;
  action: string;
  kept?: readonly (readonly [name: string, value: string])[];
}) {
  const { formatMessage: t } = useIntl();
  const choose = (chosen: string) => {
    if (isProductSort(chosen)) onChange(chosen);
  };
  // An order chosen in the server's page before its scripts ran is applied once they have.
  const select = useTypedBeforeHydration<HTMLSelectElement>(value, choose);
  return (
    <SortForm method="get" action={action} onSubmit={(event) => event.preventDefault()}>
      {kept.map(([name, kept], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={kept} />
      ))}
      <SortLabel>
        {t(filterMessages.sortBy)}
        <SortSelect name="sort" ref={select} value={value} onChange={(e) => choose(e.target.value)}>
          {OPTIONS.filter((o) => searching || o.value !== 'relevance').map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </SortSelect>
      </SortLabel>
      <SortButton type="submit" $variant="secondary" $small>
        {t(filterMessages.sort)}
      </SortButton>
    </SortForm>
  );
}
