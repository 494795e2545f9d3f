// The welcome popup's console form: numbers and page lists as text, the picture and sound as the
// stored path (what is saved) plus its address (what the preview shows). To and from the contract.
import type { AdminPopupResponse, PopupConfig, UpdatePopupBody } from '@ott/contract';

export interface PopupForm {
  showPopup: boolean;
  title: string;
  message: string;
  image: { path: string; url: string } | null;
  imageWidth: string;
  imageHeight: string;
  buttonText: string;
  buttonUrl: string;
  closeButtonText: string;
  sound: { path: string; url: string } | null;
  autoShow: boolean;
  showOnLoad: boolean;
  delay: string;
  dismissible: boolean;
  deviceType: 'desktop' | 'mobile' | 'all';
  showOnPages: string;
}

const media = (path: string | null, url: string | null) => (path ? { path, url: url ?? '' } : null);
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function popupToForm({ config, served }: Pick<AdminPopupResponse, 'config' | 'served'>): PopupForm {
  const c = config.popupContent;
  const s = config.popupSettings;
  return {
    showPopup: config.showPopup,
    title: c.title,
    message: c.message,
    image: media(c.imageUrl, served.popupContent.imageUrl),
    imageWidth: numberText(c.imageWidth),
    imageHeight: numberText(c.imageHeight),
    buttonText: c.buttonText,
    buttonUrl: c.buttonUrl ?? '',
    closeButtonText: c.closeButtonText ?? '',
    sound: media(c.soundUrl, served.popupContent.soundUrl),
    autoShow: s.autoShow,
    showOnLoad: s.showOnLoad,
    delay: String(s.delay),
    dismissible: s.dismissible,
    deviceType: s.deviceType,
    showOnPages: s.showOnPages.join('\n'),
  };
}

/** '' → null; digits → the number; anything else NaN (the contract then says what is wrong). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function formToPopupBody(form: PopupForm): UpdatePopupBody {
  return {
    showPopup: form.showPopup,
    popupContent: {
      title: form.title,
      message: form.message,
      imageUrl: form.image?.path ?? null,
      imageWidth: numberOrNull(form.imageWidth),
      imageHeight: numberOrNull(form.imageHeight),
      buttonText: form.buttonText,
      buttonUrl: form.buttonUrl,
      closeButtonText: form.closeButtonText,
      soundUrl: form.sound?.path ?? null,
    },
    popupSettings: {
      autoShow: form.autoShow,
      showOnLoad: form.showOnLoad,
      delay: numberOrNull(form.delay) ?? 0,
      dismissible: form.dismissible,
      deviceType: form.deviceType,
      showOnPages: form.showOnPages.split('\n').map((p) => p.trim()).filter((p) => p !== ''),
    },
  };
}

/** The config the preview draws: the form as typed, media as addresses. */
export function previewConfig(form: PopupForm): PopupConfig {
  const size = (text: string) => {
    const n = numberOrNull(text);
    return n !== null && Number.isInteger(n) && n > 0 ? n : null;
  };
  return {
    showPopup: form.showPopup,
    popupContent: {
      title: form.title,
      message: form.message,
      imageUrl: form.image?.url ?? null,
      imageWidth: size(form.imageWidth),
      imageHeight: size(form.imageHeight),
      buttonText: form.buttonText,
      buttonUrl: form.buttonUrl || null,
      closeButtonText: form.closeButtonText.trim() || null,
      soundUrl: form.sound?.url ?? null,
    },
    popupSettings: {
      autoShow: form.autoShow,
      showOnLoad: form.showOnLoad,
      delay: 0,
      dismissible: form.dismissible,
      deviceType: form.deviceType,
      showOnPages: [],
    },
  };
}

/** Which form field a contract issue path names. */
export function popupField(path: readonly PropertyKey[]): keyof PopupForm {
  const last = String(path[1] ?? path[0] ?? 'title');
  if (last === 'imageUrl') return 'image';
  if (last === 'soundUrl') return 'sound';
  return (last as keyof PopupForm) ?? 'title';
}
