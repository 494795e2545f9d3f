import { spawnTied } from './tied-spawn.ts';
import { basename } from 'node:path';

export interface RunProcessOptions {
  readonly cwd?: string;
  /** Lets a cancelled job stop its ffmpeg instead of leaving it running. */
  readonly signal?: AbortSignal;
  /** Streamed stdout lines (ffmpeg `-progress pipe:1`); stdout is then not collected. */
  readonly onStdoutLine?: (line: string) => void;
}

export interface ProcessOutput {
  readonly stdout: string;
  readonly stderr: string;
}

const ERROR_TAIL_LINES = 20;
// ffmpeg can log for hours on a long ingest; only the tail is ever useful.
const KEPT_STDERR_LINES = 200;

export class ProcessError extends Error {
  override readonly name = 'ProcessError';

  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(`${basename(command)} failed (${exitCode === null ? 'killed' : `exit code ${exitCode}`}):\n${stderrTail}`);
  }
}

export function runProcess(command: string, args: readonly string[], options: RunProcessOptions = {}): Promise<ProcessOutput> {
  return new Promise((resolve, reject) => {
    // Tied to this process (tied-spawn.ts): a killed worker leaves no transcode running.
    const child = spawnTied(command, args, {
      cwd: options.cwd,
      signal: options.signal,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdoutChunks: string[] = [];
    const stderrLines = new LineBuffer((line) => {
      stderrTail.push(line);
      if (stderrTail.length > KEPT_STDERR_LINES) stderrTail.shift();
    });
    const stderrTail: string[] = [];
    const stdoutLines = options.onStdoutLine ? new LineBuffer(options.onStdoutLine) : undefined;

    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => (stdoutLines ? stdoutLines.push(chunk) : stdoutChunks.push(chunk)));
    child.stderr?.on('data', (chunk: string) => stderrLines.push(chunk));

    child.on('error', (error) => reject(new Error(`${basename(command)} could not run: ${error.message}`, { cause: error })));
    child.on('close', (exitCode) => {
      stdoutLines?.flush();
      stderrLines.flush();
      if (exitCode === 0) {
        resolve({ stdout: stdoutChunks.join(''), stderr: stderrTail.join('\n') });
        return;
      }
      reject(new ProcessError(command, exitCode, stderrTail.slice(-ERROR_TAIL_LINES).join('\n')));
    });
  });
}

/** Splits a text stream into lines across chunk boundaries (ffmpeg also uses bare \r). */
class LineBuffer {
  private pending = '';

  constructor(private readonly onLine: (line: string) => void) {}

  push(chunk: string): void {
    const parts = (this.pending + chunk).split(/\r\n|\r|\n/);
    this.pending = parts.pop() ?? '';
    for (const line of parts) if (line.length > 0) this.onLine(line);
  }

  flush(): void {
    if (this.pending.length > 0) this.onLine(this.pending);
    this.pending = '';
  }
}
