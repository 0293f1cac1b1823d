import styled from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${theme.border};
  margin-bottom: 12px;
`;

const Tab = styled.button<{ $active: boolean }>`
  font: inherit;
  font-size: 14px;
  padding: 8px 12px;
  border: 0;
  background: none;
  cursor: pointer;
  white-space: nowrap;
  color: ${(p) => (p.$active ? theme.primary : theme.muted)};
  border-bottom: 2px solid ${(p) => (p.$active ? theme.primary : 'transparent')};
  font-weight: ${(p) => (p.$active ? 600 : 400)};
`;

/** Filter tabs; '' is the "All" tab. */
export function FilterTabs<T extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly { value: T | ''; label: string }[];
  value: T | '';
  onChange: (value: T | '') => void;
  label: string;
}) {
  return (
    <List role="tablist" aria-label={label}>
      {options.map((option) => (
        <Tab
          key={option.value || 'all'}
          role="tab"
          aria-selected={option.value === value}
          $active={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Tab>
      ))}
    </List>
  );
}
