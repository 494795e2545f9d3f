import { create } from 'zustand';

/** Whether the full-screen profile menu is open; the header and the bottom nav both open it. */
export const useProfileMenu = create<{ isOpen: boolean; open(): void; close(): void }>((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
