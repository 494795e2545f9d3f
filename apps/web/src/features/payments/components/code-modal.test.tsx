import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { useSession } from '@/lib/session.ts';
import { stubApi, type Reply } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { currentLocation } from '@/testing/render.tsx';
import { resetAll, setSignedOut, signIn } from '@/testing/session.ts';
import { makePayer, makePlan, SUBSCRIPTION } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { CodeModal } from './code-modal.tsx';
import '../i18n.ts';

vi.mock('sonner', () => import('../testing/mock-toast.ts'));

const codeInput = () => screen.getByLabelText('Enter your subscription code') as HTMLInputElement;
const validateButton = () => screen.getByRole('button', { name: 'Validate' });
const activateButton = () => screen.getByRole('button', { name: 'Activate Subscription' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(codeInput(), { target: { value } });

function renderModal(validate: () => Reply, apply: () => Reply = () => ({ body: { status: 'success', message: 'ok', subscription: SUBSCRIPTION } })) {
  const api = stubApi({ 'POST /users/validate-coupon/': validate, 'POST /users/apply-coupon/': apply });
  renderRoute('/plans', 'plans', <CodeModal open onClose={() => {}} returnTo="/plans" planId={2} />);
  return api;
}

describe('Subscription Code modal (SPEC 4 Code redemption, 5, 8 Code)', () => {
  beforeEach(() => {
    resetAll();
    polyfillDialog();
    vi.clearAllMocks();
    signIn(makePayer());
  });
  afterEach(() => {
    resetAll();
    vi.unstubAllGlobals();
  });

  it('is titled Subscription Code and asks for a code when empty', async () => {
    const api = renderModal(() => ({ body: { status: 'success', message: 'ok' } }));
    expect(screen.getByRole('dialog', { name: 'Subscription Code' })).toBeTruthy();
    fireEvent.click(validateButton());
    expect(await screen.findByText('Please enter a subscription code')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect(activateButton().disabled).toBe(true);
  });

  it('valid code enables Activate; typing again marks it not valid', async () => {
    const api = renderModal(() => ({ body: { status: 'success', message: 'ok' } }));
    type('gold2025');
    expect(codeInput().value).toBe('GOLD2025');
    fireEvent.click(validateButton());
    expect(await screen.findByText('Code is valid! Click Activate to use it')).toBeTruthy();
    expect(api.callsTo('POST', '/users/validate-coupon/')[0]?.body).toEqual({ code: 'GOLD2025', phone: '9876543210', plan_id: 2 });
    expect(activateButton().disabled).toBe(false);
    type('GOLD20256');
    expect(activateButton().disabled).toBe(true);
    expect(screen.queryByText('Code is valid! Click Activate to use it')).toBeNull();
  });

  it.each([
    [{ body: { status: 'error', message: 'nope' } }, 'Invalid code'],
    [{ status: 400, body: { status: 'error', message: 'Code expired' } }, 'Invalid code'],
    [{ status: 500, body: null }, 'Error validating code. Please try again.'],
    ['network-error' as const, 'Error validating code. Please try again.'],
  ])('validation failure %# says what SPEC 8 says', async (reply, message) => {
    renderModal(() => reply);
    type('BAD');
    fireEvent.click(validateButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(activateButton().disabled).toBe(true);
  });

  it('activation sets the subscription and goes to /profile', async () => {
    const api = renderModal(() => ({ body: { status: 'success', message: 'ok' } }));
    type('GOLD');
    fireEvent.click(validateButton());
    await screen.findByText('Code is valid! Click Activate to use it');
    fireEvent.click(activateButton());
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(toast.success).toHaveBeenCalledWith('Subscription activated successfully!');
    expect(api.callsTo('POST', '/users/apply-coupon/')[0]?.body).toEqual({ code: 'GOLD', phone: '9876543210', plan_id: 2 });
    expect(useSession.getState().user?.is_subscribed).toBe(true);
  });

  it.each([
    [{ body: { status: 'error', message: 'used' } }, 'Failed to activate subscription'],
    [{ status: 500, body: null }, 'Error activating subscription. Please try again.'],
  ])('activation failure %# says what SPEC 8 says', async (reply, message) => {
    renderModal(() => ({ body: { status: 'success', message: 'ok' } }), () => reply);
    type('GOLD');
    fireEvent.click(validateButton());
    await screen.findByText('Code is valid! Click Activate to use it');
    fireEvent.click(activateButton());
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('a 404 on activation goes to login', async () => {
    renderModal(() => ({ body: { status: 'success', message: 'ok' } }), () => ({ status: 404, body: { message: 'no user' } }));
    type('GOLD');
    fireEvent.click(validateButton());
    await screen.findByText('Code is valid! Click Activate to use it');
    fireEvent.click(activateButton());
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fplans'));
  });

  it('a visitor is told to log in and sent to /login', async () => {
    setSignedOut();
    const api = renderModal(() => ({ body: { status: 'success', message: 'ok' } }));
    type('GOLD');
    fireEvent.click(validateButton());
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fplans'));
    expect(toast.warning).toHaveBeenCalledWith('Please login to continue');
    expect(api.calls).toHaveLength(0);
  });

  it('an incomplete profile goes to /profile/update carrying the code', async () => {
    signIn(makePayer({ address: null }));
    renderModal(() => ({ body: { status: 'success', message: 'ok' } }));
    type('GOLD');
    fireEvent.click(validateButton());
    await waitFor(() => expect(currentLocation()).toBe('/profile/update?redirect=%2Fplans&code=GOLD'));
  });
  it("for a subscribed viewer, a valid code says how far it takes their plan (issue 12)", async () => {
    stubApi({ 'POST /users/validate-coupon/': () => ({ body: { status: 'success', message: 'ok', plan: makePlan({ name: 'Basic Plan', duration: 30 }) } }) });
    renderRoute('/plans', 'plans', <CodeModal open onClose={() => {}} returnTo="/plans" currentEnd="2099-01-10T12:00:00.000Z" />);
    type('welcome30');
    fireEvent.click(validateButton());
    expect(await screen.findByText('Activating adds Basic Plan (30 days): your plan will run until 9 Feb 2099.')).toBeTruthy();
    type('other');
    expect(screen.queryByText(/Activating adds/)).toBeNull();
  });
});
