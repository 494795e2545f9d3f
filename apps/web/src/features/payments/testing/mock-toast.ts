// sonner's toast replaced by spies, so tests read what the user was told:
// `vi.mock('sonner', () => import('../testing/mock-toast.ts'))`, then `import { toast } from 'sonner'`.
import { vi } from 'vitest';

export const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() });
