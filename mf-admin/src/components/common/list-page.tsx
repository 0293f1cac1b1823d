import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { Select } from 'shared-contracts/ui/field';
import { Card, Row } from 'shared-contracts/ui/layout';
import { Pagination } from 'shared-contracts/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import type { ListParams } from '../../hooks/use-list-params';
import { loadErrorMessage } from '../../lib/load-error';
import { SearchInput } from './search-input';
import { FilterTabs } from './tabs';

/** The search and filter controls above a list; filters take the width of their choices, fields line up at the foot. */
const Toolbar = styled(Row)`
  align-items: flex-end;
  margin-bottom: 12px;
  & > select {
    width: auto;
    max-width: 100%;
  }
`;

type Option<T extends string> = { value: T | ''; label: string };

/**
 * The filter bar of an admin list, kept in the URL: status tabs on `tabs.param` if any, then the search box
 * (`?search=`) with the placeholder `search`, then the other filters.
 */
export function ListFilters<P extends string, T extends string>({
  params,
  search,
  tabs,
  children,
}: {
  params: ListParams<P | 'search'>;
  search: string;
  tabs?: { param: P; label: string; options: readonly Option<T>[]; value: T | '' };
  children?: ReactNode;
}) {
  return (
    <>
      {tabs ? (
        <FilterTabs
          label={tabs.label}
          options={tabs.options}
          value={tabs.value}
          onChange={(value) => params.set(tabs.param, value)}
        />
      ) : null}
      <Toolbar>
        <SearchInput
          value={params.get('search')}
          placeholder={search}
          onSearch={(text) => params.set('search', text)}
        />
        {children}
      </Toolbar>
    </>
  );
}

/** A filter's choices, the first of which (`all`) filters nothing. */
export function FilterSelect<T extends string>({
  label,
  all,
  options,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: readonly Option<T>[];
  value: T | '';
  onChange: (value: string) => void;
}) {
  return (
    <Select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/**
 * A list's body: loading, error (with retry) and empty states, else what `children` makes of the data.
 * `isEmpty` says when `empty` is shown instead; without `empty`, `children` shows an empty list itself.
 */
function QueryView<D>({
  query,
  loading,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<D>;
  loading: string;
  empty?: string | undefined;
  isEmpty: (data: D) => boolean;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    return (
      <ErrorState compact message={loadErrorMessage(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <EmptyState compact>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}

/** An unpaginated list (the API sends every item at once), with its loading, error and empty states. */
export function ListResults<T>(props: {
  query: UseQueryResult<T[]>;
  loading: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  return <QueryView {...props} isEmpty={(items) => items.length === 0} />;
}

/** One page of a list as the API sends it. */
type Paged = { results: unknown[]; count: number; page: number; page_size: number };

/**
 * A paginated list's body: as `ListResults`, with the kit's pagination footer after the page's items, which
 * moves `?page=`. Without `empty`, `children` shows an empty page itself.
 */
export function PagedResults<D extends Paged>({
  params,
  children,
  ...rest
}: {
  query: UseQueryResult<D>;
  params: Pick<ListParams<never>, 'set'>;
  loading: string;
  empty?: string;
  children: (data: D) => ReactNode;
}) {
  return (
    <QueryView {...rest} isEmpty={(data) => data.count === 0}>
      {(data) => (
        <>
          {children(data)}
          <Pagination
            page={data.page}
            pageSize={data.page_size}
            count={data.count}
            onPage={(page) => params.set('page', page)}
          />
        </>
      )}
    </QueryView>
  );
}

/**
 * A paginated admin list in its card: the filter bar (`ListFilters`), then the page's results as `PagedResults`
 * shows them.
 */
export function PagedListCard<D extends Paged>({
  filters,
  ...results
}: {
  filters: ReactNode;
  query: UseQueryResult<D>;
  params: Pick<ListParams<never>, 'set'>;
  loading: string;
  empty?: string;
  children: (data: D) => ReactNode;
}) {
  return (
    <Card>
      {filters}
      <PagedResults {...results} />
    </Card>
  );
}
