import { act, render, screen } from '@testing-library/react';
import { notify, withToast } from '../notify';
import { ToastHost } from './toast-host';

describe('ToastHost', () => {
  it('mounts no toast container until the first toast, then shows the toasts sent before it loaded', async () => {
    const { container } = render(<ToastHost />);
    expect(container.querySelector('.Toastify')).toBeNull();

    act(() => {
      notify.success('Item added to cart');
      notify.error('Please sign in');
    });

    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
  });

  it('replaces a loading toast with the outcome, by the id it returned at once', async () => {
    render(<ToastHost />);
    let finish: (value: string) => void = () => undefined;
    let task: Promise<string> = Promise.resolve('');
    act(() => {
      task = withToast(() => new Promise<string>((resolve) => (finish = resolve)), {
        loading: 'Sending message...',
        success: 'Message sent! We will get back to you soon.',
        error: 'Failed to send message. Please try again.',
      });
    });
    expect(await screen.findByText('Sending message...')).toBeInTheDocument();
    finish('ok');
    await expect(task).resolves.toBe('ok');
    expect(await screen.findByText('Message sent! We will get back to you soon.')).toBeInTheDocument();
    expect(screen.queryByText('Sending message...')).not.toBeInTheDocument();
  });
});
