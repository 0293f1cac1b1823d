import { act, fireEvent, screen } from '@testing-library/react';
import { storeApi } from 'shared-contracts';
import { renderInShop } from 'shared-contracts/testing/render';
import { HelpPage } from './help-page';
import { HELP_TOPICS } from './help-topics';

jest.mock('shared-contracts', () => ({
  ...jest.requireActual('shared-contracts'),
  storeApi: { contact: jest.fn(), subscribe: jest.fn() },
}));
const contact = storeApi.contact as jest.Mock;

describe('HelpPage', () => {
  it.each(HELP_TOPICS.map((topic) => [topic.slug, topic.title]))(
    '/%s has its heading, its own title and links to the other help pages',
    (slug, title) => {
      renderInShop(<HelpPage slug={slug as (typeof HELP_TOPICS)[number]['slug']} />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(`${title} | Kasuwa`);
      const help = screen.getByRole('navigation', { name: 'Help' });
      expect(help.querySelectorAll('a')).toHaveLength(HELP_TOPICS.length);
    },
  );

  it('folds the topics into one menu naming the page on a phone, open beside the article on a wide screen', () => {
    const { unmount } = renderInShop(<HelpPage slug="shipping" />);
    const help = screen.getByRole('navigation', { name: 'Help' });
    const menu = help.querySelector('details');
    expect(menu).not.toHaveAttribute('open');
    expect(menu?.querySelector('summary')).toHaveTextContent('Help topics: Shipping');
    expect(menu?.querySelectorAll('a')).toHaveLength(HELP_TOPICS.length);
    unmount();

    const before = window.matchMedia;
    window.matchMedia = (query: string) => ({ matches: query === '(min-width: 860px)' }) as MediaQueryList;
    renderInShop(<HelpPage slug="shipping" />);
    expect(screen.getByRole('navigation', { name: 'Help' }).querySelector('details')).toHaveAttribute('open');
    window.matchMedia = before;
  });

  it('states the delivery fee the server charges and the delivery times by region', () => {
    renderInShop(<HelpPage slug="shipping" />);
    expect(
      screen.getByText(/Delivery costs ₦2,500\.00, and is free on orders of ₦100,000\.00 or more/),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Delivery times by region' })).toHaveTextContent(
      'Lagos1–2 working days',
    );
    expect(screen.getByRole('heading', { name: 'Pay on delivery' })).toBeInTheDocument();
  });

  it('gives 7 days for returns and names the NDPR on the privacy page', () => {
    const { unmount } = renderInShop(<HelpPage slug="returns" />);
    expect(screen.getByText(/within 7 days of delivery/)).toBeInTheDocument();
    unmount();
    renderInShop(<HelpPage slug="privacy" />);
    expect(screen.getByText(/Nigeria Data Protection Act 2023 and the NDPR/)).toBeInTheDocument();
    expect(screen.getByText(/Nigeria Data Protection Commission/)).toBeInTheDocument();
  });

  it('/contact sends the contact form and empties it', async () => {
    contact.mockResolvedValue({ id: 1 });
    renderInShop(<HelpPage slug="contact" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Delivery to Kano' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'How long?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(contact).toHaveBeenCalledWith({
      inquiry_type: 'General Inquiry',
      subject: 'Delivery to Kano',
      message: 'How long?',
    });
    expect(await screen.findByText('Message sent! We will get back to you soon.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });
});
