import { useEffect, useRef, type RefObject } from 'react';
import { changedFromMarkup, type Field } from 'shared-contracts/fields';

/**
 * The element given the returned ref, read once React has hydrated it: what `changed` finds the shopper did to it
 * before then (null: nothing) is given to `adopt`.
 */
function useChangedBeforeHydration<E extends Element, T>(
  changed: (element: E) => { value: T } | null,
  adopt: (value: T) => void,
): RefObject<E | null> {
  const element = useRef<E>(null);
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const change = element.current ? changed(element.current) : null;
    if (change) adopt(change.value);
  });
  return element;
}

/**
 * A field the server rendered can be typed into (or a choice made in its select) before the page's scripts have run.
 * React hydrates it without reading what it holds, and the field's next render writes React's state back over it: the
 * shopper's words are gone, and a submit sends the state's. Give the field the returned ref: once React has hydrated
 * it, what the shopper put in it is given to `adopt` (the field's state setter, or what its change does) when it differs
 * from `value`. A field rendered in the browser alone holds `value` already, so nothing happens.
 */
export function useTypedBeforeHydration<E extends Field = HTMLInputElement>(
  value: string,
  adopt: (typed: string) => void,
): RefObject<E | null> {
  // Only what the shopper changed: a part hydrated late, in a navigation's render, may hold the markup of the
  // address before, which is not theirs.
  return useChangedBeforeHydration<E, string>(
    (field) => (changedFromMarkup(field) && field.value !== value ? { value: field.value } : null),
    adopt,
  );
}

/**
 * The same for a checkbox the server rendered: ticked (or cleared) before the page's scripts ran, its change never
 * reached React. Once React has hydrated it, a box the shopper changed from the server's markup (`defaultChecked`)
 * to other than `checked` is given to `adopt`.
 */
export function useTickedBeforeHydration(
  checked: boolean,
  adopt: (ticked: boolean) => void,
): RefObject<HTMLInputElement | null> {
  return useChangedBeforeHydration<HTMLInputElement, boolean>(
    (box) => (changedFromMarkup(box) && box.checked !== checked ? { value: box.checked } : null),
    adopt,
  );
}
