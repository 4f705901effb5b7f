/*
 * A counter the API raises after every saved change to the platform settings (api/services/platform/platform_settings_service.ts).
 * The storefront's server keys its cached copy of the public settings and the header/body tags by it, so when both
 * run in one process (bin/one_origin.ts, `npm start`) a new fee, name or tag shows on the next page load instead of
 * after the cache's TTL. On globalThis because the storefront's build carries its own copy of this module; a
 * storefront in another process never sees it move and keeps its TTL (as domain/catalogue_generation.ts).
 */
const KEY = Symbol.for('suritickets.platformSettingsGeneration')

type Holder = { [KEY]?: number }

export function platformSettingsGeneration(): number {
  return (globalThis as Holder)[KEY] ?? 0
}

export function bumpPlatformSettingsGeneration(): void {
  ;(globalThis as Holder)[KEY] = platformSettingsGeneration() + 1
}
