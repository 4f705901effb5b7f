/*
 * The organizer hears of a new partnership request by e-mail, queued in the outbox inside the request's
 * transaction (sent only when the request was saved). Dutch: accounts keep no language of their own.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type AgentPartnership from '#models/agent_partnership'
import type User from '#models/user'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { publicUrl } from '#services/server/public_url'

export const PARTNERSHIP_REQUEST_MAIL_KIND = 'agent_partnership_requested'

export async function queuePartnershipRequestMail(
  organizer: User,
  agent: User,
  partnership: AgentPartnership,
  trx: TransactionClientContract
): Promise<void> {
  const title = `${agent.displayName} wil tickets voor je verkopen`
  const content = renderEmail({
    title,
    intro: `Hallo ${organizer.firstName ?? organizer.displayName},`,
    paragraphs: [
      `Verkooppunt ${agent.displayName} vraagt om tickets voor jouw evenementen te verkopen.`,
      ...(partnership.requestMessage ? [`Bericht: "${partnership.requestMessage}"`] : []),
      'Keur het verzoek goed (met de evenementen en de commissie) of wijs het af in je dashboard.',
    ],
    action: { label: 'Verzoek bekijken', url: publicUrl('/organizer-dashboard#/agent-partnerships') },
  })
  await outbox.queueEmail({ to: organizer.email, subject: title, ...content }, { kind: PARTNERSHIP_REQUEST_MAIL_KIND, trx })
}
