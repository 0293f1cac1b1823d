import styled from 'styled-components';
import { pageCount } from '../../lib/format';
import { Button } from './button';
import { colors } from './theme';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  padding-top: 12px;
  font-size: 13px;
  color: ${colors.muted};
`;

const Pages = styled.span`
  display: flex;
  gap: 8px;
  align-items: center;
`;

export function Pagination({
  page,
  pageSize,
  count,
  onPage,
}: {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(count, pageSize);
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <Bar aria-label="Pagination">
      <span>
        {first}–{last} of {count}
      </span>
      <Pages>
        <Button $small disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button $small disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Pages>
    </Bar>
  );
}
