/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Where the storefront reaches the API; unset means the request's own origin. */
  readonly API_URL?: string
}

declare namespace App {
  interface Locals {
    /** Set by src/middleware.ts for every request. */
    lang: import('./i18n/languages').Language
  }
}
