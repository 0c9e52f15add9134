import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TAnalyticsAction, TUsageStats } from '@serenade/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { actionLabel, bucketLabel } from './analytics-utils';

export const EMPTY_CHART_TEXT = 'No data available for this time period';

const SERIES = [
  { key: 'play', name: 'Plays', color: 'var(--color-primary)' },
  { key: 'like', name: 'Likes', color: 'var(--color-danger)' },
  { key: 'share', name: 'Shares', color: 'var(--color-success)' },
] as const;
const BAR_COLORS = [
  'var(--color-primary)',
  'var(--color-danger)',
  'var(--color-success)',
  'var(--color-warning)',
  'var(--color-link)',
];

const axis = { stroke: 'var(--color-muted-foreground)', fontSize: 12, tickLine: false } as const;
const tooltipStyle = {
  background: 'var(--color-card)',
  border: '1px solid var(--color-border)',
  borderRadius: 12,
  fontSize: 13,
};

export type AnalyticsChartsProps = {
  stats: TUsageStats;
  action: TAnalyticsAction;
};

function Empty() {
  return (
    <p className="flex h-64 items-center justify-center text-center text-sm text-muted-foreground" role="status">
      {EMPTY_CHART_TEXT}
    </p>
  );
}

/** Recharts lives only here, in the analytics chunk, loaded after the figures. */
export function AnalyticsCharts({ stats, action }: AnalyticsChartsProps) {
  const hasData = stats.timeline.some((r) => r.total > 0);
  const series = SERIES.filter((s) => action === 'all' || s.key === action);
  const timeline = stats.timeline.map((r) => ({ ...r, label: bucketLabel(r.date, stats.bucket) }));
  const breakdown = Object.entries(stats.events)
    .map(([key, count]) => ({ key, name: actionLabel(key), count }))
    .sort((a, b) => b.count - a.count);
  const playTotal = stats.timeline.reduce((a, r) => a + r.play, 0);

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Plays Over Time</CardTitle>
        </CardHeader>
        <CardContent>
          {hasData ? (
            <figure
              aria-label={`Line chart: ${playTotal} plays from ${stats.start_date} to ${stats.end_date}, by ${stats.bucket}`}
            >
              <ResponsiveContainer width="100%" height={256}>
                <LineChart data={timeline} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
                  <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" {...axis} minTickGap={16} />
                  <YAxis allowDecimals={false} {...axis} axisLine={false} />
                  <Tooltip contentStyle={tooltipStyle} />
                  {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} /> : null}
                  {series.map((s) => (
                    <Line
                      key={s.key}
                      type="monotone"
                      dataKey={s.key}
                      name={s.name}
                      stroke={s.color}
                      strokeWidth={2}
                      dot={timeline.length <= 31}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </figure>
          ) : (
            <Empty />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Actions Breakdown</CardTitle>
        </CardHeader>
        <CardContent>
          {breakdown.length > 0 ? (
            <figure aria-label={`Bar chart: ${breakdown.map((b) => `${b.name} ${b.count}`).join(', ')}`}>
              <ResponsiveContainer width="100%" height={256}>
                <BarChart data={breakdown} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
                  <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="name" {...axis} interval={0} />
                  <YAxis allowDecimals={false} {...axis} axisLine={false} />
                  <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--color-muted)' }} />
                  <Bar dataKey="count" name="Events" radius={[6, 6, 0, 0]} isAnimationActive={false}>
                    {breakdown.map((b, i) => (
                      <Cell key={b.key} fill={BAR_COLORS[i % BAR_COLORS.length]} />
                    ))}
                  </Bar>
                </BarChart>
              </ResponsiveContainer>
            </figure>
          ) : (
            <Empty />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
