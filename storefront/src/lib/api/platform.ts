/*
 * SPEC §7: GET /api/platform/tags → { success, data: { headerTag, bodyTag } }. Rendered by the
 * server into <head> and the end of <body> (layouts/BaseLayout.astro) rather than fetched by a
 * browser script, so pages without islands ship no JavaScript. A failure is only logged (SPEC §8)
 * and the page renders without tags. Cached briefly, and keyed by the settings' generation so an admin's
 * change shows at the next page load.
 */
import { apiBaseUrl, getData, remember } from '../api.js'
import { platformSettingsGeneration } from '#domain/platform_settings_generation'

export const PLATFORM_TAGS_PATH = '/api/platform/tags'
const TAGS_TTL_MS = 5_000

export interface PlatformTags {
  headerTag: string | null
  bodyTag: string | null
}

const NO_TAGS: PlatformTags = { headerTag: null, bodyTag: null }

export function platformTags(requestUrl: URL): Promise<PlatformTags> {
  const base = apiBaseUrl(requestUrl)
  return remember(
    `${base}${PLATFORM_TAGS_PATH}#${platformSettingsGeneration()}`,
    TAGS_TTL_MS,
    async () => {
      const data = await getData<Partial<PlatformTags>>(base, PLATFORM_TAGS_PATH)
      return { headerTag: data.headerTag?.trim() || null, bodyTag: data.bodyTag?.trim() || null }
    },
    NO_TAGS,
    'platform tags'
  )
}
