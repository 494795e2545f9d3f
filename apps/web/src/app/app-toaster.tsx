// The one toast outlet (SPEC 9: 3000 ms by default). Toasts must never sit on the fixed header
// (shell's Header is h-16, 64 px, at every width) nor hide News and Contact, and their close
// button sits inside the toast's top-right corner, not half outside it (issue 12).
import { Toaster, type ToasterProps } from 'sonner';
import { TOAST_DEFAULT_MS } from '@ott/contract';

const HEADER_HEIGHT_PX = 64;

/** Desktop: top right, just under the header, clear of the nav links on the left. */
export const TOAST_OFFSET = { top: HEADER_HEIGHT_PX + 16, right: 24 } as const satisfies ToasterProps['offset'];
/** Phones (sonner's layout below 600 px): full width just under the header. */
export const TOAST_MOBILE_OFFSET = { top: HEADER_HEIGHT_PX + 8, left: 12, right: 12 } as const satisfies ToasterProps['mobileOffset'];

export const TOAST_CLASS_NAMES = {
  // Room on the right for the close button, so text never runs under it.
  toast: 'pr-10!',
  // sonner puts the button on the toast's corner, translated 35% outside it: pull it in.
  closeButton: 'left-auto! right-2! top-2! transform-none! size-6!',
} as const;

export function AppToaster() {
  return (
    <Toaster
      theme="dark"
      position="top-right"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      richColors
      duration={TOAST_DEFAULT_MS}
      closeButton
      toastOptions={{ classNames: TOAST_CLASS_NAMES }}
    />
  );
}
