// The live stream form's source choice (issue 15.4): an external address or one of our titles,
// chosen with labelled radio buttons; a title is found by name and shown as chosen; the request
// carries source_video_id instead of live_url; a paid title refused for a free stream says so at
// the picker; the row says what a channel loops; going back to an address needs one.
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_LIVE_MESSAGES, API, type LiveSourceTitle } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeCategory, renderCatalogue, stubCatalogue, type CatalogueState } from '../testing/render-catalogue.tsx';
import { makeLiveStream } from '../testing/live-stubs.ts';

const M = ADMIN_LIVE_MESSAGES;
const list = () => screen.findByRole('list', { name: 'Live streams in viewer order' });
const title = (id: number, name: string, video_type: LiveSourceTitle['video_type'] = 'free'): LiveSourceTitle => ({ id, title: name, video_type, duration: 5400, landscape_image_url: null });

const state = (): CatalogueState => ({
  categories: [makeCategory({ id: 5, name: 'News' })],
  slides: [],
  live: [makeLiveStream({ id: 4, title: 'Godavari 24x7', source: 'live/streams/4/master.m3u8', source_video_id: 21, source_video_title: 'Godavari Nights', category_id: 5, category_name: 'News' })],
  loopable: [title(21, 'Godavari Nights'), title(22, 'Rayalaseema Roar', 'paid')],
});

async function openNewForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'New live stream' }));
  const form = screen.getByRole('region', { name: 'Add a live stream' });
  fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Cinema 24x7' } });
  await within(form).findByRole('option', { name: 'News' });
  fireEvent.change(within(form).getByLabelText('Category'), { target: { value: '5' } });
  return form;
}

describe('live stream source: one of our titles', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));
  afterEach(() => {
    toast.dismiss();
  });

  it('shows what an own channel loops in its row', async () => {
    stubCatalogue(state());
    renderCatalogue('/admin/live');
    const row = within(await list()).getByRole('listitem', { name: 'Godavari 24x7' });
    expect(within(row).getByText('Looping: Godavari Nights')).toBeTruthy();
  });

  it('chooses the source with labelled radio buttons and sends the picked title', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/live');
    const form = await openNewForm();
    const group = within(form).getByRole('group', { name: 'Source' });
    const external = within(group).getByRole('radio', { name: 'External address' }) as HTMLInputElement;
    const own = within(group).getByRole('radio', { name: 'One of our titles' }) as HTMLInputElement;
    expect(external.checked).toBe(true);
    expect(within(form).getByLabelText('Stream address')).toBeTruthy();
    fireEvent.click(own);
    expect(own.checked).toBe(true);
    expect(within(form).queryByLabelText('Stream address')).toBeNull();
    // Nothing chosen yet: the form says so and sends nothing.
    fireEvent.click(within(form).getByRole('button', { name: 'Add stream' }));
    expect(await within(form).findByText(M.sourceTitleInvalid)).toBeTruthy();
    expect(api.callsTo('POST', API.adminLiveStreams)).toHaveLength(0);
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Find a title to loop' }), { target: { value: 'goda' } });
    const results = await within(form).findByRole('list', { name: 'Titles with a ready film' });
    fireEvent.click(within(results).getByRole('button', { name: 'Loop Godavari Nights' }));
    expect(within(form).getByText('Looping: Godavari Nights')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add stream' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminLiveStreams)).toHaveLength(1));
    const body = api.callsTo('POST', API.adminLiveStreams)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Cinema 24x7', category_id: 5, source_video_id: 21 });
    expect(body).not.toHaveProperty('live_url');
    const row = await within(await list()).findByRole('listitem', { name: 'Cinema 24x7' });
    expect(within(row).getByText('Looping: Godavari Nights')).toBeTruthy();
  });

  it('shows the refusal of a paid title for a free stream at the picker', async () => {
    stubCatalogue(state());
    renderCatalogue('/admin/live');
    const form = await openNewForm();
    fireEvent.click(within(form).getByRole('radio', { name: 'One of our titles' }));
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Find a title to loop' }), { target: { value: 'roar' } });
    const results = await within(form).findByRole('list', { name: 'Titles with a ready film' });
    expect(within(results).getByText('Paid')).toBeTruthy();
    fireEvent.click(within(results).getByRole('button', { name: 'Loop Rayalaseema Roar' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add stream' }));
    expect(await within(form).findByText(M.paidTitleNeedsPremium)).toBeTruthy();
  });

  it('edits an own channel: back to an address needs one, then sends only live_url', async () => {
    const api = stubCatalogue(state());
    renderCatalogue('/admin/live');
    const row = within(await list()).getByRole('listitem', { name: 'Godavari 24x7' });
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Godavari 24x7' }));
    expect((within(row).getByRole('radio', { name: 'One of our titles' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Edit Godavari 24x7' })).getByText('Looping: Godavari Nights')).toBeTruthy();
    fireEvent.click(within(row).getByRole('radio', { name: 'External address' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Save changes' }));
    expect(await within(row).findByText(M.sourceRequired)).toBeTruthy();
    fireEvent.change(within(row).getByLabelText('Stream address'), { target: { value: 'https://cdn.example.com/cinema.m3u8' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminLiveStream(4))).toHaveLength(1));
    expect(api.callsTo('PATCH', API.adminLiveStream(4))[0]!.body).toEqual({ live_url: 'https://cdn.example.com/cinema.m3u8' });
  });
});
