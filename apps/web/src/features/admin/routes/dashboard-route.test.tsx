// Issue 17.5: the dashboard screen: stat cards from the day counts, revenue exact from paise for
// finance only, a table under each chart, presets and a custom range in the URL.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, DASHBOARD_MESSAGES, istDay, type DashboardData, type DashboardMoneyResponse } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { renderConsoleWith, stubConsole } from '../testing/render-console.tsx';
import { DashboardRoute } from './dashboard-routes.tsx';

// jsdom has no canvas: the drawing is replaced; everything around it (summary, table) is real.
vi.mock('../components/uplot-chart.tsx', () => ({ default: () => <div data-testid="chart" /> }));

const day = (d: string, n: Partial<DashboardData['days'][number]> = {}) => ({
  day: d, signups: 0, active_subscribers: 0, new_subscriptions: 0, lapsed_subscriptions: 0, rentals: 0, ad_impressions: 0, ad_clicks: 0, ...n,
});
const COUNTS: DashboardData = {
  range: { from: '2026-01-01', to: '2026-01-02', days: 2 },
  generated_at: '2026-01-02T06:30:00.000Z',
  active_subscribers_now: 1234,
  days: [
    day('2026-01-01', { signups: 3, active_subscribers: 10, new_subscriptions: 2, ad_impressions: 300, ad_clicks: 6 }),
    day('2026-01-02', { signups: 4, active_subscribers: 11, lapsed_subscriptions: 1, rentals: 5, ad_impressions: 100, ad_clicks: 4 }),
  ],
  top_titles_by_views: [{ video_id: 9, title: 'Free Movie', views: 42, watch_seconds: 5400 }],
  top_titles_by_watch_time: [],
  failing_jobs: [{ queue: 'payment-reconcile', failed: 2, retrying: 1 }],
};
const MONEY: DashboardMoneyResponse['data'] = {
  range: COUNTS.range,
  days: [
    { day: '2026-01-01', captured_paise: 1_234_567, refunded_paise: 0, net_paise: 1_234_567 },
    { day: '2026-01-02', captured_paise: 19_900, refunded_paise: 10_050, net_paise: 9_850 },
  ],
  pending_withdrawals: { awaiting_approval: { count: 1, amount_paise: 500_000 }, in_payout: { count: 2, amount_paise: 25_050 } },
};

function render(roles: ('finance' | 'editor')[], at = '/admin/dashboard?from=2026-01-01&to=2026-01-02') {
  const api = stubConsole(
    { roles },
    {
      [`GET ${API.adminDashboard}`]: () => ({ body: { status: 'success', data: COUNTS } }),
      [`GET ${API.adminDashboardMoney}`]: () => ({ body: { status: 'success', data: MONEY } }),
    },
  );
  renderConsoleWith(at, [{ path: 'dashboard', element: <DashboardRoute /> }]);
  return api;
}

describe('dashboard screen', () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('shows the counts as cards, charts with tables, top titles and failing jobs', async () => {
    const api = render(['editor']);
    const cards = await screen.findByRole('list', { name: 'Dashboard' });
    expect(within(cards).getByText('1,234')).toBeTruthy();
    expect(within(cards).getByText('7')).toBeTruthy(); // signups 3 + 4
    expect(within(cards).getByText('2.50%')).toBeTruthy(); // 10 clicks of 400
    const signups = screen.getByRole('table', { name: 'Signups per day' });
    expect(within(signups).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Signups: 7 in total; highest 4 on 2 Jan.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Top titles by views' })).getByText('1 h 30 min')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Background jobs' })).getByText('payment-reconcile')).toBeTruthy();
    // No money for an editor: not asked for, and said so.
    expect(screen.getByText('Revenue and withdrawals are shown to the finance role.')).toBeTruthy();
    expect(api.calls.some((c) => c.path === API.adminDashboardMoney)).toBe(false);
    expect(api.calls.find((c) => c.path === API.adminDashboard)?.query.get('from')).toBe('2026-01-01');
  });

  it('shows finance the revenue exact to the paisa and the pending withdrawals', async () => {
    render(['finance']);
    const cards = await screen.findByRole('list', { name: 'Dashboard' });
    expect(await within(cards).findByText('₹12,444.17')).toBeTruthy();
    expect(within(cards).getByText('Captured ₹12,544.67 less refunds ₹100.50')).toBeTruthy();
    expect(within(cards).getByText('3 · ₹5,250.50')).toBeTruthy();
    const revenue = screen.getByRole('table', { name: 'Net revenue per day (₹)' });
    expect(within(revenue).getByText('₹98.50')).toBeTruthy();
  });

  it('keeps the range in the URL: presets and a custom range, refused when reversed', async () => {
    const api = render(['editor'], '/admin/dashboard');
    await screen.findByRole('list', { name: 'Dashboard' });
    expect(screen.getByRole('link', { name: 'Last 30 days' }).getAttribute('aria-current')).toBe('true');
    expect(api.calls.find((c) => c.path === API.adminDashboard)?.query.get('to')).toBe(istDay(new Date()));
    fireEvent.click(screen.getByRole('link', { name: 'Last 7 days' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Last 7 days' }).getAttribute('aria-current')).toBe('true'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DASHBOARD_MESSAGES.rangeReversed);
  });
});
