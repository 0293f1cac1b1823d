import { useState } from 'react';
import styled from 'styled-components';
import { formatNaira, lagosToday } from 'shared-contracts';
import type { VatReport, VatReportRow } from 'shared-contracts/schemas/admin-reports';
import { Button } from 'shared-contracts/ui/button';
import { Field, Input } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { useVatReport } from '../../../hooks/api/reports';
import { downloadCsv } from '../../../lib/csv';
import { VAT_CLASS_REPORT_LABELS, vatReportCsv } from 'shared-contracts/report-csv';
import { loadErrorMessage } from '../../../lib/load-error';
import { periodLabel } from '../../../lib/period-label';

const Controls = styled(Row)`
  align-items: flex-end;
  & > * {
    flex: 0 1 180px;
  }
`;

const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month `months` before `month` (`YYYY-MM`). */
export function monthsBefore(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A standard row at 0 % holds orders placed before the shop recorded VAT per order: said so, not as a rate. */
const rateLabel = (row: VatReportRow) =>
  row.vat_class === 'exempt'
    ? 'Exempt'
    : row.vat_class === 'standard' && row.rate === 0
      ? 'Standard, VAT not recorded'
      : `${VAT_CLASS_REPORT_LABELS[row.vat_class]} ${row.rate}%`;
const monthLabel = (month: string) => periodLabel(`${month}-01`, 'month');

function exportVat(report: VatReport) {
  downloadCsv(`kasuwa-vat-${report.from}-to-${report.to}.csv`, vatReportCsv(report));
}

/**
 * Reports' "VAT by month": per Lagos calendar month and rate, the VAT-inclusive sales, the refunds given that
 * month and the VAT contained, for the monthly VAT return; its CSV has every row.
 */
export function VatReportSection() {
  const thisMonth = lagosToday().slice(0, 7);
  const [from, setFrom] = useState(() => monthsBefore(thisMonth, 2));
  const [to, setTo] = useState(thisMonth);
  const report = useVatReport({ from, to });
  const data = report.data;
  return (
    <Card aria-labelledby="report-vat">
      <Stack $gap={12}>
        <Row $justify="space-between">
          <CardTitle id="report-vat">VAT by month</CardTitle>
          <Button
            $small
            $variant="secondary"
            aria-label="Export VAT by month as CSV"
            disabled={!data}
            onClick={() => data && exportVat(data)}
          >
            Export CSV
          </Button>
        </Row>
        <Controls>
          <Field label="First month">
            <Input
              type="month"
              value={from}
              max={to}
              onChange={(e) => isMonth(e.target.value) && setFrom(e.target.value)}
            />
          </Field>
          <Field label="Last month">
            <Input
              type="month"
              value={to}
              min={from}
              onChange={(e) => isMonth(e.target.value) && setTo(e.target.value)}
            />
          </Field>
        </Controls>
        <Muted>
          Prices include VAT. Sales are the orders placed in the month (Lagos time), cancelled ones left out:
          their lines after discounts, and delivery at the standard rate. Refunds count in the month they were
          given. VAT contained is each order&apos;s VAT as its receipt states it, less the VAT in its refunds.
        </Muted>
        {report.isPending ? (
          <LoadingState label="Loading VAT…" />
        ) : report.isError || !data ? (
          <ErrorState
            compact
            message={loadErrorMessage(report.error)}
            onRetry={() => void report.refetch()}
          />
        ) : (
          <TableWrap>
            <Table aria-label="VAT by month and rate">
              <thead>
                <tr>
                  <th>Month</th>
                  <th>Rate</th>
                  <th className="num">Sales incl. VAT</th>
                  <th className="num">Refunds</th>
                  <th className="num">Net sales</th>
                  <th className="num">VAT contained</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={`${r.month}-${r.vat_class}-${r.rate}`}>
                    <td>{monthLabel(r.month)}</td>
                    <td>{rateLabel(r)}</td>
                    <td className="num">{formatNaira(r.sales)}</td>
                    <td className="num">{r.refunds === 0 ? '–' : `−${formatNaira(r.refunds)}`}</td>
                    <td className="num">{formatNaira(r.net_sales)}</td>
                    <td className="num">{r.vat_class === 'exempt' ? '–' : formatNaira(r.vat)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th colSpan={2}>Total</th>
                  <th className="num">{formatNaira(data.totals.sales)}</th>
                  <th className="num">
                    {data.totals.refunds === 0 ? '–' : `−${formatNaira(data.totals.refunds)}`}
                  </th>
                  <th className="num">{formatNaira(data.totals.net_sales)}</th>
                  <th className="num">{formatNaira(data.totals.vat)}</th>
                </tr>
              </tfoot>
            </Table>
          </TableWrap>
        )}
      </Stack>
    </Card>
  );
}
