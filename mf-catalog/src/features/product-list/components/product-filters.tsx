import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-contracts/ui/button';
import { Checkbox, TextField } from 'shared-contracts/ui/field';
import { useIntl } from 'react-intl';
import { useTypedBeforeHydration } from 'shop-sdk';
import { filterMessages } from '../product-list.messages';
import type { FilterChange, ProductFilters as Filters } from '../hooks/use-product-filters';

const FilterForm = styled.form`
  display: grid;
  gap: 0.9rem;
`;

const PriceRange = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
  align-items: end;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

interface Props {
  filters: Filters;
  onChange: (change: FilterChange) => void;
  onReset: () => void;
  hasFilters: boolean;
}

/** Search and price are applied on submit; the in-stock and on-sale switches apply at once. */
export function ProductFilters({ filters, onChange, onReset, hasFilters }: Props) {
  const [search, setSearch] = useState(filters.search);
  const { formatMessage: t } = useIntl();
  const [minPrice, setMinPrice] = useState(filters.minPrice);
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice);

  // Back/forward navigation changes the URL under the form: follow it.
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => setMinPrice(filters.minPrice), [filters.minPrice]);
  useEffect(() => setMaxPrice(filters.maxPrice), [filters.maxPrice]);
  // What was typed into the server's form before the page's scripts ran stays, and is what is applied (after the
  // effects above, which set the URL's values on the first render too).
  const searchField = useTypedBeforeHydration(search, setSearch);
  const minField = useTypedBeforeHydration(minPrice, setMinPrice);
  const maxField = useTypedBeforeHydration(maxPrice, setMaxPrice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let min = minPrice;
    let max = maxPrice;
    if (min && max && Number(min) > Number(max)) [min, max] = [max, min];
    onChange({ search, minPrice: min, maxPrice: max });
  };

  return (
    <FilterForm role="search" aria-label={t(filterMessages.filterProducts)} onSubmit={submit}>
      <TextField
        label={t(filterMessages.search)}
        type="search"
        name="search"
        placeholder={t(filterMessages.searchProducts)}
        ref={searchField}
        value={search}
        maxLength={120}
        onChange={(e) => setSearch(e.target.value)}
      />
      <PriceRange>
        <TextField
          label={t(filterMessages.minPrice)}
          type="number"
          name="min_price"
          min={0}
          inputMode="numeric"
          placeholder="₦"
          ref={minField}
          value={minPrice}
          onChange={(e) => setMinPrice(e.target.value)}
        />
        <TextField
          label={t(filterMessages.maxPrice)}
          type="number"
          name="max_price"
          min={0}
          inputMode="numeric"
          placeholder="₦"
          ref={maxField}
          value={maxPrice}
          onChange={(e) => setMaxPrice(e.target.value)}
        />
      </PriceRange>
      <Checkbox
        label={t(filterMessages.inStockOnly)}
        name="in_stock"
        value="true"
        checked={filters.inStock}
        onChange={(e) => onChange({ inStock: e.target.checked })}
      />
      <Checkbox
        label={t(filterMessages.onSaleOnly)}
        name="on_sale"
        value="true"
        checked={filters.onSale}
        onChange={(e) => onChange({ onSale: e.target.checked })}
      />
      <Checkbox
        label={t(filterMessages.rated4)}
        name="min_rating"
        value="4"
        checked={filters.fourStars}
        onChange={(e) => onChange({ fourStars: e.target.checked })}
      />
      <Actions>
        <Button type="submit">{t(filterMessages.apply)}</Button>
        {hasFilters && (
          <Button type="button" $variant="secondary" onClick={onReset}>
            {t(filterMessages.clear)}
          </Button>
        )}
      </Actions>
    </FilterForm>
  );
}
