import styled from 'styled-components';
import * as v from 'valibot';
import { productSortSchema, type ProductSort as Sort } from 'shared-contracts';
import { Select } from 'shared-contracts/ui/field';

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

const OPTIONS: { value: Sort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name' },
];

/** `searching`: "Best match" is offered only for a search. */
export function ProductSort({
  value,
  onChange,
  searching = false,
}: {
  value: Sort;
  onChange: (sort: Sort) => void;
  searching?: boolean;
}) {
  return (
    <SortLabel>
      Sort by
      <SortSelect
        value={value}
        onChange={(e) => {
          if (v.is(productSortSchema, e.target.value)) onChange(e.target.value);
        }}
      >
        {OPTIONS.filter((o) => searching || o.value !== 'relevance').map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SortSelect>
    </SortLabel>
  );
}
