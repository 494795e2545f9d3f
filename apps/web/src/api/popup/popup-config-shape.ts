// A light structural check of /popup-config.json (SPEC 3 'Popup config'). The contract's zod schema
// would bring zod into the home bundle; this guard gives the same yes/no for the fields we read.
import type { PopupConfig } from '@ott/contract';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isIntOrNull = (value: unknown) => value === null || Number.isInteger(value);

function isContent(content: unknown): boolean {
  if (!isObject(content)) return false;
  return (
    isText(content.title) &&
    isText(content.message) &&
    isText(content.buttonText) &&
    ['imageUrl', 'buttonUrl', 'closeButtonText', 'soundUrl'].every((key) => isTextOrNull(content[key])) &&
    isIntOrNull(content.imageWidth) &&
    isIntOrNull(content.imageHeight)
  );
}

function isSettings(settings: unknown): boolean {
  if (!isObject(settings)) return false;
  return (
    ['autoShow', 'showOnLoad', 'dismissible'].every((key) => typeof settings[key] === 'boolean') &&
    Number.isInteger(settings.delay) &&
    ['desktop', 'mobile', 'all'].includes(settings.deviceType as string) &&
    Array.isArray(settings.showOnPages) &&
    settings.showOnPages.every(isText)
  );
}

export function isPopupConfig(value: unknown): value is PopupConfig {
  return isObject(value) && typeof value.showPopup === 'boolean' && isContent(value.popupContent) && isSettings(value.popupSettings);
}
