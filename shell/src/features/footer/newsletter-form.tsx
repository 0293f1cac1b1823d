import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { errorMessage, storeApi, useHydrated, withToast } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { Input } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';

/**
 * The address box and Subscribe on one line while the box still shows its whole placeholder; on a narrower
 * screen Subscribe moves under it, as wide as the box.
 */
const SignUp = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  flex: 1 1 320px;
  min-width: 0;
  max-width: 480px;
  input {
    flex: 999 1 15rem;
    min-width: 0;
    border-color: ${theme.inverseControlBorder};
  }
  button {
    flex: 1 0 auto;
  }
`;

/** POST newsletter/subscribe, with loading, success and error toasts. */
function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) =>
      withToast(() => storeApi.subscribe(email), {
        loading: 'Subscribing...',
        success: 'Thanks for subscribing!',
        error: (error) => errorMessage(error, 'Subscription failed. Please try again.'),
      }),
  });
}

/** The footer's newsletter sign-up (docs/storefront.md §1.3). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();
  // The server renders the footer, and its code arrives after the page's content: until it has hydrated, an
  // address typed would be lost and Subscribe would send the form as a GET, the address in the page's URL.
  const hydrated = useHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A failure is told by its toast; the address stays for another try.
    subscribe.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };
  return (
    <SignUp onSubmit={submit} aria-label="Newsletter">
      <Input
        type="email"
        name="email"
        placeholder="Enter your email address"
        aria-label="Email address"
        autoComplete="email"
        readOnly={!hydrated}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" $variant="accent" disabled={!hydrated || subscribe.isPending}>
        Subscribe
      </Button>
    </SignUp>
  );
}
