// Issue 18 point 7: every demo title's clip has English and Telugu captions that say the same things,
// the Telugu ones in Telugu (the title's Telugu name and synopsis), and the dubbed titles exist.
import { describe, expect, it } from 'vitest';
import { DEMO_CLIPS, DUBBED_TITLE_LANGUAGES } from '../seed/demo-clips.ts';
import { demoCaptionFiles } from './demo-captions.ts';

const features = DEMO_CLIPS.filter((clip) => clip.kind === 'feature');
const cueTexts = (vtt: string) => vtt.split('\n\n').slice(1).map((cue) => cue.split('\n').slice(2).join('\n'));

describe('Telugu and English captions of the demo titles', () => {
  it('gives every feature clip a Telugu name and synopsis in Telugu script', () => {
    expect(features.length).toBeGreaterThan(40);
    for (const clip of features) {
      expect(clip.teluguTitle, clip.slug).toMatch(/[\u0C00-\u0C7F]/);
      expect(clip.teluguDescription, clip.slug).toMatch(/[\u0C00-\u0C7F]{3}/);
    }
  });

  it('reads the same lines in both languages, one for one', () => {
    const clip = features.find((candidate) => candidate.slug === 'palle-paata')!;
    const files = demoCaptionFiles(clip);
    const english = cueTexts(files.get('captions.en.vtt')!);
    const telugu = cueTexts(files.get('captions.te.vtt')!);
    expect(english).toHaveLength(telugu.length);
    expect(english[0]).toBe('Palle Paata');
    expect(english[2]).toBe(clip.description);
    expect(telugu[0]).toBe('పల్లె పాట');
    expect(telugu[2]).toBe(clip.teluguDescription);
  });

  it('dubs two free titles, each with Telugu first; every other title is Telugu', () => {
    for (const [slug, languages] of Object.entries(DUBBED_TITLE_LANGUAGES)) {
      const clip = features.find((candidate) => candidate.slug === slug);
      expect(clip?.isProtected, slug).toBe(false);
      expect(clip?.audioLanguages).toEqual(languages);
      expect(languages[0]).toBe('te');
      expect(languages.length).toBeGreaterThanOrEqual(2);
    }
    expect(features.filter((clip) => !(clip.slug in DUBBED_TITLE_LANGUAGES)).every((clip) => clip.audioLanguages?.join() === 'te')).toBe(true);
  });
});
