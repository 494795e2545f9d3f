// Issue 18.1: the plan's streams are all in use. The dialog names each device playing (label, title,
// since when) with "Stop playback there and watch here", says a paused video counts, and offers a
// way back; in Telugu too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { StreamLimitResponse } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { StreamLimitDialog } from './stream-limit-dialog.tsx';

const today = new Date();
today.setHours(20, 41, 0, 0);
const answer: StreamLimitResponse = {
  status: 'error',
  message: 'You are already watching on 2 devices. Your plan allows 2 devices at a time.',
  limit: 2,
  streams: [
    { id: '6c1e9f4a-3b7d-4e2a-9f00-0a1b2c3d4e5f', device_label: 'Chrome on Android', video_id: 3, title: 'godavari sunrise', started_at: today.toISOString(), last_seen_at: today.toISOString() },
    { id: '7d2f0a5b-4c8e-4f3b-8a11-1b2c3d4e5f60', device_label: null, video_id: 4, title: 'Rayalaseema Roar', started_at: today.toISOString(), last_seen_at: today.toISOString() },
  ],
};

function renderDialog(props: Partial<Parameters<typeof StreamLimitDialog>[0]> = {}) {
  const onTakeOver = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <StreamLimitDialog answer={answer} isBusy={false} hasFailed={false} onTakeOver={onTakeOver} onClose={onClose} {...props} />
    </I18nextProvider>,
  );
  return { onTakeOver, onClose, dialog: screen.getByRole('alertdialog') };
}

describe('StreamLimitDialog', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('lists the devices playing with their title and start time, and takes one over', () => {
    const { dialog, onTakeOver } = renderDialog();
    expect(screen.getByRole('alertdialog', { name: 'Watching on too many devices' })).toBe(dialog);
    expect(within(dialog).getByText('You are already watching on 2 devices. Your plan allows 2 devices at a time.')).toBeTruthy();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome on AndroidGodavari SunriseStarted 8:41 pmStop playback there and watch here',
      'Unknown deviceRayalaseema RoarStarted 8:41 pmStop playback there and watch here',
    ]);
    expect(within(dialog).getByText('A paused video counts until its player is closed.')).toBeTruthy();
    const takeOver = within(dialog).getByRole('button', { name: 'Stop playback on Chrome on Android and watch here' });
    expect(document.activeElement).toBe(takeOver);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop playback on Unknown device and watch here' }));
    expect(onTakeOver).toHaveBeenCalledWith('7d2f0a5b-4c8e-4f3b-8a11-1b2c3d4e5f60');
  });

  it('offers a way back, and says when it is busy or could not reach the server', () => {
    const { dialog, onClose } = renderDialog({ isBusy: true });
    for (const button of within(dialog).getAllByRole('button', { name: /watch here$/ })) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('Starting here…')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
    cleanup();
    const failed = renderDialog({ hasFailed: true });
    expect(within(failed.dialog).getByText('Could not reach the server. Please try again.')).toBeTruthy();
  });

  it('says one device for a plan of one, and speaks Telugu', async () => {
    await i18n.changeLanguage('te');
    const single = { ...answer, limit: 1, streams: answer.streams.slice(0, 1) };
    const { dialog } = renderDialog({ answer: single });
    expect(within(dialog).getByText('మీరు ఇప్పటికే మరో పరికరంలో చూస్తున్నారు. మీ ప్లాన్‌లో ఒకేసారి 1 పరికరంలో మాత్రమే చూడవచ్చు.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Chrome on Androidలో ప్లేబ్యాక్ ఆపి ఇక్కడ చూడండి' })).toBeTruthy();
  });
});
