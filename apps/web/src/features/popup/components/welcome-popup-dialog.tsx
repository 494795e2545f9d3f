// The welcome popup itself (SPEC 2.22, 3 'Popup config', 4 'Popup'): a modal <dialog> (focus kept
// inside, the page behind inert) with the configured image, title, message, one action and the
// optional close button and sound. Escape, the close button and the backdrop close it only when
// dismissible. The body does not scroll while it is up.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Sparkles, X } from 'lucide-react';
import type { PopupConfig } from '@ott/contract';
import { lockScroll, unlockScroll } from '../lib/scroll-lock.ts';

export interface WelcomePopupDialogProps {
  config: PopupConfig;
  /** Closed or acted on: the popup is not shown again in this browser. */
  onDone(): void;
  /**
   * The console's live preview (issue 15.4): drawn in place (not modal, page not locked), no sound
   * played and no focus taken; its buttons do nothing, so nothing is marked as seen or navigated to.
   */
  preview?: boolean;
}

/** Plays the greeting sound if the browser allows it; a blocked autoplay is simply silent. */
function playSound(url: string) {
  try {
    const played = new Audio(url).play() as Promise<void> | undefined;
    played?.catch(() => undefined);
  } catch {
    // No audio support: nothing to play.
  }
}

export default function WelcomePopupDialog({ config, onDone: done, preview = false }: WelcomePopupDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const { popupContent: content, popupSettings: settings } = config;
  const onDone = preview ? () => undefined : done;

  useEffect(() => {
    const dialog = ref.current;
    if (preview) return; // drawn open in place (the `open` attribute), not modal
    if (dialog && !dialog.open) dialog.showModal();
    lockScroll();
    return unlockScroll;
  }, [preview]);
  useEffect(() => {
    if (content.soundUrl && !preview) playSound(content.soundUrl);
  }, [content.soundUrl, preview]);

  const dismiss = () => settings.dismissible && onDone();
  const act = () => {
    if (preview) return;
    onDone();
    const url = content.buttonUrl;
    if (!url) return;
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
    else window.location.assign(url);
  };
  // A picture that fails to load gives way to the drawn header, never a broken-image icon.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const hasImage = !!content.imageUrl && failedImage !== content.imageUrl;

  return (
    <dialog
      ref={ref}
      data-welcome-popup=""
      open={preview || undefined}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onClose={() => settings.dismissible && onDone()}
      onClick={(event) => event.target === ref.current && dismiss()}
      className={`${preview ? 'relative ' : ''}m-auto w-[min(92vw,440px)] overflow-hidden rounded-3xl bg-surface p-0 text-white shadow-[0_30px_80px_-20px_rgba(0,0,0,0.9)] ring-1 ring-white/10 backdrop:bg-black/75 backdrop:backdrop-blur-sm`}
    >
      <div className="relative">
        {hasImage ? (
          <>
            <img
              src={content.imageUrl ?? undefined}
              alt=""
              width={content.imageWidth ?? undefined}
              height={content.imageHeight ?? undefined}
              style={
                content.imageWidth && content.imageHeight
                  ? { aspectRatio: `${content.imageWidth} / ${content.imageHeight}` }
                  : undefined
              }
              onError={() => setFailedImage(content.imageUrl)}
              className="max-h-[40vh] w-full bg-white/5 object-cover"
            />
            <div
              aria-hidden="true"
              className="absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-surface to-transparent"
            />
          </>
        ) : (
          <div
            aria-hidden="true"
            className="grid h-36 place-items-center bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-2),var(--color-brand)_45%,#3b0a10_100%)]"
          >
            <span className="grid size-16 place-items-center rounded-2xl bg-white/15 ring-1 ring-white/30 backdrop-blur">
              <Sparkles className="size-8" />
            </span>
          </div>
        )}
        {settings.dismissible && !content.closeButtonText && (
          <button
            type="button"
            onClick={onDone}
            aria-label={t('close')}
            className="absolute right-3 top-3 grid size-9 place-items-center rounded-full bg-black/50 text-white ring-1 ring-white/25 backdrop-blur transition hover:bg-black/70"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <div className="px-6 pb-6 pt-5 text-center">
        <h2 id={titleId} className="text-2xl font-extrabold tracking-tight">
          {content.title}
        </h2>
        <p id={messageId} className="mt-2 text-[15px] leading-relaxed text-white/75">
          {content.message}
        </p>
        <div className="mt-6 flex flex-col gap-2">
          <button
            type="button"
            autoFocus={!preview}
            onClick={act}
            className="h-12 rounded-xl bg-brand font-bold text-white shadow-lg shadow-brand/30 transition hover:bg-brand-2"
          >
            {content.buttonText}
          </button>
          {settings.dismissible && content.closeButtonText && (
            <button
              type="button"
              onClick={onDone}
              className="h-11 rounded-xl font-semibold text-white/70 transition hover:bg-white/10 hover:text-white"
            >
              {content.closeButtonText}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
