/*
 * Storefront modules that japa specs call (tests/functional/platform/storefront_cache.spec.ts) read
 * Vite's import.meta.env after process.env; Vite fills it in the storefront's build. The specs set process.env, so
 * the API's type check only needs to know the name.
 */
interface ImportMeta {
  readonly env: Record<string, string | undefined>
}
