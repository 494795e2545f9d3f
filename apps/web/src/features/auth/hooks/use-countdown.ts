// A seconds countdown (the OTP resend wait, SPEC 9: 30 s). start() restarts it, stop() clears it.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(from), []);
  const stop = useCallback(() => setSeconds(0), []);
  return { seconds, start, stop };
}
