// The welcome popup's loader, mounted once in the shell (SPEC 2.22, 4 'Popup'). Tiny on purpose: it
// asks for /popup-config.json only in a browser that has not seen the popup, waits the configured
// delay on a matching device and page, and only then fetches the dialog's chunk.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePopupConfig } from '@/api/popup/get-popup-config.ts';
import { hasSeenPopup, isMobileDevice, markPopupShown, popupWanted } from './lib/popup-rules.ts';
import { startScrollWatchdog } from './lib/scroll-lock.ts';

const loadDialog = () => import('./components/welcome-popup-dialog.tsx');
const WelcomePopupDialog = lazy(loadDialog);

export function WelcomePopup() {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(hasSeenPopup);
  const [open, setOpen] = useState(false);
  const { data: config } = usePopupConfig(!seen);
  const isMobile = isMobileDevice(window.innerWidth, navigator.userAgent);
  const wanted = !!config && !seen && popupWanted(config, pathname, isMobile);
  const delay = Math.max(0, config?.popupSettings.delay ?? 0);
  const stopWatchdog = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatchdog.current?.(), []);

  useEffect(() => {
    if (!wanted || open) return;
    void loadDialog().catch(() => undefined); // warm the chunk during the delay
    const timer = window.setTimeout(() => {
      setOpen(true);
      // From the first showing on, so a lock that outlives the popup is still undone.
      stopWatchdog.current ??= startScrollWatchdog();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [wanted, open, delay]);

  if (!open || !config) return null;
  const done = () => {
    markPopupShown();
    setSeen(true);
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <WelcomePopupDialog config={config} onDone={done} />
    </Suspense>
  );
}
