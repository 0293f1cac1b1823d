import { useEffect, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { sdkMessages } from '../sdk.messages';
import { notify } from '../notify';
import { takeSessionExpired } from '../session-expiry';
import { authDialogAtom } from '../session';
import { Button } from 'shared-contracts/ui/button';
import { Row } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';

export interface SignInPromptProps {
  title: string;
  /** 1 when the prompt is the page's heading. */
  level?: 1 | 2;
  /** Why signing in is worth it. */
  children?: ReactNode;
  /** Also offer Create Account. */
  signUp?: boolean;
  /**
   * On arrival, show the title as an error toast and open the sign-in dialog (docs/storefront.md §2.3, cart and wishlist); when the
   * session has just expired, only the session-expired toast shows.
   */
  announce?: boolean;
}

/** What a page behind sign-in shows an anonymous shopper: a way to open the sign-in dialog. */
export function SignInPrompt({
  title,
  level = 2,
  children,
  signUp = false,
  announce = false,
}: SignInPromptProps) {
  const openDialog = useSetAtom(authDialogAtom);
  const { formatMessage: t } = useIntl();
  useEffect(() => {
    if (!announce) return;
    // Just after a failed refresh, the session-expired toast has already said why the shopper must sign in.
    if (!takeSessionExpired()) notify.error(title);
    openDialog('login');
  }, [announce, title, openDialog]);
  return (
    <EmptyState title={title} level={level}>
      {children}
      <Row $gap={10} $justify="center">
        <Button type="button" onClick={() => openDialog('login')}>
          {t(sdkMessages.signIn)}
        </Button>
        {signUp && (
          <Button type="button" $variant="secondary" onClick={() => openDialog('signup')}>
            {t(sdkMessages.createAccount)}
          </Button>
        )}
      </Row>
    </EmptyState>
  );
}
