import vine from '@vinejs/vine'
import { isSocialLink, type SocialNetwork } from '#domain/social_links'
import { text } from '#exceptions/messages'
import { SOCIAL_LINK_TEXT } from '#exceptions/domain_texts'

/** A link on the network's own site (domain/social_links.ts), with that network's message. */
const onNetwork = vine.createRule((value, network: { name: SocialNetwork }, field) => {
  if (typeof value !== 'string') return
  if (!isSocialLink(network.name, value)) field.report(text(SOCIAL_LINK_TEXT[network.name]), 'socialLink', field)
})

const socialLink = (name: SocialNetwork) => vine.string().trim().maxLength(500).use(onNetwork({ name })).nullable().optional()

/** A website: an http(s) address; null (an emptied input) clears it. */
export const websiteUrl = () =>
  vine
    .string()
    .trim()
    .maxLength(255)
    .url({ require_protocol: true, protocols: ['http', 'https'] })
    .nullable()
    .optional()

/** socialMediaLinks of an organizer or a venue: one optional link per network; null (an emptied input) clears it. */
export function socialLinksSchema<const Network extends SocialNetwork>(networks: readonly Network[]) {
  return vine.object(Object.fromEntries(networks.map((name) => [name, socialLink(name)])) as Record<Network, ReturnType<typeof socialLink>>)
}
