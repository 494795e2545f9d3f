// Runs the resume policy (lib/resume-policy.ts) against the real <video> and page: classifies
// pauses, watches stalls and visibility, and carries out the policy's effects with timers.
import { useCallback, useEffect, useRef, useState } from 'react';
import { INITIAL_RESUME_STATE, resumeStep, type ResumeEffect, type ResumeEvent, type ResumeTask } from '../lib/resume-policy.ts';

/** Playing this long without a pause, stall or error counts as healthy again. */
const HEALTHY_AFTER_MS = 5_000;

interface AutoResumeOptions {
  /** Reload the source (the error recovery). */
  reload(): void;
  /** Live streams jump back to the live edge out of a stall. */
  goToLive?(): void;
}

const play = (video: HTMLVideoElement) => void video.play().catch(() => undefined);

export function useAutoResume(video: HTMLVideoElement | null, { reload, goToLive }: AutoResumeOptions) {
  const [hasFailed, setFailed] = useState(false);
  const [isRecovering, setRecovering] = useState(false);
  const state = useRef(INITIAL_RESUME_STATE);
  const timers = useRef(new Map<ResumeTask, ReturnType<typeof setTimeout>>());
  const expectPause = useRef(false);
  const mutedBeforeHidden = useRef(false);
  const actions = useRef({ reload, goToLive });
  actions.current = { reload, goToLive };

  const run = useCallback(
    (effect: ResumeEffect) => {
      const pending = timers.current;
      if (effect.type === 'cancel') {
        for (const [task, timer] of pending) {
          if (effect.task !== 'all' && effect.task !== task) continue;
          clearTimeout(timer);
          pending.delete(task);
        }
      } else if (effect.type === 'schedule') {
        clearTimeout(pending.get(effect.task));
        pending.set(
          effect.task,
          setTimeout(() => {
            pending.delete(effect.task);
            if (!video) return;
            if (effect.task === 'play') {
              if (video.paused && !document.hidden) play(video);
            } else if (effect.task === 'unstall') {
              if (actions.current.goToLive) actions.current.goToLive();
              else {
                // A seek in place makes the engine look for data again.
                const at = video.currentTime;
                video.currentTime = at;
              }
              play(video);
            } else {
              actions.current.reload();
            }
          }, effect.delayMs),
        );
      } else if (effect.type === 'pauseAndMute') {
        if (!video) return;
        mutedBeforeHidden.current = video.muted;
        expectPause.current = !video.paused;
        video.pause();
        video.muted = true;
      } else if (effect.type === 'restore') {
        if (!video) return;
        video.muted = mutedBeforeHidden.current;
        play(video);
      } else {
        setFailed(true);
      }
    },
    [video],
  );

  const dispatch = useCallback(
    (event: ResumeEvent) => {
      const step = resumeStep(state.current, event);
      state.current = step.state;
      setRecovering(step.state.errorStage === 'reloading' || step.state.errorStage === 'retrying');
      for (const effect of step.effects) run(effect);
    },
    [run],
  );

  useEffect(() => {
    if (!video) return;
    let healthyTimer: ReturnType<typeof setTimeout> | undefined;
    const onPause = () => {
      clearTimeout(healthyTimer);
      const isExpected = expectPause.current || document.hidden || video.ended;
      expectPause.current = false;
      if (!isExpected) dispatch({ type: 'unexpectedPause' });
    };
    const onPlaying = () => {
      dispatch({ type: 'stallEnd' });
      clearTimeout(healthyTimer);
      healthyTimer = setTimeout(() => dispatch({ type: 'healthy' }), HEALTHY_AFTER_MS);
    };
    const onWaiting = () => {
      clearTimeout(healthyTimer);
      if (!video.paused) dispatch({ type: 'stall' });
    };
    const onVisibility = () =>
      dispatch(document.hidden ? { type: 'hidden', wasPlaying: !video.paused } : { type: 'visible' });
    const onPageHide = () => dispatch({ type: 'hidden', wasPlaying: !video.paused });
    video.addEventListener('pause', onPause);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('waiting', onWaiting);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    const pending = timers.current;
    return () => {
      clearTimeout(healthyTimer);
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      video.removeEventListener('pause', onPause);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('waiting', onWaiting);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [video, dispatch]);

  /** The viewer's own play and pause: a pause they asked for is never undone. */
  const userPlay = useCallback(() => {
    dispatch({ type: 'userPlay' });
    if (video) play(video);
  }, [video, dispatch]);
  const userPause = useCallback(() => {
    dispatch({ type: 'userPause' });
    if (!video || video.paused) return;
    expectPause.current = true;
    video.pause();
  }, [video, dispatch]);
  const reportError = useCallback(() => dispatch({ type: 'error' }), [dispatch]);

  return { hasFailed, isRecovering, userPlay, userPause, reportError };
}
