// Issue 17.1: the console's viewer search and viewer page: a Viewers entry for support, a debounced
// search listing phone, name and plan, the page's sections, and its actions behind confirmations.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  PAYMENT_API,
  VIEWERS_ADMIN_MESSAGES as M,
  type ViewerDetailResponse,
  type ViewerSummary,
} from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { renderConsoleWith, stubConsole } from '../testing/render-console.tsx';
import { ViewerRoute, ViewersRoute } from './viewers-routes.tsx';

const SUMMARY: ViewerSummary = {
  id: 7,
  phone: '9876500007',
  first_name: 'Ravi',
  last_name: 'Kumar',
  referral_code: 'RAVI7',
  joined_at: '2026-11-20T10:00:00.000Z',
  blocked_at: null,
  subscription: {
    plan_id: 1,
    plan_name: 'Basic Plan',
    start_date: '2026-11-20T10:00:00.000Z',
    end_date: '2099-01-01T00:00:00.000Z',
    is_active: true,
    days_remaining: 9000,
  },
};

function detail(overrides: Partial<ViewerDetailResponse['viewer']> = {}): ViewerDetailResponse {
  return {
    status: 'success',
    viewer: {
      ...SUMMARY,
      email: null,
      gender: null,
      address: 'Main road',
      village: null,
      mandal: null,
      pincode: '500001',
      referred_by: null,
      blocked_reason: null,
      operator_roles: [],
      ...overrides,
    },
    subscription_grants: [
      {
        id: 1,
        plan_name: 'Basic Plan',
        source: 'order',
        starts_at: '2026-11-20T10:00:00.000Z',
        ends_at: '2099-01-01T00:00:00.000Z',
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    rentals: [],
    devices: [
      {
        id: 3,
        device_name: 'Chrome on Android',
        device_type: 'web',
        is_active: true,
        last_active: '2026-11-21T10:00:00.000Z',
      },
    ],
    sessions: [
      {
        id: 4,
        name: 'Chrome on Android',
        ip_address: '49.205.x.x',
        created_at: '2026-11-21T10:00:00.000Z',
        last_seen_at: '2026-11-21T10:00:00.000Z',
        is_live: true,
        revoked_reason: null,
      },
    ],
    watch_history: [
      {
        video_id: 9,
        title: 'Free Movie',
        position_seconds: 30,
        duration_seconds: 60,
        completed: false,
        updated_at: '2026-11-21T10:00:00.000Z',
      },
    ],
    wallet: {
      balance: 12.5,
      transactions: [
        {
          id: 5,
          transaction_type: 'REFERRAL_BONUS',
          amount: 12.5,
          status: 'COMPLETED',
          description: '',
          created_at: '2026-11-21T10:00:00.000Z',
        },
      ],
    },
    referrals: { total: 0, referred_users: [] },
    orders: [],
    withdrawals: [],
  };
}

function render(at: string) {
  return renderConsoleWith(at, [
    { path: 'viewers', element: <ViewersRoute /> },
    { path: 'viewers/:id', element: <ViewerRoute /> },
  ]);
}

describe('viewers in the console', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('shows a Viewers entry to support and searches after the typing pause', async () => {
    const api = stubConsole(
      { roles: ['support'] },
      {
        [`GET ${API.adminViewers}`]: (call) => ({
          body: {
            status: 'success',
            data:
              call.query.get('q') === 'ravi'
                ? [
                    SUMMARY,
                    {
                      ...SUMMARY,
                      id: 8,
                      phone: '9876500008',
                      first_name: null,
                      last_name: null,
                      blocked_at: '2026-11-22T10:00:00.000Z',
                      subscription: {
                        ...SUMMARY.subscription,
                        plan_name: null,
                        end_date: null,
                        is_active: false,
                      },
                    },
                  ]
                : [],
            pagination: {
              current_page: 1,
              page_size: 20,
              total_items: 2,
              total_pages: 1,
              has_next: false,
              has_previous: false,
            },
          },
        }),
      },
    );
    render('/admin/viewers');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Viewers' }).getAttribute('href')).toBe(
      '/admin/viewers',
    );
    const box = await screen.findByLabelText('Search viewers');
    fireEvent.change(box, { target: { value: 'r' } });
    fireEvent.change(box, { target: { value: 'ra' } });
    fireEvent.change(box, { target: { value: 'ravi' } });
    const list = await screen.findByRole('list', { name: 'Viewers found' });
    // No text lists everyone first; the typed text is sent once, after the pause.
    expect(api.callsTo('GET', API.adminViewers).map((c) => c.query.get('q'))).toEqual([
      null,
      'ravi',
    ]);
    const first = within(list).getByRole('link', { name: 'Open Ravi Kumar' });
    expect(first.getAttribute('href')).toBe('/admin/viewers/7');
    expect(first.textContent).toContain('9876500007');
    expect(first.textContent).toContain('Basic Plan until');
    const second = within(list).getByRole('link', { name: 'Open 9876500008' });
    expect(second.textContent).toContain('No name yet');
    expect(second.textContent).toContain('Blocked');
    expect(second.textContent).toContain('No plan');
  });

  it('narrows by status, kept in the URL with the text', async () => {
    const api = stubConsole(
      { roles: ['support'] },
      {
        [`GET ${API.adminViewers}`]: (call) => ({
          body: {
            status: 'success',
            data: call.query.get('status') === 'blocked' ? [] : [SUMMARY],
            pagination: {
              current_page: 1,
              page_size: 20,
              total_items: 1,
              total_pages: 1,
              has_next: false,
              has_previous: false,
            },
          },
        }),
      },
    );
    render('/admin/viewers?q=ravi');
    const filter = await screen.findByRole('group', { name: 'Show' });
    expect(
      within(filter).getByRole('button', { name: 'All viewers' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await screen.findByRole('link', { name: 'Open Ravi Kumar' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Blocked' }));
    expect(await screen.findByText('No viewer matches “ravi”.')).toBeTruthy();
    expect(
      within(filter).getByRole('button', { name: 'Blocked' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const last = api.callsTo('GET', API.adminViewers).at(-1)!;
    expect([last.query.get('q'), last.query.get('status')]).toEqual(['ravi', 'blocked']);
  });

  it('tells an editor the screen needs the support role', async () => {
    stubConsole({ roles: ['editor'] });
    render('/admin/viewers');
    expect(await screen.findByText(/needs the Support role/)).toBeTruthy();
  });

  it('shows the sections and blocks with a reason, which it checks first', async () => {
    let current = detail();
    const api = stubConsole(
      { roles: ['support'] },
      {
        [`GET ${API.adminViewer(7)}`]: () => ({ body: current }),
        [`POST ${API.adminViewerBlock(7)}`]: () => {
          current = detail({ blocked_at: '2026-11-22T10:00:00.000Z', blocked_reason: 'Fraud' });
          return {
            body: {
              status: 'success',
              message: M.viewerBlocked,
              changed: true,
              signed_out: 1,
              viewer: current.viewer,
            },
          };
        },
      },
    );
    render('/admin/viewers/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeTruthy();
    for (const name of [
      'Profile',
      'Subscription history',
      'Rentals',
      'Devices',
      'Sessions',
      'Watch history',
      'Wallet',
      'Referrals',
      'Orders',
      'Withdrawals',
    ]) {
      expect(screen.getByRole('region', { name }), name).toBeTruthy();
    }
    expect(
      within(screen.getByRole('region', { name: 'Wallet' })).getByText('Balance: ₹12.5'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Watch history' })).getByText('50%'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Rentals' })).getByText('Nothing here yet.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this viewer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText(M.blockReasonRequired)).toBeTruthy();
    expect(api.callsTo('POST', API.adminViewerBlock(7))).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminViewerBlock(7))).toHaveLength(1));
    expect(api.callsTo('POST', API.adminViewerBlock(7))[0]!.body).toEqual({ reason: 'Fraud' });
    expect(await screen.findByText(M.viewerBlocked)).toBeTruthy();
    expect(await screen.findByText(/Reason: Fraud/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it('grants days with a reason and one key per form', async () => {
    const api = stubConsole(
      { roles: ['admin'] },
      {
        [`GET ${API.adminViewer(7)}`]: () => ({ body: detail() }),
        [`GET ${PAYMENT_API.plans}`]: () => ({ body: { status: 'success', plans: [] } }),
        [`POST ${API.adminViewerGrant(7)}`]: () => ({
          body: {
            status: 'success',
            message: M.subscriptionGranted,
            changed: true,
            signed_out: 0,
            viewer: detail().viewer,
          },
        }),
      },
    );
    render('/admin/viewers/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Grant days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant or extend a subscription' });
    fireEvent.change(within(dialog).getByLabelText('Days'), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant days' }));
    expect(await within(dialog).findByText(M.grantDaysInvalid)).toBeTruthy();
    expect(await within(dialog).findByText(M.grantReasonRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Days'), { target: { value: '15' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Outage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant days' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminViewerGrant(7))).toHaveLength(1));
    expect(api.callsTo('POST', API.adminViewerGrant(7))[0]!.body).toMatchObject({
      days: 15,
      reason: 'Outage',
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText(M.subscriptionGranted)).toBeTruthy();
  });

  it('says so when the viewer does not exist', async () => {
    stubConsole(
      { roles: ['support'] },
      {
        [`GET ${API.adminViewer(99)}`]: () => ({
          status: 404,
          body: { status: 'error', message: 'User not found' },
        }),
      },
    );
    render('/admin/viewers/99');
    expect(
      await screen.findByText('This viewer does not exist or their account was deleted.'),
    ).toBeTruthy();
  });
});
