// Web test set-up (vitest.config.ts setupFiles). Testing Library waits 1 s by default for findBy* and
// waitFor; a lazy chunk (a dialog, the player) transformed on first import under a busy 2-core CI
// machine can take longer, which failed live-premium.test.tsx with the screen simply not there yet.
// Five seconds of patience changes no assertion: what must appear still must appear.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
