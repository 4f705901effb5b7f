/* Which ticket types of an event page offer 'Zet me op de wachtlijst': sold out, yet sold online (domain/waiting_list.ts). */
import type { PublicTicketType } from '#domain/catalogue_types'
import { saleStatus } from '#domain/sale_status'
import { maxWaitingQuantity } from '#domain/waiting_list'
import type { WaitingType } from './WaitingList'

export function waitingTypes(types: PublicTicketType[] | null, now: number = Date.now()): WaitingType[] {
  return (types ?? [])
    .filter((type) => saleStatus(type, now) === 'sold_out' && maxWaitingQuantity(type) > 0)
    .map((type) => ({ id: type.id, name: type.name, maxQuantity: maxWaitingQuantity(type) }))
}
