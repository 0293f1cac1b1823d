import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNaira, type DashboardKpis } from 'shared-contracts';
import { theme } from 'shared-contracts/ui/theme';

const shortNaira = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });
const dayLabel = (iso: string) => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-NG', { day: 'numeric', month: 'short' });
};

/** Revenue bars and order-count line per day. Loaded lazily: recharts is the admin's heaviest library. */
export default function SalesChart({ data }: { data: DashboardKpis['sales_per_day'] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.border} vertical={false} />
        <XAxis dataKey="date" tickFormatter={dayLabel} fontSize={12} />
        <YAxis
          yAxisId="total"
          tickFormatter={(n: number) => `₦${shortNaira.format(n)}`}
          fontSize={12}
          width={64}
        />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} fontSize={12} width={32} />
        <Tooltip
          labelFormatter={(label) => dayLabel(String(label))}
          formatter={(value, name) => (name === 'Revenue' ? formatNaira(Number(value)) : String(value))}
        />
        <Bar yAxisId="total" dataKey="total" name="Revenue" fill={theme.primary} radius={[4, 4, 0, 0]} />
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
