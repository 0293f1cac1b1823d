import { act, render, screen } from '@testing-library/react';
import { withToast } from '../notify';
import { ToastHost } from './toast-host';

// Its own file: the toast container must not have mounted yet, as on a page that has shown no toast so far.
it('shows the outcome when a task ends before its loading toast was on screen', async () => {
  render(<ToastHost />);
  await act(async () => {
    await withToast(async () => 'done', {
      loading: 'Saving product...',
      success: 'Product saved!',
      error: 'Could not save the product.',
    });
  });
  expect(await screen.findByText('Product saved!')).toBeInTheDocument();
  expect(screen.queryByText('Saving product...')).not.toBeInTheDocument();
});
