import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * List filters kept in the URL (?status=&search=&page=), so a filtered list can be linked and survives reload.
 * Changing any filter other than the page goes back to page 1.
 */
export function useListParams<K extends string>() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: K | 'page') => params.get(key) ?? '', [params]);
  const pageValue = Number(params.get('page'));
  const page = Number.isInteger(pageValue) && pageValue > 0 ? pageValue : 1;
  const set = useCallback(
    (key: K | 'page', value: string | number) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { get, set, page };
}

/** The URL's list filters, as `useListParams` gives them. */
export type ListParams<K extends string> = ReturnType<typeof useListParams<K>>;
