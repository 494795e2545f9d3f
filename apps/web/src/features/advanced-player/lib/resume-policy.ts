// The advanced player's auto-resume rules (SPEC 4 'Advanced player', SPEC 9) as a pure state
// machine: events in, state and effects out. The hook (use-auto-resume.ts) turns media and page
// events into these events and carries out the effects with timers.
import {
  ADVANCED_PLAYER_ERROR_RELOAD_MS,
  ADVANCED_PLAYER_ERROR_RETRY_MS,
  ADVANCED_PLAYER_RESUME_DELAY_STEP_MS,
  ADVANCED_PLAYER_RESUME_MAX_ATTEMPTS,
  ADVANCED_PLAYER_STALL_RESUME_MS,
} from '@ott/contract';

/** Work the hook runs later; one pending timer per task, a new schedule replaces the old one. */
export type ResumeTask = 'play' | 'unstall' | 'reload' | 'retry';

export type ResumeEffect =
  | { type: 'schedule'; task: ResumeTask; delayMs: number }
  | { type: 'cancel'; task: ResumeTask | 'all' }
  /** The page went away: pause and mute. */
  | { type: 'pauseAndMute' }
  /** The page came back: play again and restore the sound as it was. */
  | { type: 'restore' }
  /** Every recovery was tried: show the failure. */
  | { type: 'fail' };

export type ResumeEvent =
  | { type: 'userPlay' }
  | { type: 'userPause' }
  /** A pause nobody asked for (not the viewer, not the page being hidden, not the end). */
  | { type: 'unexpectedPause' }
  /** Playback has run without interruption for a while: recovery budgets start over. */
  | { type: 'healthy' }
  | { type: 'stall' }
  | { type: 'stallEnd' }
  | { type: 'error' }
  /** The page was hidden or is being unloaded; `wasPlaying` says whether to resume on return. */
  | { type: 'hidden'; wasPlaying: boolean }
  | { type: 'visible' };

export interface ResumeState {
  /** The viewer paused: nothing resumes on its own until they play again. */
  readonly userPaused: boolean;
  readonly hidden: boolean;
  /** Unexpected pauses resumed since playback was last healthy. */
  readonly pauseAttempts: number;
  /** none → reloading (after 2 s) → retrying (3 s more) → failed. */
  readonly errorStage: 'none' | 'reloading' | 'retrying' | 'failed';
  readonly resumeOnVisible: boolean;
}

export const INITIAL_RESUME_STATE: ResumeState = {
  userPaused: false,
  hidden: false,
  pauseAttempts: 0,
  errorStage: 'none',
  resumeOnVisible: false,
};

export interface ResumeStep {
  state: ResumeState;
  effects: ResumeEffect[];
}

/** Delay before the nth (1-based) resume after an unexpected pause: 1.5 s × n. */
export const pauseResumeDelayMs = (attempt: number) => ADVANCED_PLAYER_RESUME_DELAY_STEP_MS * attempt;

const CANCEL_ALL: ResumeEffect = { type: 'cancel', task: 'all' };

function onError(state: ResumeState): ResumeStep {
  const cancelPlay: ResumeEffect[] = [
    { type: 'cancel', task: 'play' },
    { type: 'cancel', task: 'unstall' },
  ];
  switch (state.errorStage) {
    case 'none':
      return {
        state: { ...state, errorStage: 'reloading' },
        effects: [...cancelPlay, { type: 'schedule', task: 'reload', delayMs: ADVANCED_PLAYER_ERROR_RELOAD_MS }],
      };
    case 'reloading':
      return {
        state: { ...state, errorStage: 'retrying' },
        effects: [...cancelPlay, { type: 'schedule', task: 'retry', delayMs: ADVANCED_PLAYER_ERROR_RETRY_MS }],
      };
    case 'retrying':
      return { state: { ...state, errorStage: 'failed' }, effects: [CANCEL_ALL, { type: 'fail' }] };
    case 'failed':
      return { state, effects: [] };
  }
}

export function resumeStep(state: ResumeState, event: ResumeEvent): ResumeStep {
  const isRecovering = state.errorStage !== 'none';
  switch (event.type) {
    case 'userPlay':
      return { state: { ...state, userPaused: false, pauseAttempts: 0 }, effects: [{ type: 'cancel', task: 'play' }] };
    case 'userPause':
      return {
        state: { ...state, userPaused: true, resumeOnVisible: false },
        effects: [
          { type: 'cancel', task: 'play' },
          { type: 'cancel', task: 'unstall' },
        ],
      };
    case 'healthy':
      return { state: { ...state, pauseAttempts: 0, errorStage: state.errorStage === 'failed' ? 'failed' : 'none' }, effects: [] };
    case 'unexpectedPause': {
      if (state.userPaused || state.hidden || isRecovering) return { state, effects: [] };
      if (state.pauseAttempts >= ADVANCED_PLAYER_RESUME_MAX_ATTEMPTS) return { state, effects: [] };
      const attempt = state.pauseAttempts + 1;
      return {
        state: { ...state, pauseAttempts: attempt },
        effects: [{ type: 'schedule', task: 'play', delayMs: pauseResumeDelayMs(attempt) }],
      };
    }
    case 'stall':
      if (state.userPaused || state.hidden || isRecovering) return { state, effects: [] };
      return { state, effects: [{ type: 'schedule', task: 'unstall', delayMs: ADVANCED_PLAYER_STALL_RESUME_MS }] };
    case 'stallEnd':
      return { state, effects: [{ type: 'cancel', task: 'unstall' }] };
    case 'error':
      return onError(state);
    case 'hidden':
      if (state.hidden) return { state, effects: [] };
      return {
        state: { ...state, hidden: true, resumeOnVisible: event.wasPlaying && !state.userPaused },
        effects: [{ type: 'cancel', task: 'play' }, { type: 'cancel', task: 'unstall' }, { type: 'pauseAndMute' }],
      };
    case 'visible': {
      if (!state.hidden) return { state, effects: [] };
      const next = { ...state, hidden: false, resumeOnVisible: false };
      const shouldResume = state.resumeOnVisible && !state.userPaused && state.errorStage !== 'failed';
      return { state: next, effects: shouldResume ? [{ type: 'restore' }] : [] };
    }
  }
}
