// Watch time from progress reports (the player reports every 10 s, and on pause and exit): the
// forward move since the viewer's last report of that title, at most the wall time between the two
// reports plus a little slack (a seek forward is not watching) and at most five minutes a report.
export const WATCH_SLACK_SECONDS = 15;
export const WATCH_MAX_PER_REPORT_SECONDS = 300;

export interface ProgressPoint {
  positionSeconds: number;
  updatedAt: Date;
}

/** Seconds watched between the previous report (none: a first report) and this one. */
export function watchedSeconds(previous: ProgressPoint | undefined, position: number, now: Date): number {
  const from = previous?.positionSeconds ?? 0;
  const elapsed = previous ? Math.max(0, (now.getTime() - previous.updatedAt.getTime()) / 1000) : 0;
  const allowed = Math.min(elapsed + WATCH_SLACK_SECONDS, WATCH_MAX_PER_REPORT_SECONDS);
  return Math.floor(Math.max(0, Math.min(position - from, allowed)));
}
