/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Where the storefront reaches the API; unset means the request's own origin. */
  readonly API_URL?: string
}

declare namespace App {
  interface Locals {
    /** Set by src/middleware.ts for every request. */
    lang: import('./i18n/languages').Language
    /** This response's CSP nonce, for <script is:inline nonce={Astro.locals.cspNonce}> (src/middleware.ts). */
    cspNonce: string
    /** The admin's header/body tags, fetched once per request for the layout and the page's CSP. */
    platformTags: () => Promise<import('./lib/api/platform').PlatformTags>
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** storefront/src/directives/interaction.ts: hydrate on the first interaction with a trigger. */
    'client:interaction'?: import('./directives/interaction').InteractionOptions
  }
}
