// Shaka Player adapter. Shaka (~240 KB gzipped) is imported dynamically so that it is fetched only
// when something is about to play, and lands in its own chunk (ARCHITECTURE 3). The ES2021 build
// is used because the app targets ES2022 browsers: same features, a sixth fewer bytes.
import type shakaNamespace from 'shaka-player/dist/shaka-player.compiled-es2021.js';
import { mediaTokenRequestFilter } from '../lib/media-tokens.ts';
import { readPlayerPreferences } from '@/lib/player-preferences.ts';
import { playerMediaTokens } from '../lib/player-media-tokens.ts';
import { takePrefetched } from '../lib/stream-prefetch.ts';
import { createNativeEngine } from './native-engine.ts';
import { createHandoffPlugin, type SchemePlugin } from './prefetch-handoff.ts';
import { guessStreamKind, mimeTypeFor } from './stream-kind.ts';
import { createWarmStarts } from './warm-start.ts';
import { playerConfig } from './shaka-config.ts';
import { applyQualityMode } from './shaka-quality-mode.ts';
import { startingQualityMode } from '@/lib/quality-mode.ts';
import type { QualityMode } from '@ott/contract';
import type { AudioLanguage, CreateEngine, PlaybackEngine, PlayerSource, QualityLevel, StreamTextTrack } from './types.ts';

type Shaka = typeof shakaNamespace;
type ShakaPlayer = shakaNamespace.Player;

/** shaka.util.Error.Severity.CRITICAL: the engine has given up on the stream. */
const SEVERITY_CRITICAL = 2;
/** shaka.util.Error.Code.LOAD_INTERRUPTED: a newer load or destroy replaced this one; not a failure. */
const LOAD_INTERRUPTED = 7000;

let shakaLoading: Promise<Shaka> | null = null;

/** Fetches the Shaka chunk once and installs its polyfills. Call early to warm the chunk up. */
export function loadShaka(): Promise<Shaka> {
  shakaLoading ??= import('shaka-player/dist/shaka-player.compiled-es2021.js')
    .then((module) => {
      // The file is a CommonJS/UMD bundle: bundlers expose its exports object as `default`.
      const shaka = ((module as { default?: Shaka }).default ?? module) as Shaka;
      shaka.polyfill.installAll();
      registerPrefetchHandoff(shaka);
      return shaka;
    })
    .catch((error: unknown) => {
      shakaLoading = null;
      throw error;
    });
  return shakaLoading;
}

/** Lets the players take what requestPlayback prefetched at the click (see prefetch-handoff.ts). */
function registerPrefetchHandoff(shaka: Shaka) {
  type Plugin = Parameters<typeof shaka.net.NetworkingEngine.registerScheme>[1];
  const plugin = createHandoffPlugin({
    take: takePrefetched,
    fallback: shaka.net.HttpFetchPlugin.parse as unknown as SchemePlugin<shakaNamespace.extern.Request>,
    operation: (promise, onAbort) => new shaka.util.AbortableOperation(promise, onAbort as () => Promise<void>),
  });
  for (const scheme of ['http', 'https']) {
    shaka.net.NetworkingEngine.registerScheme(scheme, plugin as unknown as Plugin, shaka.net.NetworkingEngine.PluginPriority.APPLICATION, true);
  }
}

function errorCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** Every request of a paid stream carries the newest token of its title (lib/media-tokens.ts). */
const withFreshMediaToken = mediaTokenRequestFilter(playerMediaTokens);

/** A player configured for `source` (see playerConfig), not yet attached to a <video>. */
function createConfiguredPlayer(shaka: Shaka, source: PlayerSource): ShakaPlayer {
  const player = new shaka.Player();
  player.configure(playerConfig(source, readPlayerPreferences()));
  player.getNetworkingEngine()?.registerRequestFilter(withFreshMediaToken);
  return player;
}

const warmStarts = createWarmStarts<ShakaPlayer, shakaNamespace.media.PreloadManager>({
  async create(source) {
    const shaka = await loadShaka();
    if (!shaka.Player.isBrowserSupported()) return null;
    const player = createConfiguredPlayer(shaka, source);
    const preload = player.preload(source.url, source.startTime || null, mimeTypeFor(guessStreamKind(source.url))).catch(() => null);
    return { player, preload };
  },
  destroy: (player) => player.destroy(),
});

/**
 * Called from the click that asks for playback: fetches the manifest and first segments while
 * React is still mounting the player, which then adopts this work instead of starting over.
 */
export function warmUpPlayback(source: PlayerSource): void {
  warmStarts.start(source);
}

/**
 * The rungs of the title, tallest first. `ladder` keeps every height seen since the title loaded
 * (height → its highest bandwidth): Shaka leaves out of getVariantTracks a rung it has banned for a
 * while (abr.droppedFrames: too many frames dropped at that height), and the menu must not lose it.
 */
function qualitiesOf(player: ShakaPlayer, ladder: Map<number, number>): QualityLevel[] {
  let activeHeight: number | null = null;
  for (const track of player.getVariantTracks()) {
    if (!track.height) continue;
    ladder.set(track.height, Math.max(ladder.get(track.height) ?? 0, track.bandwidth));
    if (track.active) activeHeight = track.height;
  }
  return [...ladder]
    .sort(([a], [b]) => b - a)
    .map(([height, bandwidth]) => ({ height, active: height === activeHeight, ...(bandwidth > 0 ? { bandwidth } : {}) }));
}

/** One entry per language (a stream may list a language twice, e.g. captions and subtitles). */
function textTracksOf(player: ShakaPlayer): StreamTextTrack[] {
  const byLanguage = new Map<string, StreamTextTrack>();
  for (const track of player.getTextTracks()) {
    if (!byLanguage.has(track.language)) byLanguage.set(track.language, { language: track.language, label: track.label ?? track.language });
  }
  return [...byLanguage.values()];
}

/** Shaka 5's audio tracks (of the playing video) differ by codec, channels or role too: one entry per language, the playing one's when it has several. */
function audioLanguagesOf(player: ShakaPlayer): AudioLanguage[] {
  const byLanguage = new Map<string, AudioLanguage>();
  for (const track of player.getAudioTracks()) {
    if (byLanguage.get(track.language)?.active) continue;
    byLanguage.set(track.language, { language: track.language, label: track.label ?? '', active: track.active });
  }
  return [...byLanguage.values()];
}

/** Selecting a track keeps adaptive bitrate choosing among that language's bitrates. */
function selectAudioLanguage(player: ShakaPlayer, language: string) {
  const tracks = player.getAudioTracks().filter((track) => track.language === language);
  const track = tracks.find((candidate) => candidate.active) ?? tracks[0];
  if (track && !track.active) player.selectAudioTrack(track);
}

/** Shaka 5: selecting a text track shows it, selecting none hides captions (and stops fetching them). */
function showTextTrack(player: ShakaPlayer, language: string | null) {
  if (language === null) return player.selectTextTrack(null);
  const tracks = player.getTextTracks();
  const track = tracks.find((candidate) => candidate.language === language) ?? tracks[0];
  if (track) player.selectTextTrack(track);
}

export const createShakaEngine: CreateEngine = async (video, listeners, options) => {
  const shaka = await loadShaka();
  if (!shaka.Player.isBrowserSupported()) return createNativeEngine(video, listeners);
  let player: ShakaPlayer | null = null;
  let isDestroyed = false;
  let fallbackUrl: string | null = null;
  let startTime = 0;
  /** Issue 18.8: the quality setting playing, null while a fixed height is. */
  let qualityMode: QualityMode | null = 'auto';
  /** The title's rungs seen since it loaded (qualitiesOf). */
  let ladder = new Map<number, number>();

  /** SPEC 2.12: a failing stream falls back to the alternate format (HLS ↔ DASH), once. */
  async function recover(error: unknown) {
    if (isDestroyed || !player || errorCode(error) === LOAD_INTERRUPTED) return;
    const alternate = fallbackUrl;
    fallbackUrl = null;
    if (!alternate) return listeners.onFatalError(error);
    try {
      const resumeAt = video.currentTime > 0 ? video.currentTime : startTime;
      await player.load(alternate, resumeAt || null, mimeTypeFor(guessStreamKind(alternate)));
    } catch (retryError) {
      if (!isDestroyed && errorCode(retryError) !== LOAD_INTERRUPTED) listeners.onFatalError(retryError);
    }
  }

  function listen(target: ShakaPlayer) {
    target.addEventListener('error', (event) => {
      const detail = (event as Event & { detail?: { severity?: number } }).detail;
      if (detail?.severity === SEVERITY_CRITICAL) void recover(detail);
    });
    target.addEventListener('buffering', (event) => {
      listeners.onBufferingChange(Boolean((event as Event & { buffering?: boolean }).buffering));
    });
    for (const name of ['trackschanged', 'variantchanged', 'adaptation', 'abrstatuschanged', 'textchanged']) {
      target.addEventListener(name, () => listeners.onQualitiesChange());
    }
  }

  const engine: PlaybackEngine = {
    async load(source) {
      fallbackUrl = source.fallbackUrl ?? null;
      startTime = source.startTime ?? 0;
      ladder = new Map();
      const warm = await warmStarts.take(source.url, startTime);
      const current = warm?.player ?? createConfiguredPlayer(shaka, source);
      if (isDestroyed) return void (await current.destroy());
      if (options?.bufferingGoalSeconds) current.configure('streaming.bufferingGoal', options.bufferingGoalSeconds);
      // The remembered subtitle language is prepared first, so a screen showing it at once finds it ready.
      const remembered = readPlayerPreferences().subtitleLanguage;
      const captionLanguages = options?.captionLanguages?.length && remembered && remembered !== 'off' ? [remembered, ...options.captionLanguages] : (options?.captionLanguages ?? []);
      const preferText = (languages: readonly string[]) =>
        current.configure({ preferredText: [...new Set(languages)].map((language) => ({ language, role: '', format: '', forced: false })) });
      if (captionLanguages.length > 0) {
        preferText(captionLanguages);
        // 'streaming' comes with the manifest's tracks known and before any stream is picked: a stream
        // with none of these languages gets one of its own prepared, else it would have none.
        current.addEventListener('streaming', () => preferText([...captionLanguages, ...current.getTextTracks().map((track) => track.language)]));
      }
      player = current;
      listen(current);
      if (options?.qualityFromPreferences) {
        qualityMode = startingQualityMode(readPlayerPreferences().quality);
        // Before the first segment where Shaka allows it (tracks known, none chosen), else right after load.
        current.addEventListener('streaming', () => void (qualityMode && applyQualityMode(current, qualityMode)));
      }
      await current.attach(video);
      const preloaded = warm ? await warm.preload : null;
      try {
        if (preloaded) await current.load(preloaded);
        else await current.load(source.url, startTime || null, mimeTypeFor(guessStreamKind(source.url)));
        // Prepared, not shown: captions start off (see EngineOptions.captionLanguages).
        if (captionLanguages.length > 0) current.selectTextTrack(null);
        if (options?.qualityFromPreferences && qualityMode) applyQualityMode(current, qualityMode, qualityMode === 'high');
      } catch (error) {
        await recover(error);
      }
      listeners.onQualitiesChange();
    },
    getQualities: () => (player ? qualitiesOf(player, ladder) : []),
    goToLive: () => void (player?.isLive() && player.goToLive()),
    getTextTracks: () => (player ? textTracksOf(player) : []),
    showTextTrack: (language) => void (player && showTextTrack(player, language)),
    getAudioLanguages: () => (player ? audioLanguagesOf(player) : []),
    selectAudioLanguage(language) {
      if (player) selectAudioLanguage(player, language);
      listeners.onQualitiesChange();
    },
    isAutoQuality: () => player?.getConfiguration().abr.enabled ?? true,
    getQualityMode: () => qualityMode,
    setQualityMode(mode) {
      qualityMode = mode;
      if (player) applyQualityMode(player, mode, true);
      listeners.onQualitiesChange();
    },
    setQuality(quality) {
      if (!player) return;
      if (quality === 'auto') {
        qualityMode = 'auto';
        applyQualityMode(player, 'auto');
      } else {
        // A fixed choice must not be undone by adaptive bitrate. Turning it off first also lifts
        // Shaka's bans of rungs that dropped frames, so every rung the menu lists can be chosen.
        const wasAuto = player.getConfiguration().abr.enabled;
        player.configure({ abr: { enabled: false } });
        const track = player
          .getVariantTracks()
          .filter((candidate) => candidate.height === quality)
          .sort((a, b) => b.bandwidth - a.bandwidth)[0];
        if (!track) {
          player.configure({ abr: { enabled: wasAuto } });
          return;
        }
        qualityMode = null;
        // Clearing the buffer shows the choice now.
        player.selectVariantTrack(track, true, 2);
      }
      listeners.onQualitiesChange();
    },
    async destroy() {
      isDestroyed = true;
      await player?.destroy();
    },
  };
  return engine;
};
