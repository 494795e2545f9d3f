// Just enough of ISO BMFF (ISO/IEC 14496-12) to describe what the encoder wrote, for the HLS master
// playlist that hls-playlists.ts writes itself (ffmpeg 4.1's dash muxer cannot name it, and its
// attributes are better measured than declared): an init segment's track (RFC 6381 codec string,
// picture size, audio channels) and the number of samples in a media segment's fragments.

export interface Mp4TrackInfo {
  readonly kind: 'video' | 'audio';
  /** RFC 6381, e.g. 'avc1.64001f' or 'mp4a.40.2'. */
  readonly codec: string;
  /** Media timescale (ticks per second) of the track. */
  readonly timescale: number;
  readonly width?: number;
  readonly height?: number;
  readonly channels?: number;
  readonly sampleRate?: number;
}

interface Box {
  readonly type: string;
  /** Payload start (after the header) and end, as offsets into the buffer. */
  readonly start: number;
  readonly end: number;
}

function* boxes(buffer: Buffer, start = 0, end = buffer.length): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

function child(buffer: Buffer, parent: Box | undefined, type: string, skip = 0): Box | undefined {
  if (!parent) return undefined;
  for (const box of boxes(buffer, parent.start + skip, parent.end)) if (box.type === type) return box;
  return undefined;
}

function path(buffer: Buffer, root: Box | undefined, types: readonly string[]): Box | undefined {
  return types.reduce<Box | undefined>((box, type) => child(buffer, box, type), root);
}

const hex2 = (value: number) => value.toString(16).padStart(2, '0');

/** The first track of a fragmented MP4's init segment (ours hold one track each). */
export function readInitSegment(buffer: Buffer): Mp4TrackInfo {
  const whole: Box = { type: 'file', start: 0, end: buffer.length };
  const mdia = path(buffer, whole, ['moov', 'trak', 'mdia']);
  const handler = child(buffer, mdia, 'hdlr');
  const mdhd = child(buffer, mdia, 'mdhd');
  const stsd = path(buffer, mdia, ['minf', 'stbl', 'stsd']);
  if (!handler || !mdhd || !stsd) throw new Error('init segment has no moov/trak/mdia with hdlr, mdhd and stsd');
  // mdhd: version(1) flags(3), then 32- or 64-bit creation and modification times, then the timescale.
  const timescale = buffer.readUInt32BE(mdhd.start + (buffer[mdhd.start] === 1 ? 20 : 12));
  const handlerType = buffer.toString('latin1', handler.start + 8, handler.start + 12);
  // stsd is a full box (4) with an entry count (4) before its sample entries.
  const [entry] = boxes(buffer, stsd.start + 8, stsd.end);
  if (!entry) throw new Error('init segment has no sample entry');
  if (handlerType === 'vide') return { kind: 'video', timescale, ...videoEntry(buffer, entry) };
  if (handlerType === 'soun') return { kind: 'audio', timescale, ...audioEntry(buffer, entry) };
  throw new Error(`init segment track is '${handlerType}', neither video nor audio`);
}

// VisualSampleEntry: 8 bytes of SampleEntry, 16 of pre-defined/reserved, width and height, then
// resolutions, frame count, compressor name, depth and pre-defined: 78 bytes before its child boxes.
const VISUAL_ENTRY_BYTES = 78;
// AudioSampleEntry (version 0): 8 bytes of SampleEntry, 8 reserved, channels, sample size,
// pre-defined, reserved, 16.16 sample rate: 28 bytes before its child boxes.
const AUDIO_ENTRY_BYTES = 28;

function videoEntry(buffer: Buffer, entry: Box): Pick<Mp4TrackInfo, 'codec' | 'width' | 'height'> {
  const width = buffer.readUInt16BE(entry.start + 24);
  const height = buffer.readUInt16BE(entry.start + 26);
  if (entry.type !== 'avc1' && entry.type !== 'avc3') throw new Error(`video sample entry '${entry.type}' is not H.264`);
  const avcC = child(buffer, entry, 'avcC', VISUAL_ENTRY_BYTES);
  if (!avcC) throw new Error('H.264 sample entry has no avcC');
  // AVCDecoderConfigurationRecord: version, then profile, constraint flags and level (RFC 6381 3.3).
  const [profile = 0, constraints = 0, level = 0] = buffer.subarray(avcC.start + 1, avcC.start + 4);
  return { codec: `${entry.type}.${hex2(profile)}${hex2(constraints)}${hex2(level)}`, width, height };
}

function audioEntry(buffer: Buffer, entry: Box): Pick<Mp4TrackInfo, 'codec' | 'channels' | 'sampleRate'> {
  const channels = buffer.readUInt16BE(entry.start + 16);
  const sampleRate = buffer.readUInt32BE(entry.start + 24) >>> 16;
  if (entry.type !== 'mp4a') throw new Error(`audio sample entry '${entry.type}' is not MPEG-4 audio`);
  const esds = child(buffer, entry, 'esds', AUDIO_ENTRY_BYTES);
  if (!esds) throw new Error('mp4a sample entry has no esds');
  return { codec: mpeg4AudioCodec(buffer.subarray(esds.start + 4, esds.end)), channels, sampleRate };
}

/** 'mp4a.<objectTypeIndication>.<audioObjectType>' from an ES_Descriptor (ISO/IEC 14496-1 7.2.6). */
function mpeg4AudioCodec(descriptor: Buffer): string {
  let offset = 0;
  let objectType: number | undefined;
  while (offset < descriptor.length) {
    const tag = descriptor[offset] ?? 0;
    offset += 1;
    // Expandable length: 7 bits a byte, high bit set while more follow.
    let length = 0;
    for (let i = 0; i < 4 && offset < descriptor.length; i += 1) {
      const byte = descriptor[offset] ?? 0;
      offset += 1;
      length = (length << 7) | (byte & 0x7f);
      if ((byte & 0x80) === 0) break;
    }
    if (tag === 0x03) {
      // ES_Descriptor: ES_ID(2), flags(1), then optional fields the flags announce; its children follow.
      const flags = descriptor[offset + 2] ?? 0;
      offset += 3;
      if (flags & 0x80) offset += 2;
      if (flags & 0x40) offset += 1 + (descriptor[offset] ?? 0);
      if (flags & 0x20) offset += 2;
    } else if (tag === 0x04) {
      // DecoderConfigDescriptor: objectTypeIndication, then 12 bytes before its DecoderSpecificInfo.
      objectType = descriptor[offset];
      offset += 13;
    } else if (tag === 0x05) {
      if (objectType === undefined) break;
      // AudioSpecificConfig: 5 bits of audio object type, 31 escaping to 32 + the next 6 bits.
      const first = descriptor[offset] ?? 0;
      let audioObjectType = first >> 3;
      if (audioObjectType === 31) audioObjectType = 32 + (((first & 0x07) << 3) | ((descriptor[offset + 1] ?? 0) >> 5));
      return `mp4a.${objectType.toString(16)}.${audioObjectType}`;
    } else {
      offset += length;
    }
  }
  if (objectType !== undefined) return `mp4a.${objectType.toString(16)}`;
  throw new Error('esds has no DecoderConfigDescriptor');
}

/** Samples (frames, for video) in every movie fragment of a media segment: the trun sample counts. */
export function countSegmentSamples(buffer: Buffer): number {
  let samples = 0;
  for (const moof of boxes(buffer)) {
    if (moof.type !== 'moof') continue;
    for (const traf of boxes(buffer, moof.start, moof.end)) {
      if (traf.type !== 'traf') continue;
      // trun: version(1) flags(3), then sample_count.
      for (const trun of boxes(buffer, traf.start, traf.end)) if (trun.type === 'trun') samples += buffer.readUInt32BE(trun.start + 4);
    }
  }
  return samples;
}
