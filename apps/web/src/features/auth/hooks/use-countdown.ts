// A seconds countdown (the OTP resend wait, SPEC 9: 30 s). It counts against a deadline, so a
// throttled background tab still shows the right number when it wakes up.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  const deadline = useRef(0);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setSeconds(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000)));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  const start = useCallback((from: number) => {
    deadline.current = Date.now() + from * 1000;
    setSeconds(from);
  }, []);
  const stop = useCallback(() => setSeconds(0), []);
  return { seconds, start, stop };
}
