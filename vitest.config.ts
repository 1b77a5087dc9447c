/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Through Astro's Vite config so `~/` paths, `astro/zod` and .astro-aware
// resolution behave in tests exactly as in the build.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
