// What the ffmpeg in use can do, where the builds the pipeline meets differ in more than option
// names: Debian's 5.1 (the reference) and the npm package's 4.1 (when no ffmpeg is on PATH). Each
// answer comes from running the binary once on a one-frame graph, cached per binary path.
import { runProcess } from './run-process.ts';

const timedScaleByBinary = new Map<string, Promise<boolean>>();

/** Whether scale's expressions know `t` with eval=frame (ffmpeg 4.4 and later; not 4.1). */
export function scaleKnowsTime(ffmpegPath: string): Promise<boolean> {
  let answer = timedScaleByBinary.get(ffmpegPath);
  if (!answer) {
    answer = runProcess(ffmpegPath, [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', 'color=s=16x16:r=1:d=1', '-vf', 'scale=w=16+0*t:h=-2:eval=frame', '-frames:v', '1', '-f', 'null', '-'],
    ]).then(
      () => true,
      () => false,
    );
    timedScaleByBinary.set(ffmpegPath, answer);
  }
  return answer;
}
