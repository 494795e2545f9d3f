import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES, API, MESSAGES, OperatorRole } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeOperator, renderConsole, SELF_OPERATOR, stubConsole } from '../testing/render-console.tsx';

const API_ROLE = '/api/admin/operators/:userId/roles/:role/';
const ROLE_MESSAGE = OperatorRole.safeParse('').error?.issues[0]?.message;
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function grantForm() {
  const section = await screen.findByRole('region', { name: 'Grant a role' });
  return {
    phone: within(section).getByLabelText('Mobile number'),
    role: within(section).getByLabelText('Role'),
    submit: () => fireEvent.click(within(section).getByRole('button', { name: /Grant/ })),
    section,
  };
}

describe('operators: grant and revoke', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it("checks the form with the contract's messages and sends nothing until it is right", async () => {
    const api = stubConsole();
    renderConsole('/admin/operators');
    const form = await grantForm();
    form.submit();
    await waitFor(() => expect(errorOf(form.phone)).toBe(MESSAGES.phoneLength));
    expect(errorOf(form.role)).toBe(ROLE_MESSAGE);
    expect(form.phone.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(form.phone, { target: { value: '12345' } });
    fireEvent.change(form.role, { target: { value: 'support' } });
    form.submit();
    await waitFor(() => expect(errorOf(form.phone)).toBe(MESSAGES.phoneLength));
    expect(form.role.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(form.phone, { target: { value: '5123456789' } });
    form.submit();
    await waitFor(() => expect(errorOf(form.phone)).toBe('Please enter a valid Indian mobile number'));
    expect(api.callsTo('POST', API.adminOperators)).toHaveLength(0);
  });

  it("shows the server's refusal in the form", async () => {
    let answer: { status: number; body: { status: string; message: string } } = { status: 400, body: { status: 'error', message: ADMIN_MESSAGES.noAccountForPhone } };
    const api = stubConsole({}, { [`POST ${API.adminOperators}`]: () => answer });
    renderConsole('/admin/operators');
    const form = await grantForm();
    fireEvent.change(form.phone, { target: { value: '+91 98765 43211' } });
    fireEvent.change(form.role, { target: { value: 'finance' } });
    form.submit();
    await waitFor(() => expect(errorOf(form.phone)).toBe(ADMIN_MESSAGES.noAccountForPhone));
    expect(api.callsTo('POST', API.adminOperators)[0]?.body).toEqual({ phone: '9876543211', role: 'finance' });
    answer = { status: 403, body: { status: 'error', message: MESSAGES.forbidden } };
    form.submit();
    expect((await within(form.section).findByRole('alert')).textContent).toBe(MESSAGES.forbidden);
    expect(form.phone.getAttribute('aria-invalid')).toBeNull();
  });

  it('grants, with the button disabled while it is on its way, then refreshes the list', async () => {
    const state = { operators: [SELF_OPERATOR] };
    let release = () => undefined as void;
    const api = stubConsole(state, {
      [`POST ${API.adminOperators}`]: () =>
        new Promise((resolve) => {
          release = () => {
            state.operators = [SELF_OPERATOR, makeOperator({ phone: '9876543211', roles: [{ role: 'support', source: 'granted', granted_by: { id: 1, phone: '9000000001' }, granted_at: '2026-11-28T05:00:00.000Z' }] })];
            resolve({ body: { status: 'success', message: ADMIN_MESSAGES.roleGranted, operator: state.operators[1] } });
          };
        }),
    });
    renderConsole('/admin/operators');
    const form = await grantForm();
    await screen.findByRole('heading', { level: 3, name: /9000000001/ });
    fireEvent.change(form.phone, { target: { value: '9876543211' } });
    fireEvent.change(form.role, { target: { value: 'support' } });
    form.submit();
    const busy = await within(form.section).findByRole('button', { name: 'Granting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    form.submit();
    release();
    expect(await screen.findByText('Role granted')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: /9876543211/ })).toBeTruthy();
    expect(api.callsTo('POST', API.adminOperators)).toHaveLength(1);
    expect(api.callsTo('GET', API.adminOperators).length).toBeGreaterThanOrEqual(2);
    expect((form.phone as HTMLInputElement).value).toBe('');
  });

  it('revokes only after confirmation, and shows a refusal in the dialog', async () => {
    const state = { operators: [SELF_OPERATOR, makeOperator()] };
    let refuse = true;
    const api = stubConsole(state, {
      [`DELETE ${API_ROLE}`]: () => {
        if (refuse) return { status: 400, body: { status: 'error', message: ADMIN_MESSAGES.adminFromSettings } };
        state.operators = [SELF_OPERATOR];
        return { body: { status: 'success', message: ADMIN_MESSAGES.roleRevoked, operator: { ...makeOperator(), roles: [] } } };
      },
    });
    renderConsole('/admin/operators');
    // The signed-in admin's own settings-made role has no Remove button.
    await screen.findByText('From the ADMIN_PHONES setting');
    expect(screen.getAllByRole('button', { name: /^Remove the/ })).toHaveLength(1);
    expect(screen.getByText('Granted by 9000000001 on 28 Nov 2026, 12:15:00 am')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove the Editor role from 9876543210' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove a role' });
    expect(dialog.textContent).toContain('Remove the Editor role from 9876543210?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the Editor role from 9876543210' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove a role' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.adminFromSettings);

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Role removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: /9876543210/ })).toBeNull());
    const deletes = api.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.path)).toEqual([API.adminOperatorRole(2, 'editor'), API.adminOperatorRole(2, 'editor')]);
  });
});
