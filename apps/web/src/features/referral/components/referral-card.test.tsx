// The referral card (SPEC 2.17, 4 'Referral card', 5 'Phone masking', 9): code, copy, share, QR,
// total with its 1 s count animation, the latest two, 'View N more', the 30 s refresh.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { REFERRAL_POLL_MS, type ReferralInfoResponse } from '@ott/contract';
import { stubApi, type Reply } from '@/testing/api-stub.ts';
import { stubMatchMedia } from '@/testing/dom.ts';
import { currentPath } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { restoreBrowserApis, setTabHidden, stubClipboard, stubExecCommand, stubShare } from '../testing/browser-apis.ts';
import { fourReferrals, makeReferralInfo, makeReferredUser } from '../testing/fixtures.ts';
import { renderReferral } from '../testing/render-referral.tsx';

const INFO = '/users/referral-info/';
const card = () => screen.findByRole('region', { name: 'Invite Friends' });
const shownCount = () => screen.getByTestId('referral-count').textContent;
const message = 'Join me on TeluguTV+ and watch Telugu movies, shows and live TV! Use my referral code RAVI7 when you sign up: https://tv.example/login?ref=RAVI7';

/** Answers the referral info from a list, one per call; the last answer repeats. */
function serveInfo(...answers: (ReferralInfoResponse | Reply)[]) {
  let call = 0;
  return stubApi({
    [`GET ${INFO}`]: () => {
      const answer = answers[Math.min(call++, answers.length - 1)]!;
      return typeof answer === 'object' && 'referral_code' in answer ? { body: answer } : answer;
    },
  });
}

describe('referral card', () => {
  freshSessionPerTest(() => makeUser());
  beforeEach(() => stubMatchMedia(() => false));
  afterEach(() => {
    vi.useRealTimers();
    restoreBrowserApis();
    toast.dismiss();
  });

  it("asks for the signed-in user's referral info and shows the code, QR, total and the latest two", async () => {
    const api = serveInfo(makeReferralInfo({ referred_users: fourReferrals() }));
    renderReferral();
    const region = await card();
    expect(screen.getByRole('heading', { level: 1, name: 'Invite Friends' })).toBeTruthy();
    expect(await within(region).findByText('RAVI7')).toBeTruthy();
    expect(api.requests(INFO)[0]?.searchParams.get('phone')).toBe('9876543210');
    expect(shownCount()).toBe('4');
    expect(within(region).getByText('Total Referrals')).toBeTruthy();

    const latest = within(region).getAllByRole('listitem');
    expect(latest).toHaveLength(2);
    expect(latest[0]!.textContent).toContain('Anil Rao');
    expect(latest[0]!.textContent).toContain('9876****1111');
    expect(latest[0]!.textContent).toContain('Joined 4 Jun 2024');
    expect(latest[1]!.textContent).toContain('Bhavya');
    expect(latest[1]!.textContent).toContain('8765****2222');
    expect(within(region).queryByText('Chandu K')).toBeNull();

    const more = within(region).getByRole('link', { name: 'View 2 more referrals in Referral Details' });
    expect(more.textContent).toBe('View 2 more');
    expect(more.getAttribute('href')).toBe('/referral/details');
    expect(within(region).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/referral/details');
  });

  it('shows the QR from the server and downloads it as referral_qr_{code}.png', async () => {
    serveInfo(makeReferralInfo());
    renderReferral();
    const region = await card();
    const image = await within(region).findByRole('img', { name: 'QR code of your invitation link' });
    expect(image.getAttribute('src')).toBe('/users/referral-qr/');
    const download = within(region).getByRole('link', { name: /^Download QR/ });
    expect(download.getAttribute('href')).toBe('/users/referral-qr/?download=1');
    expect(download.getAttribute('download')).toBe('referral_qr_RAVI7.png');
  });

  it('masks every phone it lists, whatever the server sent (first 4, four stars, last 4)', async () => {
    serveInfo(makeReferralInfo({ referred_users: [makeReferredUser({ phone: '9988776655' }), makeReferredUser({ phone: '9123****7788' })] }));
    renderReferral();
    const region = await card();
    expect(await within(region).findByText('9988****6655')).toBeTruthy();
    expect(within(region).getByText('9123****7788')).toBeTruthy();
    expect(within(region).queryByText('9988776655')).toBeNull();
  });

  it('says "No Referrals Yet" with no "View N more" when nobody has joined', async () => {
    serveInfo(makeReferralInfo());
    renderReferral();
    const region = await card();
    expect(await within(region).findByText('No Referrals Yet')).toBeTruthy();
    expect(within(region).getByText('Share your referral code to start earning rewards!')).toBeTruthy();
    expect(within(region).queryByRole('link', { name: /View \d+ more/ })).toBeNull();
    expect(shownCount()).toBe('0');
  });

  it('shows exactly two without "View N more" when there are two', async () => {
    serveInfo(makeReferralInfo({ referred_users: fourReferrals().slice(0, 2) }));
    renderReferral();
    const region = await card();
    await within(region).findByText('Anil Rao');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).queryByRole('link', { name: /View \d+ more/ })).toBeNull();
  });

  it('links WhatsApp with the invitation message, in a new tab', async () => {
    serveInfo(makeReferralInfo());
    renderReferral();
    const link = await within(await card()).findByRole('link', { name: /WhatsApp/ });
    expect(link.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toContain('https://tv.example/login?ref=RAVI7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('copies the code, says "Copied!" and "Copied to clipboard!", and goes back to "Copy code" after 2 s', async () => {
    const writeText = stubClipboard();
    serveInfo(makeReferralInfo());
    renderReferral();
    const region = await card();
    const button = await within(region).findByRole('button', { name: 'Copy code' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button);
    expect(await within(region).findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('RAVI7');
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(within(region).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(region).getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('shares through the native sheet when there is one', async () => {
    const share = stubShare();
    const writeText = stubClipboard();
    serveInfo(makeReferralInfo());
    renderReferral();
    fireEvent.click(await within(await card()).findByRole('button', { name: 'Share your invitation' }));
    expect(await screen.findByText('Shared successfully!')).toBeTruthy();
    expect(share).toHaveBeenCalledWith({ title: 'Join me on TeluguTV+', text: message });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the reader cancels the share sheet', async () => {
    stubShare('cancelled');
    const writeText = stubClipboard();
    serveInfo(makeReferralInfo());
    renderReferral();
    const button = await within(await card()).findByRole('button', { name: 'Share your invitation' });
    fireEvent.click(button);
    await waitFor(() => expect(navigator.share).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Shared successfully!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share your invitation' })).toBeTruthy();
  });

  it.each([
    ['there is no share sheet', () => undefined],
    ['the share sheet fails', () => stubShare('failed')],
  ])('copies the message with a 2 s "Message copied!" when %s', async (_case, setUp) => {
    setUp();
    const writeText = stubClipboard();
    serveInfo(makeReferralInfo());
    renderReferral();
    const region = await card();
    const button = await within(region).findByRole('button', { name: 'Share your invitation' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button);
    expect(await within(region).findByRole('button', { name: 'Message copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(message);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(region).getByRole('button', { name: 'Share your invitation' })).toBeTruthy();
  });

  it('falls back to a hidden field when the Clipboard API refuses, and says so when that fails too', async () => {
    stubClipboard({ fails: true });
    const execCommand = stubExecCommand(true);
    serveInfo(makeReferralInfo());
    renderReferral();
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Copy code' }));
    expect(await within(region).findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');

    execCommand.mockReturnValue(false);
    fireEvent.click(within(region).getByRole('button', { name: 'Share your invitation' }));
    expect(await screen.findByText('Could not copy. Please copy it by hand.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Share your invitation' })).toBeTruthy();
  });

  it('refreshes every 30 s and counts up to a new total over 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serveInfo(makeReferralInfo({ referred_users: fourReferrals().slice(0, 1) }), makeReferralInfo({ referred_users: fourReferrals() }));
    renderReferral();
    await card();
    await screen.findByText('Anil Rao');
    expect(shownCount()).toBe('1');
    expect(api.requests(INFO)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(REFERRAL_POLL_MS - 1000));
    expect(api.requests(INFO)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(api.requests(INFO)).toHaveLength(2));
    await screen.findByRole('link', { name: /View 2 more/ });
    // The settled number is what assistive technology reads, at once.
    expect(screen.getByText('4', { selector: '.sr-only' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(300));
    const midway = Number(shownCount());
    expect(midway).toBeGreaterThan(1);
    expect(midway).toBeLessThan(4);
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(shownCount()).toBe('4');
  });

  it('shows a new total at once when the reader prefers reduced motion', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveInfo(makeReferralInfo({ total_referrals: 1 }), makeReferralInfo({ total_referrals: 5 }));
    renderReferral();
    await card();
    await waitFor(() => expect(shownCount()).toBe('1'));
    await act(() => vi.advanceTimersByTimeAsync(REFERRAL_POLL_MS));
    await waitFor(() => expect(shownCount()).toBe('5'));
  });

  it('does not refresh while the tab is hidden, and refreshes on return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serveInfo(makeReferralInfo());
    renderReferral();
    await within(await card()).findByText('RAVI7');
    act(() => setTabHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(REFERRAL_POLL_MS * 3));
    expect(api.requests(INFO)).toHaveLength(1);
    act(() => setTabHidden(false));
    await waitFor(() => expect(api.requests(INFO)).toHaveLength(2));
  });

  it('shows a skeleton while loading, then the failure with Try Again that loads again', async () => {
    let release: (reply: Reply) => void = () => undefined;
    let calls = 0;
    stubApi({
      [`GET ${INFO}`]: () => {
        calls += 1;
        return calls === 1 ? new Promise<Reply>((resolve) => (release = resolve)) : { body: makeReferralInfo() };
      },
    });
    renderReferral();
    const region = await card();
    expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => release({ status: 500, body: { status: 'error', message: 'boom' } }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load referral information. Please try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(region).findByText('RAVI7')).toBeTruthy();
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('goes back to home', async () => {
    serveInfo(makeReferralInfo());
    renderReferral();
    fireEvent.click(await screen.findByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(currentPath()).toBe('/');
  });
});
