import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNaira } from 'shared-contracts';
import type { ReportInterval, SalesPeriod } from 'shared-contracts/schemas/admin-reports';
import { theme } from 'shared-contracts/ui/theme';
import { periodLabel } from '../../lib/period-label';

const shortNaira = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Revenue bars (compact Naira on the left axis) and an order-count line (right axis) per period, named in a
 * legend, for the
 * dashboard and the reports. Loaded lazily: recharts is the admin's heaviest library.
 */
export default function SalesChart({
  data,
  interval,
  height = 300,
}: {
  data: Pick<SalesPeriod, 'period' | 'revenue' | 'orders'>[];
  interval: ReportInterval;
  height?: number;
}) {
  const label = (value: unknown) => periodLabel(String(value), interval);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.border} vertical={false} />
        <XAxis dataKey="period" tickFormatter={label} fontSize={12} minTickGap={12} />
        <YAxis
          yAxisId="revenue"
          tickFormatter={(n: number) => `₦${shortNaira.format(n)}`}
          fontSize={12}
          width={64}
        />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} fontSize={12} width={32} />
        <Tooltip
          labelFormatter={label}
          formatter={(value, name) => (name === 'Revenue' ? formatNaira(Number(value)) : String(value))}
        />
        <Legend verticalAlign="top" height={28} iconSize={10} wrapperStyle={{ fontSize: 13 }} />
        <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill={theme.primary} radius={[4, 4, 0, 0]} />
        <Line
          yAxisId="orders"
          dataKey="orders"
          name="Orders"
          stroke={theme.accent}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
