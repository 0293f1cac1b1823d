import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { Input } from './form';

/** A search box that reports its text once typing pauses. */
export function SearchInput({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim());
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a change of the typed text should search; `value` follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <Input
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      style={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}
    />
  );
}
