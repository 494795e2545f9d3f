// What the console shows for a failed transcode: ffmpeg's own reason (the last lines it wrote,
// which name the problem) after a sentence an operator can act on, never a stack trace.
import { ProcessError } from '../media/run-process.ts';

const MAX_LENGTH = 900;

export function failureMessage(error: unknown, what = 'film'): string {
  if (error instanceof ProcessError) {
    const reason = error.stderrTail
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(-6)
      .join('\n');
    return clip(`ffmpeg could not process this ${what}. Its reason: ${reason || `exit code ${error.exitCode ?? 'killed'}`}`);
  }
  return clip(error instanceof Error ? error.message : String(error));
}

const clip = (text: string) => (text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text);
