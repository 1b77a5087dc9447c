// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

// Deploy targets differ only by where the site lives, so both are read from the
// environment: SITE for the absolute origin, BASE for a sub-path such as a
// project page (`BASE=/tablemate/ npm run build`). TABLEMATE_OUT lets two builds
// run side by side (tests, bench) without writing into each other's dist/.
export default defineConfig({
  site: process.env.SITE ?? 'http://localhost:4321',
  base: process.env.BASE ?? '/',
  outDir: process.env.TABLEMATE_OUT ?? './dist',
  trailingSlash: 'ignore',
  integrations: [mdx(), preact()],
  build: { format: 'directory' },
  devToolbar: { enabled: false },
});
