import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { pageWindow, Pagination } from './pagination';

describe('pageWindow', () => {
  it('shows the first, last and neighbouring pages with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves to the page asked for', async () => {
    const onPage = jest.fn();
    const { user } = renderUi(<Pagination page={2} pages={5} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPage.mock.calls).toEqual([[3], [1], [5]]);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = renderUi(<Pagination page={1} pages={2} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={2} pages={2} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing when one page holds everything', () => {
    renderUi(<Pagination page={1} pages={1} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says which items the page shows when the total is known', () => {
    renderUi(<Pagination page={3} count={57} pageSize={20} onPage={() => {}} />);
    expect(screen.getByText('41–57 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when there is nothing to show', () => {
    renderUi(<Pagination page={1} count={0} pageSize={20} onPage={() => {}} />);
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });
});
