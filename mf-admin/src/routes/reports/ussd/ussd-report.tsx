import { formatNaira } from 'shared-contracts';
import type { UssdReportPeriod } from 'shared-contracts/schemas/admin-reports';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { Muted } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { useUssdReport } from '../../../hooks/api/reports';
import { LastDaysReport } from '../last-days-report';

/** The USSD menu's screens (docs/ussd.md) in the admin's words. */
const SCREENS: Readonly<Record<string, string>> = {
  home: 'Welcome menu',
  categories: 'Categories',
  products: 'Products of a category or search',
  search: 'Typing a search',
  product: 'A product',
  quantity: 'Entering a quantity',
  buy: 'Add to cart or buy now',
  added: 'Added to cart',
  cart: 'My cart',
  remove: 'Removing from the cart',
  'buy-again': 'Buy again',
  name: 'Typing their name',
  delivery: 'Choosing delivery',
  states: 'Choosing a state',
  address: 'Typing an address',
  stations: 'Choosing a pickup station',
  confirm: 'Confirming the order',
  notice: 'A refusal (out of stock, a limit)',
  none: 'Before the first screen',
};

const screenName = (screen: string) => SCREENS[screen] ?? screen;

/**
 * Reports' "USSD": the shop by USSD over the last 7 or 30 days: the sessions and the numbers that called, the orders
 * placed and their total, how sessions ended, and the screens callers gave up on (docs/ussd.md).
 */
export function UssdReport() {
  return (
    <LastDaysReport
      id="report-ussd"
      title="USSD"
      tabsLabel="USSD period"
      loading="Loading the USSD report…"
      query={useUssdReport()}
    >
      {(period: UssdReportPeriod) => (
        <>
          <DescriptionList $layout="figures">
            <div>
              <dt>Sessions</dt>
              <dd>{period.sessions}</dd>
            </div>
            <div>
              <dt>Callers</dt>
              <dd>{period.callers}</dd>
            </div>
            <div>
              <dt>Orders by USSD</dt>
              <dd>{period.orders}</dd>
            </div>
            <div>
              <dt>Their total</dt>
              <dd>{formatNaira(period.order_total)}</dd>
            </div>
          </DescriptionList>
          <Muted>
            Of the sessions the gateway reported ended: {period.ended.success} reached an end screen,{' '}
            {period.ended.incomplete} were left by the caller, {period.ended.failed} failed. Orders leave out
            cancelled ones; days are Lagos days (WAT), today included.
          </Muted>
          <h3>Where callers gave up</h3>
          {period.gave_up_on.length === 0 ? (
            <EmptyState compact>No caller gave up in this period.</EmptyState>
          ) : (
            <TableWrap>
              <Table aria-label="Where callers gave up">
                <thead>
                  <tr>
                    <th>Screen</th>
                    <th className="num">Sessions</th>
                  </tr>
                </thead>
                <tbody>
                  {period.gave_up_on.map((row) => (
                    <tr key={row.screen}>
                      <td>{screenName(row.screen)}</td>
                      <td className="num">{row.sessions}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
          )}
        </>
      )}
    </LastDaysReport>
  );
}
