import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_CATALOGUE_MESSAGES, API } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeSlide, publishedRow, renderCatalogue, stubCatalogue, type CatalogueState } from '../testing/render-catalogue.tsx';

const M = ADMIN_CATALOGUE_MESSAGES;
const list = () => screen.findByRole('list', { name: 'Slides in order' });
const titles = async () => within(await list()).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

const state = (): CatalogueState => ({
  categories: [],
  slides: [
    makeSlide(),
    makeSlide({ id: 2, video_id: 8, title: 'Kalki 2898 AD', sort_order: 2, is_active: false }),
    makeSlide({ id: 3, video_id: 9, title: 'Devara', sort_order: 3, landscape_image_url: null, video_status: 'draft' }),
  ],
  published: [publishedRow(7, 'Pushpa 2'), publishedRow(10, 'Salaar'), publishedRow(11, 'Saaho')],
});

describe('hero carousel screen', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('shows the slides in order with their picture, state and an unpublished warning', async () => {
    stubCatalogue(state());
    renderCatalogue('/admin/hero');
    expect(await titles()).toEqual(['Pushpa 2', 'Kalki 2898 AD', 'Devara']);
    const items = within(await list()).getAllByRole('listitem');
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe('https://media.example/art/pushpa-16x9.jpg');
    expect((within(items[1]!).getByLabelText('Shown on the home page') as HTMLInputElement).checked).toBe(false);
    expect(within(items[2]!).getByText('No artwork')).toBeTruthy();
    expect(within(items[2]!).getByText('Not published: viewers do not see this slide')).toBeTruthy();
  });

  it('moves a slide up, toggles one on, and sends each change', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/hero');
    fireEvent.click(within(await list()).getByRole('button', { name: 'Move Devara up' }));
    await waitFor(async () => expect(await titles()).toEqual(['Pushpa 2', 'Devara', 'Kalki 2898 AD']));
    await waitFor(() => expect(api.callsTo('PUT', API.adminHeroSlidesOrder)).toHaveLength(1));
    expect(api.callsTo('PUT', API.adminHeroSlidesOrder)[0]!.body).toEqual({ ids: [1, 3, 2] });
    fireEvent.click(within(within(await list()).getByRole('listitem', { name: 'Kalki 2898 AD' })).getByLabelText('Shown on the home page'));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminHeroSlide(2))).toHaveLength(1));
    expect(api.callsTo('PATCH', API.adminHeroSlide(2))[0]!.body).toEqual({ is_active: true });
  });

  it('removes a slide only after confirmation', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/hero');
    fireEvent.click(within(await list()).getByRole('button', { name: 'Remove Kalki 2898 AD' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove slide' });
    expect(dialog.textContent).toContain('Remove Kalki 2898 AD from the carousel?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', API.adminHeroSlide(2))).toHaveLength(0);
    fireEvent.click(within(await list()).getByRole('button', { name: 'Remove Kalki 2898 AD' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove slide' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', API.adminHeroSlide(2))).toHaveLength(1);
    expect(await screen.findByText(M.slideRemoved)).toBeTruthy();
    await waitFor(async () => expect(await titles()).toEqual(['Pushpa 2', 'Devara']));
  });

  it('finds published titles by name and adds one; a title already on a slide says so', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/hero');
    const search = await screen.findByRole('searchbox', { name: 'Search published titles' });
    fireEvent.change(search, { target: { value: 'sa' } });
    const results = await screen.findByRole('list', { name: 'Published titles' });
    const request = api.requests(API.adminTitles).at(-1)!;
    expect(request.searchParams.get('status')).toBe('published');
    expect(request.searchParams.get('q')).toBe('sa');
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['SalaarAdd', 'SaahoAdd']);
    fireEvent.click(within(results).getByRole('button', { name: 'Add Salaar to the carousel' }));
    await waitFor(async () => expect(await titles()).toEqual(['Pushpa 2', 'Kalki 2898 AD', 'Devara', 'Salaar']));
    expect(api.callsTo('POST', API.adminHeroSlides)[0]!.body).toEqual({ video_id: 10 });
    fireEvent.change(search, { target: { value: 'push' } });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Published titles' })).getByText('Already a slide')).toBeTruthy());
  });
});
