/* Links of SPEC §2's social networks: full http(s) URLs as given; handles and phone numbers made into URLs. */
import { ORGANIZER_SOCIAL_NETWORKS, VENUE_SOCIAL_NETWORKS } from '#domain/social_links'

export type SocialNetwork =
  'facebook' | 'instagram' | 'whatsapp' | 'whatsappGroup' | 'youtube' | 'twitter' | 'tiktok' | 'telegram' | 'linkedin'

/** The networks a venue may fill in (the back office's form and the API's check use the same list). */
export const VENUE_NETWORKS: readonly SocialNetwork[] = VENUE_SOCIAL_NETWORKS
/** The networks an organizer may fill in (the back office's form and the API's check use the same list). */
export const ORGANIZER_NETWORKS: readonly SocialNetwork[] = ORGANIZER_SOCIAL_NETWORKS

const HANDLE_BASE: Partial<Record<SocialNetwork, string>> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  twitter: 'https://x.com/',
  tiktok: 'https://www.tiktok.com/@',
  telegram: 'https://t.me/',
  youtube: 'https://www.youtube.com/@',
}

/** A safe link for one network, or null when the value is empty or unusable. */
export function socialHref(network: SocialNetwork, raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim()
  if (!value) return null
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).href
    } catch {
      return null
    }
  }
  if (network === 'whatsapp') {
    const digits = value.replace(/[^\d]/g, '')
    return digits.length >= 6 ? `https://wa.me/${digits}` : null
  }
  if (/^[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(value)) return `https://${value}`
  const handle = value.replace(/^@/, '')
  const base = HANDLE_BASE[network]
  return base && /^[\w.-]{1,100}$/.test(handle) ? `${base}${handle}` : null
}

/** Website links: http(s) only, a bare domain gets https://. */
export function websiteHref(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim()
  if (!value) return null
  const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
