import { screen, within } from '@testing-library/react';
import type { Shipment } from 'shared-contracts/schemas/delivery';
import { renderInShop } from '../testing/render';
import { ShipmentFacts, ShipmentTimeline } from './shipment';

const shipment = (over: Partial<Shipment> = {}): Shipment => ({
  status: 'out_for_delivery',
  courier: 'GIG Logistics',
  tracking_code: 'GIG-55120',
  tracking_url: 'https://giglogistics.com/track/GIG-55120',
  estimate: '2026-12-09',
  events: [
    { status: 'booked', note: null, at: '2026-12-07T08:00:00.000Z' },
    { status: 'picked_up', note: 'Collected at Ikeja hub', at: '2026-12-07T13:30:00.000Z' },
    { status: 'out_for_delivery', note: 'Rider on the way', at: '2026-12-08T23:15:00.000Z' },
  ],
  ...over,
});

describe('ShipmentTimeline', () => {
  it('shows each step in words, the courier’s note and its time in WAT, the latest first and marked', () => {
    renderInShop(<ShipmentTimeline events={shipment().events} />);
    const list = screen.getByRole('list', { name: 'Delivery updates' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Out for delivery',
      'Picked up by the courier',
      'Booked with the courier',
    ]);
    // 23:15 UTC is 00:15 the next day in Lagos.
    expect(steps[0]).toHaveTextContent('Rider on the way');
    expect(within(steps[0]!).getByText('9 Dec 2026, 00:15 WAT')).toHaveAttribute(
      'datetime',
      '2026-12-08T23:15:00.000Z',
    );
    expect(steps[1]).toHaveTextContent('Collected at Ikeja hub7 Dec 2026, 14:30 WAT');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).not.toHaveAttribute('aria-current');
  });

  it('shows every event the API gives, as it gives them (it already shows a repeated step once)', () => {
    renderInShop(
      <ShipmentTimeline
        events={[
          { status: 'out_for_delivery', note: null, at: '2026-12-08T09:00:00.000Z' },
          { status: 'failed_attempt', note: 'Nobody at the gate', at: '2026-12-08T11:00:00.000Z' },
          { status: 'out_for_delivery', note: null, at: '2026-12-09T09:00:00.000Z' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Delivery attempt failed')).toBeInTheDocument();
  });

  it('says so while the courier has reported nothing', () => {
    renderInShop(<ShipmentTimeline events={[]} />);
    expect(screen.getByText('The courier has not reported anything yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('speaks Hausa on a Hausa page, the times still in WAT', () => {
    renderInShop(<ShipmentTimeline events={shipment().events} />, { locale: 'ha' });
    const list = screen.getByRole('list', { name: 'Labarin isarwa' });
    expect(within(list).getByText('Mai kawo kaya ya fita don isarwa')).toBeInTheDocument();
    expect(within(list).getByText('9 Dec 2026, 00:15 WAT')).toBeInTheDocument();
  });
});

describe('ShipmentFacts', () => {
  it('names the courier, links the tracking number to the courier’s page and gives the status and estimate', () => {
    renderInShop(<ShipmentFacts shipment={shipment()} estimate="2026-12-12" />);
    const link = screen.getByRole('link', { name: /GIG-55120/ });
    expect(link).toHaveAttribute('href', 'https://giglogistics.com/track/GIG-55120');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('GIG-55120 (opens the courier’s tracking page)');
    expect(screen.getByText('GIG Logistics')).toBeInTheDocument();
    expect(screen.getByText('Out for delivery')).toBeInTheDocument();
    // The courier's estimate before the shop's.
    expect(screen.getByText('9 Dec 2026')).toBeInTheDocument();
  });

  it('takes the shop’s estimate when the courier gave none, and links nothing but a web page', () => {
    renderInShop(
      <ShipmentFacts
        shipment={shipment({ estimate: null, tracking_url: 'javascript:alert(1)' })}
        estimate="2026-12-12"
      />,
    );
    expect(screen.getByText('12 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('GIG-55120')).toBeInTheDocument();
  });
});
