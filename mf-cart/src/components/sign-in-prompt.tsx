import { useSetAtom } from 'jotai';
import { authDialogAtom } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { EmptyState } from 'shared-contracts/ui/states';

/** What cart and wishlist show an anonymous shopper. */
export function SignInPrompt({ message }: { message: string }) {
  const openDialog = useSetAtom(authDialogAtom);
  return (
    <EmptyState title={message}>
      <Button type="button" onClick={() => openDialog('login')}>
        Sign In
      </Button>
    </EmptyState>
  );
}
