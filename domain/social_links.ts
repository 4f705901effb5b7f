/*
 * The social links an organizer or a venue may show on its public page (SPEC §2 organizer and venue pages; the
 * storefront's storefront/src/components/venues/social.ts draws them). Stored as full https links on the network's own
 * site, so a link on the page goes where its icon says; WhatsApp also takes a phone number (wa.me link).
 */
export const ORGANIZER_SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'twitter',
  'whatsapp',
  'telegram',
  'linkedin',
] as const

export type OrganizerSocialNetwork = (typeof ORGANIZER_SOCIAL_NETWORKS)[number]

/** SPEC §2 venue page: the venue's networks (a WhatsApp group instead of LinkedIn). */
export const VENUE_SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'whatsapp',
  'whatsappGroup',
  'youtube',
  'twitter',
  'tiktok',
  'telegram',
] as const

export type VenueSocialNetwork = (typeof VENUE_SOCIAL_NETWORKS)[number]
export type SocialNetwork = OrganizerSocialNetwork | VenueSocialNetwork

const NETWORK_SITES: Record<SocialNetwork, { label: string; hosts: string[] }> = {
  facebook: { label: 'Facebook', hosts: ['facebook.com', 'fb.com', 'fb.me'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  twitter: { label: 'X (Twitter)', hosts: ['x.com', 'twitter.com'] },
  whatsapp: { label: 'WhatsApp', hosts: ['wa.me', 'whatsapp.com'] },
  whatsappGroup: { label: 'WhatsApp-groep', hosts: ['chat.whatsapp.com'] },
  telegram: { label: 'Telegram', hosts: ['t.me', 'telegram.me'] },
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'] },
}

const PHONE = /^\+?[\d\s-]{7,20}$/

function onHost(hostname: string, hosts: string[]): boolean {
  const host = hostname.toLowerCase()
  return hosts.some((site) => host === site || host.endsWith(`.${site}`))
}

/** Whether a link belongs on this network: an http(s) address on its own site (WhatsApp also takes a phone number). */
export function isSocialLink(network: SocialNetwork, value: string): boolean {
  const site = NETWORK_SITES[network]
  if (network === 'whatsapp' && PHONE.test(value)) return true
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  return !url.username && !url.password && onHost(url.hostname, site.hosts)
}

/** The networks' own names, the same in every language (the back office's labels). */
export const SOCIAL_NETWORK_NAMES = Object.fromEntries(
  Object.entries(NETWORK_SITES).map(([network, site]) => [network, site.label])
) as Record<SocialNetwork, string>
