import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// This folder, whatever the working directory (node types stay out of the browser tsconfig).
const root = decodeURIComponent(new URL('.', import.meta.url).pathname)

// React changes far less often than app code: its own long-lived chunk. MUI, react-admin and the rest are left
// to the bundler's own splitting, so a lazy view (the organizer dashboard's chart, an admin resource) carries the
// components only it uses, and a scanner's first load does not (forcing all of MUI and react-admin into two
// eager chunks cost 319 KB gzip on every route; `npm run bench:backoffice-js`).
// The API call and the session (http.ts, auth/browserSession.ts, auth/sessionCheck.ts, with react-admin's fetch and
// HttpError) are on every first load: one chunk instead of five small ones, about 1 KB gzip less on each route.
const chunkGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 40 },
  { name: 'http', test: /backoffice[\\/]src[\\/](http|auth[\\/]browserSession|auth[\\/]sessionCheck)\.ts$/, priority: 30 },
]

export default defineConfig({
  root,
  // Served by the one-origin server under /admin/; routing stays in the hash (#/...).
  base: '/admin/',
  plugins: [react()],
  // Polyfills node-polyglot (react-admin's i18n) requires for old browsers, replaced by the built-ins; react-admin's
  // fallback labels from regular English rules instead of inflection's tables (shims/inflection.ts).
  resolve: {
    alias: [
      { find: /^object\.entries$/, replacement: `${root}shims/object_entries.cjs` },
      { find: /^hasown$/, replacement: `${root}shims/hasown.cjs` },
      { find: /^inflection$/, replacement: `${root}shims/inflection.ts` },
    ],
  },
  // `npm run dev`: the dev server next to a running API (API_URL), which answers /api.
  server: process.env.API_URL ? { proxy: { '/api': process.env.API_URL, '/uploads': process.env.API_URL } } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
})
