// Children that die with us (issue 14.3): a worker killed with SIGKILL cannot stop its ffmpeg, and an
// orphaned live encoder kept rewriting the channel's playlist beside the new leader's. On Linux,
// util-linux's `setpriv --pdeathsig KILL` asks the kernel to kill the child when its parent dies,
// then execs the command (same pid, same arguments). Without setpriv (not Linux, a bare image),
// the command is spawned as it is and an orphan stays possible; start-up logs which it is.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const SETPRIV_PATHS = ['/usr/bin/setpriv', '/bin/setpriv'];

let setprivPath: string | null | undefined;

/** The setpriv that can tie children to us, or null when there is none. */
export function findSetpriv(): string | null {
  if (setprivPath !== undefined) return setprivPath;
  setprivPath = null;
  if (process.platform !== 'linux') return setprivPath;
  for (const candidate of SETPRIV_PATHS) {
    try {
      accessSync(candidate, constants.X_OK);
      setprivPath = candidate;
      break;
    } catch {
      // try the next one
    }
  }
  return setprivPath;
}

/** `spawn`, but the child is killed by the kernel if this process dies first. */
export function spawnTied(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const setpriv = findSetpriv();
  return setpriv
    ? spawn(setpriv, ['--pdeathsig', 'KILL', '--', command, ...args], options)
    : spawn(command, args, options);
}
