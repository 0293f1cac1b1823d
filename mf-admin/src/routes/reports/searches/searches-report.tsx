import styled from 'styled-components';
import type { SearchReportPeriod } from 'shared-contracts/schemas/admin-reports';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { Muted } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { useSearchReport } from '../../../hooks/api/search';
import { LastDaysReport } from '../last-days-report';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);

/** A list of queries with their counts (and what each found, for the top queries). */
function QueryTable({
  caption,
  rows,
  empty,
}: {
  caption: string;
  rows: { query: string; searches: number; results?: number }[];
  empty: string;
}) {
  if (rows.length === 0) return <EmptyState compact>{empty}</EmptyState>;
  const withResults = rows.some((r) => r.results !== undefined);
  return (
    <TableWrap>
      <Table aria-label={caption}>
        <thead>
          <tr>
            <th>Search</th>
            <th className="num">Searches</th>
            {withResults && <th className="num">Products found</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.query}>
              <td>{r.query}</td>
              <td className="num">{r.searches}</td>
              {withResults && <td className="num">{r.results}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

/**
 * Reports' "Searches": what shoppers searched for over the last 7 or 30 days, the searches that found nothing
 * (words to add as synonyms, or products to stock), and how often a search led to a product being opened.
 */
export function SearchesReport() {
  return (
    <LastDaysReport
      id="report-searches"
      title="Searches"
      tabsLabel="Period"
      loading="Loading searches…"
      query={useSearchReport()}
    >
      {(period: SearchReportPeriod) => (
        <>
          <DescriptionList $layout="figures">
            <div>
              <dt>Searches</dt>
              <dd>{period.searches}</dd>
            </div>
            <div>
              <dt>Products opened from a search</dt>
              <dd>{period.clicks}</dd>
            </div>
            <div>
              <dt>Click-through</dt>
              <dd>{percent(period.click_through)}</dd>
            </div>
          </DescriptionList>
          <Muted>
            Searches as shoppers typed them (lower case), counted without who searched. Days are Lagos days
            (WAT), today included.
          </Muted>
          <Grid>
            <div>
              <h3>Top searches</h3>
              <QueryTable
                caption="Top searches"
                rows={period.top_queries}
                empty="No searches in this period."
              />
            </div>
            <div>
              <h3>Searches that found nothing</h3>
              <QueryTable
                caption="Searches that found nothing"
                rows={period.no_results}
                empty="Every search found something."
              />
            </div>
          </Grid>
        </>
      )}
    </LastDaysReport>
  );
}
