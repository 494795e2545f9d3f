import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API } from '@ott/contract';
import { success } from '@/testing/api-stub.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { currentLocation, currentPath } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { pageOf, renderConsole, stubConsole } from '../testing/render-console.tsx';
import { CATEGORIES, makeIngest, makeTitle, rowOf } from '../testing/titles-fixtures.ts';

const search = () => new URLSearchParams(currentLocation()?.split('?')[1] ?? '');
const filtersForm = () => screen.findByRole('search', { name: 'Filters' });

const ROWS = [
  rowOf(makeTitle()),
  rowOf(makeTitle({ id: 8, title: 'Kalki 2898 AD', status: 'processing', video_type: 'rental', category_name: null, ingest: makeIngest({ state: 'running', step: 'encode', progress: 42 }) })),
  rowOf(makeTitle({ id: 9, title: 'Devara', status: 'scheduled', publish_at: '2026-12-01T12:30:00.000Z' })),
];

function stubTitles(rows = ROWS, total = rows.length) {
  return stubConsole(
    { roles: ['editor'] },
    {
      [`GET ${API.adminTitles}`]: (call) => ({ body: pageOf(rows as never[], { page: Number(call.query.get('page') ?? 1), total }) }),
      [`GET ${API.frontendCategories}`]: () => success(CATEGORIES),
    },
  );
}

describe('titles list: filters in the URL, the request and the rows', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('shows Titles in an editor’s navigation and rows with status, live percent, type, category, duration and time', async () => {
    stubTitles();
    renderConsole('/admin/titles');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Titles' }).getAttribute('href')).toBe('/admin/titles');
    expect(within(nav).queryByRole('link', { name: 'Operators' })).toBeNull();
    const list = await screen.findByRole('list', { name: 'Titles' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Pushpa 2' }).getAttribute('href')).toBe('/admin/titles/7');
    expect(within(first!).getByText('Draft')).toBeTruthy();
    expect(within(first!).getByText('Free')).toBeTruthy();
    expect(within(first!).getByText('Movies')).toBeTruthy();
    expect(within(first!).getByText('2h 3m')).toBeTruthy();
    expect(first!.textContent).toContain('28 Nov 2026, 12:15 am');
    expect(within(second!).getByText('Processing 42%')).toBeTruthy();
    expect(within(second!).getByText('Rental')).toBeTruthy();
    expect(within(second!).getByText('No category')).toBeTruthy();
    expect(within(third!).getByText('Scheduled')).toBeTruthy();
    expect(within(third!).getByText('Publishes on 1 Dec 2026, 6:00 pm (IST).')).toBeTruthy();
  });

  it('asks for the filters a link holds and fills the form from them', async () => {
    const api = stubTitles();
    renderConsole('/admin/titles?q=push&status=draft&video_type=paid&category_id=4&page=2');
    const form = await filtersForm();
    await waitFor(() => expect(api.requests(API.adminTitles).length).toBeGreaterThan(0));
    expect(Object.fromEntries(api.requests(API.adminTitles)[0]!.searchParams)).toEqual({ page: '2', page_size: '20', q: 'push', status: 'draft', video_type: 'paid', category_id: '4' });
    expect((within(form).getByLabelText('Search by name') as HTMLInputElement).value).toBe('push');
    expect((within(form).getByLabelText('Status') as HTMLSelectElement).value).toBe('draft');
    expect((within(form).getByLabelText('Type') as HTMLSelectElement).value).toBe('paid');
    await waitFor(() => expect((within(form).getByLabelText('Category') as HTMLSelectElement).value).toBe('4'));
  });

  it('puts a chosen filter and the debounced search in the URL (back to page 1) and asks again', async () => {
    const api = stubTitles();
    renderConsole('/admin/titles?page=3');
    const form = await filtersForm();
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'failed' } });
    await waitFor(() => expect(search().toString()).toBe('status=failed'));
    fireEvent.change(within(form).getByLabelText('Search by name'), { target: { value: 'Kal' } });
    fireEvent.change(within(form).getByLabelText('Search by name'), { target: { value: 'Kalki' } });
    expect(search().get('q')).toBeNull();
    await waitFor(() => expect(search().toString()).toBe('q=Kalki&status=failed'));
    await waitFor(() => expect(api.requests(API.adminTitles).at(-1)?.searchParams.get('q')).toBe('Kalki'));
    // The debounce sent one search, not one per keystroke.
    expect(api.requests(API.adminTitles).filter((url) => url.searchParams.get('q') === 'Kal')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'rental' } });
    await waitFor(() => expect(search().toString()).toBe('q=Kalki&status=failed&video_type=rental'));
    fireEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(search().toString()).toBe(''));
    expect((within(form).getByLabelText('Search by name') as HTMLInputElement).value).toBe('');
  });

  it('pages with the server’s pagination, and opens New title', async () => {
    stubTitles(ROWS, 45);
    renderConsole('/admin/titles?status=draft');
    const pages = await screen.findByRole('navigation', { name: 'Title pages' });
    expect(pages.textContent).toContain('45 titles');
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search().toString()).toBe('status=draft&page=2'));
    fireEvent.click(screen.getByRole('link', { name: 'New title' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/titles/new'));
    expect(await screen.findByRole('heading', { name: 'New title' })).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    stubTitles([]);
    renderConsole('/admin/titles?q=zzz');
    expect(await screen.findByText('No titles match these filters.')).toBeTruthy();
  });

  it('tells a support operator who reaches it by its address that it needs the editor role', async () => {
    const api = stubConsole({ roles: ['support'] });
    renderConsole('/admin/titles');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(screen.getByText('This screen needs the Editor role. Your roles: Support.')).toBeTruthy();
    expect(api.requests(API.adminTitles)).toHaveLength(0);
  });
});
