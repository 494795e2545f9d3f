// A film's tus upload as React state: progress, speed, time left, the server's refusal, cancel.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { startFilmUpload } from '../lib/tus-upload.ts';
import { addSample, bytesPerSecond, secondsLeft, type ProgressSample } from '../lib/upload-format.ts';

export type FilmUploadPhase = 'idle' | 'starting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface FilmUploadState {
  phase: FilmUploadPhase;
  sent: number;
  total: number;
  /** Bytes per second over the last few seconds; null until known. */
  speed: number | null;
  secondsLeft: number | null;
  resumed: boolean;
  /** The server's message (as sent), or null for a failure without one. */
  error: string | null;
}

const IDLE: FilmUploadState = { phase: 'idle', sent: 0, total: 0, speed: null, secondsLeft: null, resumed: false, error: null };

/** How an upload is started: a title's film by default; an ad's video passes its own (lib/ad-video-upload.ts). */
type StartUpload = typeof startFilmUpload;

export function useFilmUpload({ onDone, startUpload = startFilmUpload }: { onDone(): void; startUpload?: StartUpload }) {
  const [state, setState] = useState<FilmUploadState>(IDLE);
  const upload = useRef<Upload | null>(null);
  const samples = useRef<ProgressSample[]>([]);
  const done = useRef(onDone);
  done.current = onDone;

  // Leaving the page pauses the upload (it resumes from the same file later); it is not cancelled.
  useEffect(() => () => void upload.current?.abort(false), []);

  const start = useCallback(async (titleId: number, file: File) => {
    samples.current = [];
    setState({ ...IDLE, phase: 'starting', total: file.size });
    try {
      const started = await startUpload(titleId, file, {
        onProgress: (sent, total) => {
          samples.current = addSample(samples.current, { at: performance.now(), bytes: sent });
          const speed = bytesPerSecond(samples.current);
          setState((s) => (s.phase === 'cancelled' ? s : { ...s, phase: 'uploading', sent, total, speed, secondsLeft: secondsLeft(sent, total, speed) }));
        },
        onSuccess: () => {
          setState((s) => ({ ...s, phase: 'done', sent: s.total, secondsLeft: 0 }));
          done.current();
        },
        onError: (message) => setState((s) => (s.phase === 'cancelled' ? s : { ...s, phase: 'failed', error: message })),
      });
      upload.current = started.upload;
      setState((s) => (s.phase === 'starting' ? { ...s, phase: 'uploading', resumed: started.resumed } : { ...s, resumed: started.resumed }));
    } catch (error) {
      setState((s) => ({ ...s, phase: 'failed', error: null }));
      if (import.meta.env.DEV) console.error(error);
    }
  }, [startUpload]);

  /** Stops the upload and asks the server to drop it (tus DELETE). */
  const cancel = useCallback(async () => {
    const current = upload.current;
    upload.current = null;
    setState((s) => ({ ...s, phase: 'cancelled', speed: null, secondsLeft: null }));
    await current?.abort(true).catch(() => undefined);
  }, []);

  const reset = useCallback(() => {
    upload.current = null;
    setState(IDLE);
  }, []);

  return { state, start, cancel, reset };
}
