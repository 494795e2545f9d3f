import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_PLANS_POPUP_MESSAGES, API } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeAdminPlan, popupState, renderPlansPopup, stubPlansPopup } from '../testing/render-plans-popup.tsx';

const M = ADMIN_PLANS_POPUP_MESSAGES;
const list = () => screen.findByRole('list', { name: 'Plans' });
const item = async (name: string) => within(await list()).findByRole('listitem', { name });

describe('plans screen', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('lists every plan with price, days, marks and orders, and a finance nav entry', async () => {
    stubPlansPopup(popupState({ roles: ['finance'], plans: [makeAdminPlan(), makeAdminPlan({ id: 3, name: 'Premium Plan', price_paise: 99_950, is_active: false, popular: true, orders_count: 1 })] }));
    renderPlansPopup('/admin/plans');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe('/admin/plans');
    expect(within(nav).queryByRole('link', { name: 'Welcome popup' })).toBeNull();
    const basic = await item('Basic Plan');
    expect(basic.textContent).toContain('₹199 · 30 days');
    expect(basic.textContent).toContain('3 orders');
    const premium = await item('Premium Plan');
    expect(premium.textContent).toContain('₹999.50 · 30 days');
    expect(within(premium).getByText('Hidden')).toBeTruthy();
    expect((within(premium).getByLabelText('Visible to viewers') as HTMLInputElement).checked).toBe(false);
    expect((within(premium).getByLabelText('Popular') as HTMLInputElement).checked).toBe(true);
  });

  it('marks a plan popular at once; the list then shows only that one popular', async () => {
    const state = popupState();
    const api = stubPlansPopup(state);
    renderPlansPopup('/admin/plans');
    fireEvent.click(within(await item('Basic Plan')).getByLabelText('Popular'));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminPlan(1))).toHaveLength(1));
    expect(api.callsTo('PATCH', API.adminPlan(1))[0]!.body).toEqual({ popular: true });
    await waitFor(async () => expect((within(await item('Standard Plan')).getByLabelText('Popular') as HTMLInputElement).checked).toBe(false));
    expect((within(await item('Basic Plan')).getByLabelText('Popular') as HTMLInputElement).checked).toBe(true);
  });

  it('edits every field; the price goes as typed rupees and is checked first', async () => {
    const api = stubPlansPopup(popupState());
    renderPlansPopup('/admin/plans');
    fireEvent.click(within(await item('Basic Plan')).getByRole('button', { name: 'Edit Basic Plan' }));
    const editor = within(await item('Basic Plan'));
    fireEvent.change(editor.getByLabelText('Price (₹)'), { target: { value: '19.999' } });
    fireEvent.click(editor.getByRole('button', { name: 'Save plan' }));
    expect(await editor.findByText(M.planPriceInvalid)).toBeTruthy();
    expect(api.callsTo('PATCH', API.adminPlan(1))).toHaveLength(0);
    fireEvent.change(editor.getByLabelText('Price (₹)'), { target: { value: '249.50' } });
    fireEvent.change(editor.getByLabelText('Duration (days)'), { target: { value: '45' } });
    fireEvent.change(editor.getByLabelText('Badge'), { target: { value: 'Festive' } });
    fireEvent.change(editor.getByLabelText('Features'), { target: { value: 'HD\n2 screens\n' } });
    fireEvent.click(editor.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminPlan(1))).toHaveLength(1));
    expect(api.callsTo('PATCH', API.adminPlan(1))[0]!.body).toMatchObject({
      name: 'Basic Plan',
      price: '249.50',
      duration_days: 45,
      badge: 'Festive',
      features: ['HD', '2 screens', ''],
      popular: false,
      is_active: true,
    });
    expect((await screen.findAllByText(M.planSaved)).length).toBeGreaterThan(0);
    await waitFor(async () => expect((await item('Basic Plan')).textContent).toContain('₹249.50 · 45 days'));
  });

  it('adds a plan and says what is missing first', async () => {
    const api = stubPlansPopup(popupState());
    renderPlansPopup('/admin/plans');
    const form = within(await screen.findByRole('region', { name: 'Add a plan' }));
    fireEvent.click(form.getByRole('button', { name: 'Add plan' }));
    expect(await form.findByText(M.planNameRequired)).toBeTruthy();
    expect(form.getByText(M.planPriceInvalid)).toBeTruthy();
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Weekly' } });
    fireEvent.change(form.getByLabelText('Price (₹)'), { target: { value: '49' } });
    fireEvent.change(form.getByLabelText('Duration (days)'), { target: { value: '7' } });
    fireEvent.click(form.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminPlans)).toHaveLength(1));
    expect(api.callsTo('POST', API.adminPlans)[0]!.body).toMatchObject({ name: 'Weekly', price: '49', duration_days: 7, is_active: true });
    expect(await item('Weekly')).toBeTruthy();
  });

  it('tells an editor without the finance role why the screen is closed', async () => {
    stubPlansPopup(popupState({ roles: ['editor'] }));
    renderPlansPopup('/admin/plans');
    expect(await screen.findByText(/needs the Finance role/)).toBeTruthy();
  });
});
