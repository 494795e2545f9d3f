import { describe, expect, it } from 'vitest';
import { planTitleLadder } from './title-ladder.ts';
import type { TitleProbe } from './title-probe.ts';

const probe = (width: number, height: number, languages: string[]): TitleProbe => ({
  durationSeconds: 600,
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
  sizeBytes: 1,
  video: { codec: 'h264', width, height, fps: 25, displayAspectRatio: `${width}/${height}` },
  audio: languages.map((language, index) => ({ index, language, codec: 'aac', channels: 2 })),
});

describe('planTitleLadder', () => {
  it('tops a 4K source at 1080p and ends on the weak-network 240p rung with the low-rate audio', () => {
    const layout = planTitleLadder(probe(3840, 2160, ['te', 'en']));
    expect(layout.renditions.map((r) => r.height)).toEqual([1080, 720, 480, 360, 240]);
    expect(layout.renditions.at(-1)!.videoBitrateKbps).toBeLessThanOrEqual(150);
    expect(layout.audioTracks).toEqual([
      { language: 'te', name: 'Telugu' },
      { language: 'en', name: 'English' },
    ]);
    expect(layout.audioStreams).toEqual([5, 6]);
    expect(layout.lowAudioStreams).toEqual([7, 8]);
    expect(layout.lowRungStreams).toEqual([4]);
  });

  it('never goes taller than the source, names repeated and untagged languages apart, and copes with no audio', () => {
    const layout = planTitleLadder(probe(854, 480, ['en', 'en', 'und', 'hi', 'ta']));
    expect(layout.renditions.map((r) => r.height)).toEqual([480, 360, 240]);
    expect(layout.audioTracks.map((t) => t.name)).toEqual(['English', 'English 2', 'Unknown', 'Hindi', 'Tamil']);
    const silent = planTitleLadder(probe(1920, 1080, []));
    expect(silent.audioStreams).toEqual([]);
    expect(silent.lowAudioStreams).toEqual([]);
  });
});
