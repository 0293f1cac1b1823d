import styled from 'styled-components';
import * as v from 'valibot';
import { productSortSchema, type ProductSort as Sort } from 'shared-contracts';
import { theme } from 'shared-contracts/ui/theme';

const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9rem;
  select {
    font: inherit;
    padding: 0.4rem 0.5rem;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: #fff;
  }
`;

const OPTIONS: { value: Sort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name' },
];

export function ProductSort({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  return (
    <SortLabel>
      Sort by
      <select
        value={value}
        onChange={(e) => {
          if (v.is(productSortSchema, e.target.value)) onChange(e.target.value);
        }}
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </SortLabel>
  );
}
