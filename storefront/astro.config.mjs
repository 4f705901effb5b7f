// @ts-check
import { defineConfig } from 'astro/config'
import node from '@astrojs/node'
import react from '@astrojs/react'
import { fileURLToPath } from 'node:url'

/**
 * `client:interaction` (src/directives/interaction.ts): islands that load on the first touch of their trigger.
 * @type {import('astro').AstroIntegration}
 */
const interactionDirective = {
  name: 'suritickets:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./src/directives/interaction.ts', import.meta.url)) })
    },
  },
}

/*
 * Every page renders on demand: the language is chosen per request (cookie or ?lang=) and the
 * platform settings come from the API at request time. Built as Node middleware: the one-origin
 * server (bin/one_origin.ts) imports dist/server/entry.mjs and calls its `handler`.
 * No Astro i18n routing on purpose (see STACK.md): one URL per page, language from the request.
 */
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), interactionDirective],
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  /*
   * Astro hashes the inline scripts it writes itself (island hydration, client directives, inlined bundles) into
   * each page's Content-Security-Policy header; src/middleware.ts takes those hashes into the storefront's full
   * policy (domain/storefront_csp.ts), with the page's nonce for our is:inline scripts. Not in `astro dev`.
   */
  security: { csp: { algorithm: 'SHA-256', scriptDirective: { resources: ["'self'"] } } },
  // `astro dev` next to a running API (API_URL=http://127.0.0.1:3333): browser calls to /api and /uploads go there.
  vite: process.env.API_URL ? { server: { proxy: { '/api': process.env.API_URL, '/uploads': process.env.API_URL } } } : {},
})
