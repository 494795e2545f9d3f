import type { ReactNode } from 'react';
import { PAGE_GUTTER } from '@/ui/scroll-row.tsx';

/** The page frame shared by the browse screens. */
export function BrowsePage({ children }: { children: ReactNode }) {
  return <div className={`${PAGE_GUTTER} mx-auto max-w-[1600px] pb-16 pt-6 md:pt-10`}>{children}</div>;
}
