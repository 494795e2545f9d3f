import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_LIVE_MESSAGES, API } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeCategory, renderCatalogue, stubCatalogue, type CatalogueState } from '../testing/render-catalogue.tsx';
import { makeLiveStream } from '../testing/live-stubs.ts';

const M = ADMIN_LIVE_MESSAGES;
const list = () => screen.findByRole('list', { name: 'Live streams in viewer order' });
const titles = async () => within(await list()).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

const state = (): CatalogueState => ({
  categories: [makeCategory(), makeCategory({ id: 5, name: 'News', sort_order: 2 }), makeCategory({ id: 9, name: 'Old', is_active: false, sort_order: 3 })],
  slides: [],
  live: [
    makeLiveStream({ category_id: 5, category_name: 'News' }),
    makeLiveStream({ id: 2, title: 'Assembly Live', is_active: false, is_important: false, source: 'https://cdn.example.com/a.m3u8', source_is_own_media: false, sort_order: 2 }),
    makeLiveStream({ id: 3, title: 'Premiere Night', is_premium: true, is_important: false, source: 'protected/demo/p/master.m3u8', sort_order: 3 }),
  ],
});

describe('live streams screen', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));
  // Toasts live in sonner's module state, which files sharing a worker share: leave none behind.
  afterEach(() => {
    toast.dismiss();
  });

  it('lists every stream with its marks, and an editor nav entry', async () => {
    stubCatalogue(state());
    renderCatalogue('/admin/live');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Live streams' }).getAttribute('href')).toBe('/admin/live');
    expect(await titles()).toEqual(['Telugu News 24x7', 'Assembly Live', 'Premiere Night']);
    const hidden = within(await list()).getByRole('listitem', { name: 'Assembly Live' });
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    expect((within(hidden).getByLabelText('Visible to viewers') as HTMLInputElement).checked).toBe(false);
    const premium = within(await list()).getByRole('listitem', { name: 'Premiere Night' });
    expect(within(premium).getByText('Premium')).toBeTruthy();
    expect((within(await list()).getByRole('button', { name: 'Move Telugu News 24x7 up' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a stream and sends the whole new order', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/live');
    fireEvent.click(within(await list()).getByRole('button', { name: 'Move Telugu News 24x7 down' }));
    await waitFor(async () => expect(await titles()).toEqual(['Assembly Live', 'Telugu News 24x7', 'Premiere Night']));
    await waitFor(() => expect(api.callsTo('PUT', API.adminLiveStreamsOrder)).toHaveLength(1));
    expect(api.callsTo('PUT', API.adminLiveStreamsOrder)[0]!.body).toEqual({ ids: [2, 1, 3] });
  });

  it('shows a stream with the switch at once', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/live');
    const hidden = within(await list()).getByRole('listitem', { name: 'Assembly Live' });
    fireEvent.click(within(hidden).getByLabelText('Visible to viewers'));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminLiveStream(2))).toHaveLength(1));
    expect(api.callsTo('PATCH', API.adminLiveStream(2))[0]!.body).toEqual({ is_active: true });
    // (Toasts of earlier screens may still be up: any 'Saved' will do, the switch says the rest.)
    expect((await screen.findAllByText(M.saved)).length).toBeGreaterThan(0);
    await waitFor(async () => expect((within(within(await list()).getByRole('listitem', { name: 'Assembly Live' })).getByLabelText('Visible to viewers') as HTMLInputElement).checked).toBe(true));
  });

  it('adds a stream, checking the address first', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/live');
    fireEvent.click(await screen.findByRole('button', { name: 'New live stream' }));
    const form = screen.getByRole('region', { name: 'Add a live stream' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Folk Radio' } });
    fireEvent.change(within(form).getByLabelText('Stream address'), { target: { value: 'https://cdn.example.com/folk.mp4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add stream' }));
    expect(await within(form).findByText(M.categoryRequired, { selector: 'p' })).toBeTruthy();
    expect(within(form).getByText(M.sourceInvalid)).toBeTruthy();
    expect(api.callsTo('POST', API.adminLiveStreams)).toHaveLength(0);
    // A hidden category is offered, marked as such.
    expect(within(form).getByRole('option', { name: 'Old (hidden)' })).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Stream address'), { target: { value: 'https://cdn.example.com/folk/index.mpd' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add stream' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminLiveStreams)).toHaveLength(1));
    expect(api.callsTo('POST', API.adminLiveStreams)[0]!.body).toMatchObject({ title: 'Folk Radio', category_id: 5, live_url: 'https://cdn.example.com/folk/index.mpd', is_active: true, is_premium: false, thumbnail: null });
    expect(await screen.findByText(M.streamCreated)).toBeTruthy();
    await waitFor(async () => expect(await titles()).toContain('Folk Radio'));
  });

  it('edits only what changed, keeps our own media source, and shows a refusal under the address', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/live');
    const row = within(await list()).getByRole('listitem', { name: 'Telugu News 24x7' });
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Telugu News 24x7' }));
    expect(within(row).getByText(/Plays our own media \(live\/demo-channel\/master\.m3u8\)/)).toBeTruthy();
    fireEvent.click(within(row).getByLabelText('Premium (subscribers only)'));
    fireEvent.click(within(row).getByRole('button', { name: 'Save changes' }));
    expect(await within(row).findByText(M.premiumNeedsProtectedSource)).toBeTruthy();
    expect(api.callsTo('PATCH', API.adminLiveStream(1))[0]!.body).toEqual({ is_premium: true });
    fireEvent.change(within(row).getByLabelText('Stream address'), { target: { value: 'https://paid.example.com/news.m3u8' } });
    fireEvent.change(within(row).getByLabelText('Title'), { target: { value: 'News Plus' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminLiveStream(1))).toHaveLength(2));
    expect(api.callsTo('PATCH', API.adminLiveStream(1))[1]!.body).toEqual({ title: 'News Plus', live_url: 'https://paid.example.com/news.m3u8', is_premium: true });
    await waitFor(async () => expect(await titles()).toContain('News Plus'));
  });

  it('says so when nothing has changed', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/live');
    const row = within(await list()).getByRole('listitem', { name: 'Premiere Night' });
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Premiere Night' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Save changes' }));
    expect(await within(row).findByText('Nothing has changed.')).toBeTruthy();
    expect(api.callsTo('PATCH', API.adminLiveStream(3))).toHaveLength(0);
  });

  it('uploads a chosen picture on save', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/live');
    const row = within(await list()).getByRole('listitem', { name: 'Assembly Live' });
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Assembly Live' }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'pic.png', { type: 'image/png' });
    fireEvent.change(row.querySelector('input[type=file]')!, { target: { files: [file] } });
    expect(within(row).getByText('Chosen: pic.png')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(M.thumbnailSaved)).toBeTruthy();
    expect(api.callsTo('POST', API.adminLiveStreamThumbnail(2))).toHaveLength(1);
    expect(api.callsTo('PATCH', API.adminLiveStream(2))).toHaveLength(0);
  });
});
