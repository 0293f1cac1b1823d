import { useEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A field the server rendered can be typed into (or a choice made in its select) before the page's scripts have run.
 * React hydrates it without reading what it holds, and the field's next render writes React's state back over it: the
 * shopper's words are gone, and a submit sends the state's. Give the field the returned ref: once React has hydrated
 * it, what it holds is given to `adopt` (the field's state setter, or what its change does) when it differs from
 * `value`. A field rendered in the browser alone holds `value` already, so nothing happens.
 */
export function useTypedBeforeHydration<E extends Field = HTMLInputElement>(
  value: string,
  adopt: (typed: string) => void,
): RefObject<E | null> {
  const field = useRef<E>(null);
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
  }, [value, adopt]);
  return field;
}
