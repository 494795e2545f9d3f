import { describe, expect, it } from 'vitest';
import { parseSubtitleCues, toWebVtt } from './webvtt-convert.ts';

describe('toWebVtt', () => {
  it('converts SRT with a BOM, CRLF, comma decimals, cue numbers and <font> tags', () => {
    const srt = '\uFEFF1\r\n00:00:01,5 --> 00:00:02,250\r\n<font color="#fff">Hello</font>\r\nthere\r\n\r\n\r\n2\r\n01:02:03,000 --> 01:02:04,000 X1:10 Y1:10\r\n<i>Bye</i>\r\n';
    expect(toWebVtt(srt)).toBe('WEBVTT\n\n00:00:01.500 --> 00:00:02.250\nHello\nthere\n\n01:02:03.000 --> 01:02:04.000\n<i>Bye</i>\n');
  });

  it('keeps a WebVTT file\'s cues and settings, drops NOTE and STYLE blocks, sorts by start', () => {
    const vtt = 'WEBVTT - a title\n\nSTYLE\n::cue { color: red }\n\nNOTE hi\n\nb\n00:05.000 --> 00:06.000 line:0 align:end\nSecond\n\na\n00:01.000 --> 00:02.000\nFirst\n';
    expect(toWebVtt(vtt)).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nFirst\n\n00:00:05.000 --> 00:00:06.000 line:0 align:end\nSecond\n');
  });

  it('accepts old Mac CR line ends and skips cues that end before they start', () => {
    expect(parseSubtitleCues('1\r00:00:01,000 --> 00:00:02,000\rA\r\r2\r00:00:05,000 --> 00:00:04,000\rB\r')).toHaveLength(1);
  });

  it('throws, saying so, when there is no cue', () => {
    expect(() => toWebVtt('\uFEFFWEBVTT\n\n', 'te.vtt')).toThrow('te.vtt has no subtitle cues');
    expect(() => toWebVtt('just some text\nwith lines')).toThrow(/no subtitle cues/);
  });
});
