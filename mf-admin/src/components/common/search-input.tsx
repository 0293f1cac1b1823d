import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Input } from 'shared-contracts/ui/field';
import { useDebouncedValue } from 'shared-contracts/ui/use-debounced-value';

const SearchBox = styled(Input)`
  min-width: 220px;
  flex: 1 1 220px;
  max-width: 360px;
`;

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
    <SearchBox
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
