import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CloseIcon } from './icon';
import { theme } from './theme';

const ChipLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 36px;
  padding: 0.25rem 0.5rem 0.25rem 0.75rem;
  border: 1px solid ${theme.border};
  border-radius: 999px;
  background: ${theme.surface};
  color: ${theme.text};
  font-size: 0.9rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    border-color: ${theme.primary};
    color: ${theme.primary};
  }
`;

/**
 * A chosen value shown as a chip that removes it: a link to the page without it (so it works before and without
 * script), named "Remove {label}" for screen readers.
 */
export function RemovableChip({ label, to }: { label: string; to: string }) {
  return (
    <ChipLink to={to} aria-label={`Remove ${label}`}>
      <span>{label}</span>
      <CloseIcon size={16} />
    </ChipLink>
  );
}

/** A row of chips that wraps. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
`;
