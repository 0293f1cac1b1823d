import { render, screen, within } from '@testing-library/react';
import { InstalmentTable } from './instalment-table';

const schedule = [
  { number: 1, amount: 4000.34, due_date: '2026-12-23' },
  { number: 2, amount: 4000.34, due_date: '2027-01-22' },
  { number: 3, amount: 4000.32, due_date: '2027-02-21' },
];

const statuses = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.lastElementChild?.textContent);

describe('InstalmentTable', () => {
  it('says which instalments are paid and which are due', () => {
    render(<InstalmentTable schedule={schedule} paid={1} />);
    expect(statuses()).toEqual(['Paid', 'Due', 'Due']);
  });

  it('once the order is cancelled, what was not paid reads cancelled, not due', () => {
    render(<InstalmentTable schedule={schedule} paid={1} cancelled />);
    expect(statuses()).toEqual(['Paid', 'Cancelled', 'Cancelled']);
  });

  it('labels every cell with its column, for the stacked layout on a phone', () => {
    render(<InstalmentTable schedule={schedule} paid={0} />);
    const [first] = screen.getAllByRole('row').slice(1);
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Instalment', '1 of 3'],
      ['Due', '23 Dec 2026'],
      ['Amount', '₦4,000.34'],
      ['Status', 'Due'],
    ]);
  });
});
