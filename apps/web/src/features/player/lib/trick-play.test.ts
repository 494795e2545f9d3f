import { describe, expect, it } from 'vitest';
import { parseTileReference, parseTrickPlayVtt, parseVttTimestamp, tileAt } from './trick-play.ts';

const SIGNED = 'https://media.example.test/media/s/tok3n.abc/protected/titles/42/thumbnails.vtt';

// As the server's title-images.ts writes it.
const VTT = `WEBVTT

00:00:00.000 --> 00:00:10.000
trickplay-sprite-0.jpg#xywh=0,0,160,90

00:00:10.000 --> 00:00:20.000
trickplay-sprite-0.jpg#xywh=160,0,160,90

00:16:40.000 --> 00:16:50.000
trickplay-sprite-1.jpg#xywh=0,0,160,90
`;

describe('parseVttTimestamp', () => {
  it('reads hours, minutes, seconds and milliseconds', () => {
    expect(parseVttTimestamp('00:00:00.000')).toBe(0);
    expect(parseVttTimestamp('01:02:03.456')).toBeCloseTo(3723.456);
    expect(parseVttTimestamp('02:03.500')).toBeCloseTo(123.5);
    expect(parseVttTimestamp('100:00:00.000')).toBe(360000);
  });

  it('is NaN for anything else', () => {
    for (const text of ['', '1:2:3', '00:61:00.000', 'abc', '00:00:10,000', '-00:00:01.000']) expect(parseVttTimestamp(text)).toBeNaN();
  });
});

describe('parseTileReference', () => {
  it('resolves the sprite against the VTT and reads #xywh', () => {
    expect(parseTileReference('trickplay-sprite-2.jpg#xywh=320,180,160,90', SIGNED)).toEqual({
      url: 'https://media.example.test/media/s/tok3n.abc/protected/titles/42/trickplay-sprite-2.jpg',
      x: 320,
      y: 180,
      width: 160,
      height: 90,
    });
  });

  it('accepts the pixel: unit and absolute sprite URLs', () => {
    expect(parseTileReference('https://cdn.example.test/s.jpg#xywh=pixel:0,90,160,90', SIGNED)).toMatchObject({
      url: 'https://cdn.example.test/s.jpg',
      y: 90,
    });
  });

  it('refuses a missing or malformed fragment, an empty tile and non-web URLs', () => {
    for (const reference of [
      'sprite.jpg',
      'sprite.jpg#xywh=0,0,160',
      'sprite.jpg#xywh=a,0,160,90',
      'sprite.jpg#t=10',
      'sprite.jpg#xywh=0,0,0,90',
      '#xywh=0,0,160,90',
      'javascript:alert(1)#xywh=0,0,160,90',
    ]) {
      expect(parseTileReference(reference, SIGNED)).toBeNull();
    }
  });
});

describe('parseTrickPlayVtt', () => {
  it('reads each cue with its tile, sprites relative to the signed VTT URL', () => {
    const tiles = parseTrickPlayVtt(VTT, SIGNED);
    const dir = 'https://media.example.test/media/s/tok3n.abc/protected/titles/42/';
    expect(tiles).toEqual([
      { start: 0, end: 10, url: `${dir}trickplay-sprite-0.jpg`, x: 0, y: 0, width: 160, height: 90 },
      { start: 10, end: 20, url: `${dir}trickplay-sprite-0.jpg`, x: 160, y: 0, width: 160, height: 90 },
      { start: 1000, end: 1010, url: `${dir}trickplay-sprite-1.jpg`, x: 0, y: 0, width: 160, height: 90 },
    ]);
  });

  it('resolves a same-origin signed path against the page', () => {
    const [tile] = parseTrickPlayVtt(VTT, '/media/s/tok3n/protected/titles/7/thumbnails.vtt', 'https://ott.example.test/movie/7');
    expect(tile?.url).toBe('https://ott.example.test/media/s/tok3n/protected/titles/7/trickplay-sprite-0.jpg');
  });

  it('skips malformed cues and keeps the rest (CRLF, BOM, identifiers, notes)', () => {
    const text = [
      '\uFEFFWEBVTT',
      '',
      'NOTE made by hand',
      '',
      '1',
      '00:00:00.000 --> 00:00:05.000',
      'sprite.jpg#xywh=0,0,160,90',
      '',
      'garbage --> 00:00:10.000',
      'sprite.jpg#xywh=160,0,160,90',
      '',
      '00:00:10.000 --> 00:00:05.000',
      'sprite.jpg#xywh=320,0,160,90',
      '',
      '00:00:15.000 --> 00:00:20.000',
      'sprite.jpg',
      '',
      '00:00:20.000 --> 00:00:25.000',
      '',
      '00:00:25.000 --> 00:00:30.000 line:0',
      'sprite.jpg#xywh=480,0,160,90',
    ].join('\r\n');
    expect(parseTrickPlayVtt(text, SIGNED).map((tile) => [tile.start, tile.x])).toEqual([
      [0, 0],
      [25, 480],
    ]);
  });

  it('is empty for a file that is not WebVTT', () => {
    expect(parseTrickPlayVtt('<html>Not found</html>', SIGNED)).toEqual([]);
    expect(parseTrickPlayVtt('', SIGNED)).toEqual([]);
  });
});

describe('tileAt', () => {
  const tiles = parseTrickPlayVtt(VTT, SIGNED);

  it('finds the tile whose cue holds the time', () => {
    expect(tileAt(tiles, 0)?.x).toBe(0);
    expect(tileAt(tiles, 9.99)?.x).toBe(0);
    expect(tileAt(tiles, 10)?.x).toBe(160);
    expect(tileAt(tiles, 1005)?.url).toMatch(/sprite-1\.jpg$/);
  });

  it('has none in a gap or before the first, and keeps the last one past its end', () => {
    expect(tileAt(tiles, 500)).toBeNull();
    expect(tileAt(tiles, -1)).toBeNull();
    expect(tileAt(tiles, 1010.4)?.url).toMatch(/sprite-1\.jpg$/);
    expect(tileAt([], 3)).toBeNull();
  });
});
