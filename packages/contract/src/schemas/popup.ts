import { z } from 'zod';

/** SPEC 3 'Popup config', served at /popup-config.json from the database. */
export const PopupConfig = z.object({
  showPopup: z.boolean(),
  popupContent: z.object({
    title: z.string(),
    message: z.string(),
    imageUrl: z.string().nullable(),
    imageWidth: z.number().int().nullable(),
    imageHeight: z.number().int().nullable(),
    buttonText: z.string(),
    buttonUrl: z.string().nullable(),
    closeButtonText: z.string().nullable(),
    soundUrl: z.string().nullable(),
  }),
  popupSettings: z.object({
    autoShow: z.boolean(),
    showOnLoad: z.boolean(),
    delay: z.number().int(),
    dismissible: z.boolean(),
    deviceType: z.enum(['desktop', 'mobile', 'all']),
    showOnPages: z.array(z.string()),
  }),
});
export type PopupConfig = z.infer<typeof PopupConfig>;
