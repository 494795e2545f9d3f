// Issue 17.4: the console's codes screens: Codes and Bonus levels entries for editors, filters kept
// in the URL, a batch created with the form's checks first (one key per opening), the new codes on
// the batch page with copy and the CSV link, disable behind a confirmation, and redemptions.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  CODES_ADMIN_MESSAGES as M,
  PAYMENT_API,
  type AdminCode,
  type CodeBatch,
} from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { renderConsoleWith, stubConsole } from '../testing/render-console.tsx';
import { CodeBatchRoute, CodesRoute } from './codes-routes.tsx';

/** The first wait of a test covers the screen's lazy chunk, slow on a loaded machine. */
const SCREEN_LOAD = { timeout: 15_000 };
const PLAN = {
  id: 2,
  name: 'Standard Plan',
  price: 499,
  duration: 90,
  duration_text: '3 Months',
  per_day_text: '',
  features: [],
  popular: false,
  badge: null,
  description: '',
  brand_text: 'GOLD',
};
const code = (id: number, overrides: Partial<AdminCode> = {}): AdminCode => ({
  id,
  code: `DIWALI-ABCDEFGH${String(id).padStart(4, '2')}`,
  plan_id: 2,
  plan_name: 'Standard Plan',
  batch_id: 5,
  uses: 1,
  used: 0,
  expires_at: '2026-12-31T18:30:00.000Z',
  valid_until: '2026-12-31',
  is_active: true,
  status: 'active',
  created_at: '2026-12-07T05:00:00.000Z',
  ...overrides,
});
const BATCH: CodeBatch = {
  id: 5,
  plan_id: 2,
  plan_name: 'Standard Plan',
  count: 2,
  uses: 1,
  valid_until: '2026-12-31',
  prefix: 'DIWALI',
  created_by: '9000****0001',
  created_at: '2026-12-07T05:00:00.000Z',
};
const plans = {
  [`GET ${PAYMENT_API.plans}`]: () => ({ body: { status: 'success', plans: [PLAN] } }),
};

function render(at: string) {
  return renderConsoleWith(at, [
    { path: 'codes', element: <CodesRoute /> },
    { path: 'codes/batches/:id', element: <CodeBatchRoute /> },
  ]);
}

describe('codes in the console', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('lists codes for an editor, with filters in the URL and the next page on demand', async () => {
    const api = stubConsole(
      { roles: ['editor'] },
      {
        ...plans,
        [`GET ${API.adminCodes}`]: (call) => ({
          body: call.query.get('cursor')
            ? {
                status: 'success',
                data: [code(1, { status: 'used_up', used: 1 })],
                next_cursor: null,
              }
            : {
                status: 'success',
                data: [code(3), code(2, { status: 'disabled', is_active: false, batch_id: null })],
                next_cursor: 2,
              },
        }),
      },
    );
    render('/admin/codes?status=active&plan=2&batch=5');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Codes' }).getAttribute('href')).toBe(
      '/admin/codes',
    );
    expect(within(nav).getByRole('link', { name: 'Bonus levels' }).getAttribute('href')).toBe(
      '/admin/bonus-levels',
    );
    const list = await screen.findByRole('list', { name: 'Codes' }, SCREEN_LOAD);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('DIWALI-ABCDEFGH2223')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Batch 5' }).getAttribute('href')).toBe(
      '/admin/codes/batches/5',
    );
    expect(within(list).getByRole('button', { name: 'Enable DIWALI-ABCDEFGH2222' })).toBeTruthy();
    const first = api.callsTo('GET', API.adminCodes)[0]!;
    expect([first.query.get('status'), first.query.get('plan'), first.query.get('batch')]).toEqual([
      'active',
      '2',
      '5',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `${API.adminCodesExport}?plan=2&status=active&batch=5`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(api.callsTo('GET', API.adminCodes).at(-1)!.query.get('cursor')).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Show every batch' }));
    await waitFor(() =>
      expect(api.callsTo('GET', API.adminCodes).at(-1)!.query.get('batch')).toBeNull(),
    );
  });

  it('checks the form first, creates one batch per opening and opens the batch with its new codes', async () => {
    const api = stubConsole(
      { roles: ['editor'] },
      {
        ...plans,
        [`GET ${API.adminCodes}`]: () => ({
          body: { status: 'success', data: [], next_cursor: null },
        }),
        [`POST ${API.adminCodes}`]: () => ({
          body: {
            status: 'success',
            message: M.codesCreated,
            created: true,
            batch: BATCH,
            codes: [code(3), code(2)],
          },
        }),
        [`GET ${API.adminCodeBatch(5)}`]: () => ({
          body: { status: 'success', batch: BATCH, codes: [code(3), code(2)] },
        }),
      },
    );
    render('/admin/codes');
    expect(await screen.findByText('No codes match these filters.', {}, SCREEN_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New subscription codes' });
    fireEvent.change(within(dialog).getByLabelText('Number of codes'), {
      target: { value: '1001' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create codes' }));
    expect(await within(dialog).findByText(M.planRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.countInvalid)).toBeTruthy();
    expect(api.callsTo('POST', API.adminCodes)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Plan'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Number of codes'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Valid until (India time)'), {
      target: { value: '2026-12-31' },
    });
    fireEvent.change(within(dialog).getByLabelText('Prefix (optional)'), {
      target: { value: 'diwali' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create codes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batch 5' }, SCREEN_LOAD),
    ).toBeTruthy();
    const [sent] = api.callsTo('POST', API.adminCodes);
    expect(sent?.body).toMatchObject({
      plan_id: 2,
      count: 2,
      uses: 1,
      valid_until: '2026-12-31',
      prefix: 'DIWALI',
    });
    expect((sent?.body as { key: string }).key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('2 codes for Standard Plan, 1 use each')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy DIWALI-ABCDEFGH2223' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy all codes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `${API.adminCodesExport}?batch=5`,
    );
  });

  it('disables a code after a confirmation and shows who redeemed one', async () => {
    const api = stubConsole(
      { roles: ['editor'] },
      {
        ...plans,
        [`GET ${API.adminCodes}`]: () => ({
          body: { status: 'success', data: [code(3, { used: 1, uses: 2 })], next_cursor: null },
        }),
        [`POST ${API.adminCodeDisable(3)}`]: () => ({
          body: { status: 'success', message: M.codeDisabled, changed: 1 },
        }),
        // Two pages: the second asked for with the first's cursor.
        [`GET ${API.adminCodeRedemptions(3)}`]: (call) => ({
          body: {
            status: 'success',
            code: code(3, { used: 2, uses: 2 }),
            total: 2,
            ...(call.query.get('cursor') === '9'
              ? {
                  data: [{ id: 4, phone: '9123****4567', redeemed_at: '2026-12-06T06:00:00.000Z' }],
                  next_cursor: null,
                }
              : {
                  data: [{ id: 9, phone: '9876****3210', redeemed_at: '2026-12-07T06:00:00.000Z' }],
                  next_cursor: 9,
                }),
          },
        }),
      },
    );
    render('/admin/codes');
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Redemptions of DIWALI-ABCDEFGH2223' },
        SCREEN_LOAD,
      ),
    );
    const redemptions = await screen.findByRole('dialog', {
      name: 'Redemptions of DIWALI-ABCDEFGH2223',
    });
    expect(await within(redemptions).findByText('9876****3210')).toBeTruthy();
    expect(within(redemptions).getByText('2 of 2 uses taken The newest one is shown.')).toBeTruthy();
    fireEvent.click(within(redemptions).getByRole('button', { name: 'Show more' }));
    expect(await within(redemptions).findByText('9123****4567')).toBeTruthy();
    expect(within(redemptions).getByText('2 of 2 uses taken')).toBeTruthy();
    expect(within(redemptions).queryByRole('button', { name: 'Show more' })).toBeNull();
    fireEvent.click(within(redemptions).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Redemptions of DIWALI-ABCDEFGH2223' }),
      ).toBeNull(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Disable DIWALI-ABCDEFGH2223' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable this code?' });
    expect(api.callsTo('POST', API.adminCodeDisable(3))).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(M.codeDisabled)).toBeTruthy();
    expect(api.callsTo('POST', API.adminCodeDisable(3))).toHaveLength(1);
  });

  it('tells a support operator the screen needs the editor role', async () => {
    stubConsole({ roles: ['support'] });
    render('/admin/codes');
    expect(await screen.findByText(/needs the Editor role/)).toBeTruthy();
  });
});
