import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { currentLocation } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeAuditEntry, pageOf, renderConsole, stubConsole } from '../testing/render-console.tsx';

const filtersForm = () => screen.findByRole('form', { name: 'Filters' });
const search = () => new URLSearchParams(currentLocation()?.split('?')[1] ?? '');

describe('audit log: filters in the URL, the request and the entries', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('asks the server for the filters and page a shared link holds, with the dates as IST days', async () => {
    const api = stubConsole();
    renderConsole('/admin/audit-log?action=operator.grant&actor=9000000001&target_type=user&from=2026-11-01&to=2026-11-28&page=2');
    const form = await filtersForm();
    await waitFor(() => expect(api.requests(API.adminAuditLog)).toHaveLength(1));
    expect(Object.fromEntries(api.requests(API.adminAuditLog)[0]!.searchParams)).toEqual({
      page: '2',
      page_size: '20',
      action: 'operator.grant',
      actor: '9000000001',
      target_type: 'user',
      from: '2026-11-01T00:00:00+05:30',
      to: '2026-11-28T23:59:59.999+05:30',
    });
    expect((within(form).getByLabelText('Action') as HTMLSelectElement).value).toBe('operator.grant');
    expect((within(form).getByLabelText('Actor') as HTMLInputElement).value).toBe('9000000001');
    expect((within(form).getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('puts applied filters in the URL (back to page 1) and asks again; a bad actor stays in the form', async () => {
    const api = stubConsole();
    renderConsole('/admin/audit-log?page=3');
    const form = await filtersForm();
    fireEvent.change(within(form).getByLabelText('Actor'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    const actor = within(form).getByLabelText('Actor');
    await waitFor(() => expect(actor.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(actor.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Actor must be an account id or a 10-digit mobile number');
    expect(search().get('page')).toBe('3');

    fireEvent.change(actor, { target: { value: ' 42 ' } });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'user.delete' } });
    fireEvent.change(within(form).getByLabelText('Target type'), { target: { value: 'user' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(search().toString()).toBe('action=user.delete&actor=42&target_type=user&from=2026-11-20'));
    await waitFor(() => expect(api.requests(API.adminAuditLog).at(-1)?.searchParams.get('action')).toBe('user.delete'));
    const last = api.requests(API.adminAuditLog).at(-1)!.searchParams;
    expect([last.get('actor'), last.get('target_type'), last.get('from'), last.get('page'), last.get('to')]).toEqual(['42', 'user', '2026-11-20T00:00:00+05:30', '1', null]);

    fireEvent.click(within(await filtersForm()).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(search().toString()).toBe(''));
    expect((within(await filtersForm()).getByLabelText('Actor') as HTMLInputElement).value).toBe('');
  });

  it('refuses a From date after the To date', async () => {
    stubConsole();
    renderConsole('/admin/audit-log');
    const form = await filtersForm();
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-28' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(within(form).getByLabelText('To').getAttribute('aria-invalid')).toBe('true'));
    expect(search().toString()).toBe('');
  });

  it('shows when (IST), who, action and target, with the before and after as JSON', async () => {
    stubConsole();
    renderConsole('/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('28 Nov 2026, 12:15:00 am')).toBeTruthy();
    expect(within(row).getByText('9000000001')).toBeTruthy();
    expect(within(row).getByText('Role granted')).toBeTruthy();
    expect(within(row).getByText('User #2')).toBeTruthy();
    const details = within(row).getByText('Show before and after').closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(within(row).getByText('Show before and after'));
    expect(details.textContent).toContain('"role": "editor"');
    expect(details.textContent).toContain('Nothing');
  });

  it("pages with the server's pagination, through the URL", async () => {
    const entries = Array.from({ length: 20 }, (_, i) => makeAuditEntry({ id: i + 1 }));
    const api = stubConsole({}, { [`GET ${API.adminAuditLog}`]: (call) => ({ body: pageOf(entries, { page: Number(call.query.get('page')), total: 45 }) }) });
    renderConsole('/admin/audit-log?action=operator.grant');
    const pages = await screen.findByRole('navigation', { name: 'Audit log pages' });
    expect(pages.textContent).toContain('45 entries');
    expect(pages.textContent).toContain('Page 1 of 3');
    expect((within(pages).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search().toString()).toBe('action=operator.grant&page=2'));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Audit log pages' }).textContent).toContain('Page 2 of 3'));
    expect(api.requests(API.adminAuditLog).at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('says so when nothing matches', async () => {
    stubConsole({ audit: [] });
    renderConsole('/admin/audit-log?action=user.delete');
    expect(await screen.findByText('No audit entries match these filters.')).toBeTruthy();
  });
});
