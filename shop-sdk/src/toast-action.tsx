import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';

/** A link a toast offers after what it says ("View cart"). */
export interface ToastAction {
  label: string;
  href: string;
}

const Wrap = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    font-weight: 700;
    color: ${theme.primary};
    white-space: nowrap;
  }
`;

/** A toast's words and its action; following the action closes the toast. */
export function ToastWithAction({
  text,
  action,
  onAction,
}: {
  text: string;
  action: ToastAction;
  onAction?: (() => void) | undefined;
}) {
  return (
    <Wrap>
      <span>{text}</span>
      <Link to={action.href} onClick={() => onAction?.()}>
        {action.label}
      </Link>
    </Wrap>
  );
}
