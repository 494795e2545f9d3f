// A demo clip's soundtrack: a soft synth pad playing a four-chord progression, as one ffmpeg
// `aevalsrc` expression (no audio files, a fraction of a second to render). Two layers play the
// progression half a chord apart, each chord swelling in and out under a raised-cosine envelope,
// so the chords cross-fade and every frequency change happens at silence (no clicks).
import type { DemoClipKind } from './demo-catalogue.ts';
import { filterOptions } from './filter-escape.ts';

/** Root notes (Hz) around the middle of a piano's left hand: warm, never shrill. */
const ROOTS = [196, 207.65, 220, 233.08, 174.61, 185] as const;
const MAJOR_THIRD = 1.25992;
const MINOR_THIRD = 1.18921;
const FIFTH = 1.49831;

interface Chord {
  /** Semitones from the root. */
  readonly offset: number;
  readonly minor: boolean;
}
const I: Chord = { offset: 0, minor: false };
const IV: Chord = { offset: -7, minor: false };
const V: Chord = { offset: -5, minor: false };
const VI: Chord = { offset: -3, minor: true };
const PROGRESSIONS: readonly (readonly Chord[])[] = [
  [I, VI, IV, V],
  [I, V, VI, IV],
  [VI, IV, I, V],
];

/** Seconds per chord: trailers and ads move faster than the titles themselves. */
const CHORD_SECONDS: Readonly<Record<DemoClipKind, number>> = { feature: 4, live: 4, promo: 2, ad: 2 };
// The pad has nothing above 2 kHz: a low rate halves the cost, and it is resampled for the encoder.
const SAMPLE_RATE = 8000;
const GAIN = 0.11;

const pick = (index: string, values: readonly number[]) =>
  values.slice(0, -1).reduceRight((rest, value, i) => `if(eq(${index},${i}),${value},${rest})`, String(values.at(-1)));

/** One layer: chord index in register `r`, its phase in `r+1`; returns the layer's sample. */
function layer(chords: readonly Chord[], root: number, chordSeconds: number, shift: number, r: number): string[] {
  const position = `(t/${chordSeconds}+${shift})`;
  const frequencies = chords.map((chord) => Number((root * 2 ** (chord.offset / 12)).toFixed(3)));
  const thirds = chords.map((chord) => (chord.minor ? MINOR_THIRD : MAJOR_THIRD));
  const f = `ld(${r + 2})`;
  return [
    `st(${r},mod(floor(${position}),${chords.length}))`,
    `st(${r + 1},${position}-floor(${position}))`,
    `st(${r + 2},${pick(`ld(${r})`, frequencies)})`,
    `st(${r + 3},${pick(`ld(${r})`, thirds)})`,
    // Root, third, fifth and the octave below, softer as they go.
    `st(${r + 4},(0.5-0.5*cos(2*PI*ld(${r + 1})))*(sin(2*PI*${f}*t)+0.6*sin(2*PI*${f}*ld(${r + 3})*t)+0.5*sin(2*PI*${f}*${FIFTH}*t)+0.35*sin(PI*${f}*t)))`,
  ];
}

/** The lavfi source (plus polish) for `seconds` of pad, its key and progression picked by `seed`. */
export function soundtrackSource(kind: DemoClipKind, seed: number, seconds: number): string {
  const n = Math.abs(Math.trunc(seed));
  const root = ROOTS[n % ROOTS.length] ?? 220;
  const chords = PROGRESSIONS[Math.floor(n / ROOTS.length) % PROGRESSIONS.length] ?? PROGRESSIONS[0] ?? [I];
  const chordSeconds = CHORD_SECONDS[kind];
  const expression = [...layer(chords, root, chordSeconds, 0, 0), ...layer(chords, root, chordSeconds, 0.5, 10), `${GAIN}*(ld(4)+ld(14))`].join(';');
  const fadeOut = Math.max(0, seconds - 1.2);
  return [
    `aevalsrc=${filterOptions({ exprs: expression, s: SAMPLE_RATE, d: seconds })}`,
    'aresample=48000',
    'lowpass=f=3000',
    // A little room around the pad.
    'aecho=0.8:0.6:80|130:0.25|0.15',
    `afade=t=in:d=1`,
    `afade=t=out:st=${fadeOut.toFixed(2)}:d=1.2`,
  ].join(',');
}
