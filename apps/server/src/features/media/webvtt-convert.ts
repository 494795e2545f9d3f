// SRT or WebVTT in, WebVTT out: what an operator uploads for a film's subtitles. Input may be UTF-8
// with or without a BOM, with CRLF or CR line ends; SRT's comma decimal and numeric cue ids are
// rewritten, SRT's <font> tags dropped (WebVTT has no such tag), and timestamps normalised to
// HH:MM:SS.mmm. Cues are written in start order. A file without a single cue is refused: it is
// almost always the wrong file (or a wrongly encoded one), and an empty track would be a lie.

export interface WebVttCue {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly settings: string;
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})(.*)$/;

export function parseSubtitleCues(text: string): WebVttCue[] {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const blocks = normalised.split(/\n(?:[ \t]*\n)+/).map((block) => block.replace(/^\n+/, ''));
  const cues: WebVttCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const timingAt = lines.findIndex((line) => TIMING.test(line));
    if (timingAt < 0 || timingAt > 1) continue; // WEBVTT header, NOTE, STYLE, REGION or junk
    if (timingAt === 0 && /^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) continue;
    const match = TIMING.exec(lines[timingAt] ?? '');
    if (!match?.[1] || !match[2]) continue;
    const start = parseTimestamp(match[1]);
    const end = parseTimestamp(match[2]);
    const body = lines
      .slice(timingAt + 1)
      .map((line) => line.replace(/<\/?font[^>]*>/gi, '').trimEnd())
      .join('\n')
      .trim();
    if (body.length === 0 || !(end > start)) continue;
    cues.push({ start, end, text: body.replace(/-->/g, '→'), settings: webVttSettings(match[3] ?? '') });
  }
  return cues.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The input as a WebVTT file; throws when it holds no cue. */
export function toWebVtt(text: string, sourceName = 'subtitle file'): string {
  const cues = parseSubtitleCues(text);
  if (cues.length === 0) throw new Error(`${sourceName} has no subtitle cues (expected SRT or WebVTT, UTF-8)`);
  const body = cues.map((cue) => `${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}${cue.settings}\n${cue.text}`);
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

function parseTimestamp(value: string): number {
  const parts = value.replace(',', '.').split(':').map(Number);
  const seconds = parts.pop() ?? 0;
  const minutes = parts.pop() ?? 0;
  const hours = parts.pop() ?? 0;
  return hours * 3600 + minutes * 60 + seconds;
}

export function formatTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** WebVTT cue settings kept from a VTT source; SRT's X1:/Y1: box coordinates dropped. */
function webVttSettings(rest: string): string {
  const kept = rest
    .trim()
    .split(/\s+/)
    .filter((setting) => /^(vertical|line|position|size|align|region):\S+$/.test(setting));
  return kept.length > 0 ? ` ${kept.join(' ')}` : '';
}
