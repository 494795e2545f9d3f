// Renders an info screen at `at` with the real i18n and the location probe.
import type { ReactElement } from 'react';
import { renderElement } from '@/testing/render.tsx';

export const renderInfo = (element: ReactElement, at = '/') => renderElement(element, { at, probe: true });
