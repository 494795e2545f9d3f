import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_CATALOGUE_MESSAGES, API } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeCategory, renderCatalogue, stubCatalogue, type CatalogueState } from '../testing/render-catalogue.tsx';

const M = ADMIN_CATALOGUE_MESSAGES;
const list = () => screen.findByRole('list', { name: 'Categories in viewer order' });
const names = async () => within(await list()).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

const state = (): CatalogueState => ({
  categories: [
    makeCategory(),
    makeCategory({ id: 2, name: 'Comedy', description: '', sort_order: 2, videos_count: 1 }),
    makeCategory({ id: 19, name: 'Shorts', sort_order: 3, is_active: false, is_premium: true }),
  ],
  slides: [],
});

describe('categories screen', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('lists the categories in order with counts, hidden and premium marks, and an editor nav entry', async () => {
    stubCatalogue(state());
    renderCatalogue('/admin/categories');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Categories' }).getAttribute('href')).toBe('/admin/categories');
    expect(within(nav).getByRole('link', { name: 'Hero carousel' }).getAttribute('href')).toBe('/admin/hero');
    expect(await names()).toEqual(['Movies', 'Comedy', 'Shorts']);
    const shorts = within(await list()).getByRole('listitem', { name: 'Shorts' });
    expect(within(shorts).getByText('Hidden')).toBeTruthy();
    expect(shorts.textContent).toContain('Never shown as a home row');
    expect((within(shorts).getByLabelText('Visible to viewers') as HTMLInputElement).checked).toBe(false);
    expect((within(shorts).getByLabelText('Premium') as HTMLInputElement).checked).toBe(true);
    expect(within(await list()).getByRole('listitem', { name: 'Comedy' }).textContent).toContain('1 title');
    expect((within(await list()).getByRole('button', { name: 'Move Movies up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(await list()).getByRole('button', { name: 'Move Shorts down' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a category down and sends the whole new order', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/categories');
    fireEvent.click(within(await list()).getByRole('button', { name: 'Move Movies down' }));
    await waitFor(async () => expect(await names()).toEqual(['Comedy', 'Movies', 'Shorts']));
    await waitFor(() => expect(api.callsTo('PUT', API.adminCategoriesOrder)).toHaveLength(1));
    expect(api.callsTo('PUT', API.adminCategoriesOrder)[0]!.body).toEqual({ ids: [2, 1, 19] });
  });

  it('puts the order back and says why when the server refuses a move', async () => {
    stubCatalogue(state(), { [`PUT ${API.adminCategoriesOrder}`]: () => ({ status: 400, body: { status: 'error', message: M.reorderMismatch } }) });
    renderCatalogue('/admin/categories');
    fireEvent.click(within(await list()).getByRole('button', { name: 'Move Comedy up' }));
    expect(await screen.findByText(M.reorderMismatch)).toBeTruthy();
    await waitFor(async () => expect(await names()).toEqual(['Movies', 'Comedy', 'Shorts']));
  });

  it('renames inline, and shows a duplicate name under the field', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/categories');
    const comedy = within(await list()).getByRole('listitem', { name: 'Comedy' });
    fireEvent.change(within(comedy).getByLabelText('Name'), { target: { value: 'movies' } });
    fireEvent.click(within(comedy).getByRole('button', { name: 'Save' }));
    expect(await within(comedy).findByText(M.categoryNameTaken)).toBeTruthy();
    fireEvent.change(within(comedy).getByLabelText('Name'), { target: { value: 'Comedy Nights' } });
    fireEvent.change(within(comedy).getByLabelText('Description'), { target: { value: 'Laughs' } });
    fireEvent.click(within(comedy).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminCategory(2))).toHaveLength(2));
    expect(api.callsTo('PATCH', API.adminCategory(2))[1]!.body).toEqual({ name: 'Comedy Nights', description: 'Laughs' });
    expect(await screen.findByText(M.saved)).toBeTruthy();
    await waitFor(async () => expect(await names()).toEqual(['Movies', 'Comedy Nights', 'Shorts']));
  });

  it('hides and marks premium with the switches', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/categories');
    const movies = within(await list()).getByRole('listitem', { name: 'Movies' });
    fireEvent.click(within(movies).getByLabelText('Visible to viewers'));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminCategory(1))).toHaveLength(1));
    expect(api.callsTo('PATCH', API.adminCategory(1))[0]!.body).toEqual({ is_active: false });
    await waitFor(() => expect(within(within(screen.getByRole('list', { name: 'Categories in viewer order' })).getByRole('listitem', { name: 'Movies' })).getByText('Hidden')).toBeTruthy());
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Movies' })).getByLabelText('Premium'));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminCategory(1))).toHaveLength(2));
    expect(api.callsTo('PATCH', API.adminCategory(1))[1]!.body).toEqual({ is_premium: true });
  });

  it('adds a category, checking the name first', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/categories');
    const form = (await screen.findByRole('heading', { name: 'Add a category' })).parentElement!;
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(M.categoryNameRequired)).toBeTruthy();
    expect(api.callsTo('POST', API.adminCategories)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('New category name'), { target: { value: ' Devotional ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(async () => expect(await names()).toEqual(['Movies', 'Comedy', 'Shorts', 'Devotional']));
    expect(api.callsTo('POST', API.adminCategories)[0]!.body).toEqual({ name: 'Devotional' });
    expect((within(form).getByLabelText('New category name') as HTMLInputElement).value).toBe('');
  });

  it('tells a finance operator the screen needs the editor role', async () => {
    stubCatalogue({ ...state(), roles: ['finance'] });
    renderCatalogue('/admin/categories');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(screen.getByText('This screen needs the Editor role. Your roles: Finance.')).toBeTruthy();
  });
});
