import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShopIntl, useTranslatedIssue } from 'shared-contracts/i18n';
import { theme } from 'shared-contracts/ui/theme';
import { sdkMessages } from './sdk.messages';
import { textOf, type ToastText } from './words';

/** A link a toast offers after what it says ("View cart"). */
export interface ToastAction {
  label: ToastText;
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

const KNOWN = Object.values(sdkMessages);

/** Puts a toast's text in the page's language (see `ToastText`). */
export function useToastText(): (text: ToastText) => string {
  const translate = useTranslatedIssue(KNOWN);
  const { formatMessage } = useShopIntl();
  return (text) => (typeof text === 'string' ? (translate(text) ?? text) : textOf(text, formatMessage));
}

/** A toast's words, and its action if it has one; following the action closes the toast. */
export function ToastWords({
  text,
  action,
  onAction,
}: {
  text: ToastText;
  action?: ToastAction | undefined;
  onAction?: (() => void) | undefined;
}) {
  const say = useToastText();
  if (!action) return <>{say(text)}</>;
  return (
    <Wrap>
      <span>{say(text)}</span>
      <Link to={action.href} onClick={() => onAction?.()}>
        {say(action.label)}
      </Link>
    </Wrap>
  );
}
