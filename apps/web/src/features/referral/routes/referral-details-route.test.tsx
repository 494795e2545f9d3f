// /referral/details (SPEC 2.17, 5 'Phone masking', 9 relative time): totals, code with copy and
// its 2 s toast, QR download, the history table, the mobile cards and the empty state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { REFERRAL_POLL_MS } from '@ott/contract';
import { stubApi } from '@/testing/api-stub.ts';
import { stubMatchMedia } from '@/testing/dom.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { currentPath } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { restoreBrowserApis, stubClipboard } from '../testing/browser-apis.ts';
import { fourReferrals, makeReferralInfo, makeReferredUser } from '../testing/fixtures.ts';
import { renderReferral } from '../testing/render-referral.tsx';

const INFO = '/users/referral-info/';
const NOW = new Date('2024-06-04T09:05:00.000Z');
const history = () => screen.findByRole('region', { name: 'Referral History' });

/** Four referrals joined 5 min, 1 h, 3 days and 10 days before NOW. */
const referrals = () =>
  fourReferrals().map((user, index) => ({
    ...user,
    joined_at: ['2024-06-04T09:00:00.000Z', '2024-06-04T08:00:00.000Z', '2024-06-01T08:00:00.000Z', '2024-05-25T08:00:00.000Z'][index]!,
  }));

function serve(info = makeReferralInfo({ referred_users: referrals() })) {
  return stubApi({ [`GET ${INFO}`]: () => ({ body: info }) });
}

describe('referral details', () => {
  freshSessionPerTest(() => makeUser());
  beforeEach(() => {
    stubMatchMedia(() => false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreBrowserApis();
    toast.dismiss();
  });

  it('shows the totals: all referrals, Premium and Free', async () => {
    const api = serve();
    renderReferral('/referral/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral Details' })).toBeTruthy();
    await history();
    expect(api.requests(INFO)[0]?.searchParams.get('phone')).toBe('9876543210');
    const totals = (label: string) => screen.getByText(label).closest('dl')!.querySelector('.sr-only')!.textContent;
    expect(totals('Total Referrals')).toBe('4');
    expect(totals('Premium Members')).toBe('2');
    expect(totals('Free Members')).toBe('2');
  });

  it('lists every referral in the table: masked phone, first name, joined date, Premium or Free, Joined', async () => {
    serve(makeReferralInfo({ referred_users: [...referrals().slice(0, 3), makeReferredUser({ phone: '9988776655', first_name: '', joined_at: '2024-05-25T08:00:00.000Z' })] }));
    renderReferral('/referral/details');
    const table = within(await history()).getByRole('table', { name: 'Referral History' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Phone Number', 'First Name', 'Joined Date', 'Subscription', 'Status']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['9876****1111', 'Anil', '4 Jun 2024', 'Premium', 'Joined'],
      ['8765****2222', 'Bhavya', '4 Jun 2024', 'Free', 'Joined'],
      ['7654****3333', 'Chandu', '1 Jun 2024', 'Premium', 'Joined'],
      ['9988****6655', '—', '25 May 2024', 'Free', 'Joined'],
    ]);
  });

  it('has cards with relative time for phones (SPEC 9: just now, Xm, Xh, Xd ago, then the date)', async () => {
    serve(makeReferralInfo({ referred_users: [makeReferredUser({ first_name: 'Nani', last_name: '', joined_at: '2024-06-04T09:04:30.000Z' }), ...referrals()] }));
    renderReferral('/referral/details');
    const section = await history();
    const cards = within(within(section).getByRole('list', { name: 'Referral History' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('time')?.textContent)).toEqual(['just now', '5m ago', '1h ago', '3d ago', '25 May 2024']);
    expect(cards[1]!.textContent).toContain('Anil Rao');
    expect(cards[1]!.textContent).toContain('9876****1111');
    expect(cards[1]!.textContent).toContain('Premium');
    expect(cards[4]!.textContent).toContain('New member');
    expect(cards[4]!.textContent).toContain('Free');
    // Below 768 px the cards show and the table hides; from 768 px the other way round.
    expect(within(section).getByRole('list').className).toContain('md:hidden');
    expect(within(section).getByRole('table').parentElement!.className).toMatch(/\bhidden\b.*\bmd:block\b/);
  });

  it('says "No Referrals Yet" when nobody has joined', async () => {
    serve(makeReferralInfo());
    renderReferral('/referral/details');
    const section = await history();
    expect(within(section).getByText('No Referrals Yet')).toBeTruthy();
    expect(within(section).getByText('Share your referral code to start earning rewards!')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('copies the code with a "Copied to clipboard!" toast that goes after 2 s', async () => {
    const writeText = stubClipboard();
    serve();
    renderReferral('/referral/details');
    await history();
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('RAVI7');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByText('Copied to clipboard!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.queryByText('Copied to clipboard!')).toBeNull());
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('shows the QR with its download as referral_qr_{code}.png', async () => {
    serve();
    renderReferral('/referral/details');
    await history();
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' }).getAttribute('src')).toBe('/users/referral-qr/');
    const download = screen.getByRole('link', { name: 'Download QR code as referral_qr_RAVI7.png' });
    expect(download.getAttribute('href')).toBe('/users/referral-qr/?download=1');
    expect(download.getAttribute('download')).toBe('referral_qr_RAVI7.png');
  });

  it('keeps the history current: a new referral shows after the 30 s refresh', async () => {
    let users = referrals().slice(1);
    stubApi({ [`GET ${INFO}`]: () => ({ body: makeReferralInfo({ referred_users: users }) }) });
    renderReferral('/referral/details');
    const table = within(await history()).getByRole('table');
    expect(within(table).queryByText('Anil')).toBeNull();
    users = referrals();
    await act(() => vi.advanceTimersByTimeAsync(REFERRAL_POLL_MS));
    expect(await within(table).findByText('Anil')).toBeTruthy();
  });

  it('says when it cannot load, and Back goes to the referral card', async () => {
    stubApi({ [`GET ${INFO}`]: () => ({ status: 500, body: { status: 'error', message: 'boom' } }) });
    renderReferral('/referral/details');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load referral information. Please try again.');
    stubApi({ [`GET ${INFO}`]: () => ({ body: makeReferralInfo() }) });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Invite Friends' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Friends' })).toBeTruthy();
    expect(currentPath()).toBe('/referral');
  });
});
