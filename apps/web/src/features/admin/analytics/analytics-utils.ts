import { PERIOD_DAYS, type TAnalyticsPeriod, type TUsageStats } from '@serenade/contract';
import { toCsv } from '../kit/csv';

const DAY_MS = 86_400_000;

/** yyyy-mm-dd of a UTC day: analytics ranges are UTC calendar days, as the server counts them. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The dates a period button selects: Day is today, Week the last 7 days, Month the last 30 (UTC). */
export function presetRange(period: TAnalyticsPeriod, now = new Date()): { startDate: string; endDate: string } {
  const endDate = utcDay(now);
  return { startDate: utcDay(new Date(now.getTime() - (PERIOD_DAYS[period] - 1) * DAY_MS)), endDate };
}

export const CSV_HEADER = ['Date', 'Total Events', 'Plays', 'Likes', 'Shares'];

/** SPEC 9: analytics export columns Date, Total Events, Plays, Likes, Shares, one row per bucket. */
export function analyticsCsv(timeline: TUsageStats['timeline']): string {
  return toCsv(
    CSV_HEADER,
    timeline.map((r) => [r.date, r.total, r.play, r.like, r.share]),
  );
}

const ACTION_LABELS: Record<string, string> = {
  play: 'Play',
  like: 'Like',
  share: 'Share',
  song_view: 'View',
  song_pause: 'Pause',
  song_download: 'Download',
  page_view: 'Page view',
  song_upload_success: 'Upload',
  song_upload_error: 'Upload failed',
  song_request_complete: 'Request completed',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Axis label of a timeline bucket: the hour for a single day, the day otherwise (UTC, as counted). */
export function bucketLabel(date: string, bucket: 'hour' | 'day'): string {
  if (bucket === 'hour') return `${date.slice(11, 16)}`;
  const d = new Date(`${date}T00:00:00Z`);
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
