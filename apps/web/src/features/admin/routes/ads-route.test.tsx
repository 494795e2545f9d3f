// Issue 17.4 (ads): the console's Ads entry for editors, the list with state and CTR ('—' without
// impressions), the new ad form checked with the contract's words (times typed in IST), and the ad
// page: resume refused in the server's words, a banner image upload, and the stats table.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_ADS_API, ADS_ADMIN_MESSAGES as M, type AdStatsResponse, type AdminAd } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { renderConsoleWith, stubConsole } from '../testing/render-console.tsx';
import { istInputToIso, isoToIstInput } from '../lib/ad-form.ts';
import { AdRoute, AdsRoute, NewAdRoute } from './ads-routes.tsx';

function makeAd(overrides: Partial<AdminAd> = {}): AdminAd {
  return {
    id: 4,
    title: 'Diwali offer',
    description: '',
    ad_type: 'banner',
    external_url: 'https://example.com/d',
    call_to_action: 'Grab it',
    skip_after: 0,
    starts_at: '2026-12-07T04:30:00.000Z',
    ends_at: null,
    is_active: true,
    state: 'running',
    creative: { state: 'ready', progress: 100, error: null, source_name: null, video_url: null, banner_url: '/media/ads/4/a.jpg' },
    totals: { impressions: 8, clicks: 1, ctr: '12.50' },
    ...overrides,
  };
}

const STATS: AdStatsResponse = {
  from: '2026-12-06',
  to: '2026-12-07',
  days: [
    { date: '2026-12-06', impressions: 0, clicks: 0, ctr: null },
    { date: '2026-12-07', impressions: 3, clicks: 1, ctr: '33.33' },
  ],
  totals: { impressions: 3, clicks: 1, ctr: '33.33' },
};

const render = (at: string) =>
  renderConsoleWith(at, [
    { path: 'ads', element: <AdsRoute /> },
    { path: 'ads/new', element: <NewAdRoute /> },
    { path: 'ads/:id', element: <AdRoute /> },
  ]);

describe('ads in the console', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('reads IST schedule times both ways', () => {
    expect(istInputToIso('2026-12-07T10:00')).toBe('2026-12-07T10:00:00+05:30');
    expect(isoToIstInput('2026-12-07T04:30:00.000Z')).toBe('2026-12-07T10:00');
    expect(istInputToIso('')).toBeNull();
  });

  it('lists ads with state, schedule and CTR for an editor', async () => {
    stubConsole(
      { roles: ['editor'] },
      { [`GET ${ADMIN_ADS_API.ads}`]: () => ({ body: { ads: [makeAd(), makeAd({ id: 5, title: 'New pre-roll', ad_type: 'pre_roll', state: 'paused', starts_at: null, totals: { impressions: 0, clicks: 0, ctr: null } })] } }) },
    );
    render('/admin/ads');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Ads' }).getAttribute('href')).toBe('/admin/ads');
    const list = await screen.findByRole('list', { name: 'Ads' });
    const first = within(list).getByRole('link', { name: 'Open Diwali offer' });
    expect(first.getAttribute('href')).toBe('/admin/ads/4');
    expect(first.textContent).toContain('Running');
    expect(first.textContent).toContain('Banner');
    expect(first.textContent).toMatch(/From 7 Dec 2026, 10:00\s?am/);
    expect(within(first).getByTestId('ad-ctr').textContent).toBe('12.50%');
    const second = within(list).getByRole('link', { name: 'Open New pre-roll' });
    expect(second.textContent).toContain('Paused');
    expect(second.textContent).toContain('No schedule: always on');
    expect(within(second).getByTestId('ad-ctr').textContent).toBe('—');
  });

  it('checks the new ad form with the contract’s words, then sends the schedule in IST', async () => {
    const api = stubConsole(
      { roles: ['editor'] },
      { [`POST ${ADMIN_ADS_API.ads}`]: () => ({ body: { status: 'success', message: M.adCreated, ad: makeAd({ id: 9, is_active: false, state: 'paused' }) } }), [`GET ${ADMIN_ADS_API.ad(9)}`]: () => ({ body: { status: 'success', ad: makeAd({ id: 9 }) } }), [`GET ${ADMIN_ADS_API.stats(9)}`]: () => ({ body: STATS }) },
    );
    render('/admin/ads/new');
    const create = await screen.findByRole('button', { name: 'Create ad' });
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(create);
    expect(await screen.findByText(M.titleRequired)).toBeTruthy();
    expect(screen.getByText(M.typeInvalid)).toBeTruthy();
    expect(screen.getByText(M.urlInvalid)).toBeTruthy();
    expect(api.callsTo('POST', ADMIN_ADS_API.ads)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Diwali offer' } });
    fireEvent.change(screen.getByLabelText('Placement'), { target: { value: 'banner' } });
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'https://example.com/d' } });
    fireEvent.change(screen.getByLabelText('Starts (IST)'), { target: { value: '2026-12-07T10:00' } });
    fireEvent.change(screen.getByLabelText('Ends (IST)'), { target: { value: '2026-12-07T09:00' } });
    fireEvent.click(create);
    expect(await screen.findByText(M.endBeforeStart)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ends (IST)'), { target: { value: '2026-12-31T23:59' } });
    fireEvent.click(create);
    await waitFor(() => expect(api.callsTo('POST', ADMIN_ADS_API.ads)).toHaveLength(1));
    expect(api.callsTo('POST', ADMIN_ADS_API.ads)[0]!.body).toMatchObject({
      title: 'Diwali offer',
      ad_type: 'banner',
      external_url: 'https://example.com/d',
      starts_at: '2026-12-07T10:00:00+05:30',
      ends_at: '2026-12-31T23:59:00+05:30',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali offer' })).toBeTruthy();
  });

  it('shows the server’s refusal of a resume, uploads a banner image, and lists the stats per day', async () => {
    const paused = makeAd({ is_active: false, state: 'paused', creative: { ...makeAd().creative, state: 'missing', banner_url: null } });
    const api = stubConsole(
      { roles: ['editor'] },
      {
        [`GET ${ADMIN_ADS_API.ad(4)}`]: () => ({ body: { status: 'success', ad: paused } }),
        [`GET ${ADMIN_ADS_API.stats(4)}`]: () => ({ body: STATS }),
        [`POST ${ADMIN_ADS_API.resume(4)}`]: () => ({ status: 409, body: { status: 'error', message: M.creativeNotReady } }),
        [`POST ${ADMIN_ADS_API.bannerImage(4)}`]: () => ({ body: { status: 'success', message: M.imageUploaded, ad: makeAd({ is_active: false, state: 'paused' }) } }),
      },
    );
    render('/admin/ads/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(M.creativeNotReady)).toBeTruthy();
    expect(screen.getByText('No creative yet.')).toBeTruthy();

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload image'), { target: { files: [file] } });
    await waitFor(() => expect(api.callsTo('POST', ADMIN_ADS_API.bannerImage(4))).toHaveLength(1));
    expect(await screen.findByText(M.imageUploaded)).toBeTruthy();
    expect((await screen.findByRole('img', { name: 'Preview of the creative' })).getAttribute('src')).toBe('/media/ads/4/a.jpg');

    const table = await screen.findByRole('table', { name: 'Impressions, clicks and CTR per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('2026-12-073133.33%');
    expect(rows[2]!.textContent).toBe('2026-12-0600—');
    expect(within(table).getByTestId('ad-total-ctr').textContent).toBe('33.33%');
  });
});
