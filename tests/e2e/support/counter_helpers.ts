/*
 * The back office's sale screen (loket and agents) as the journeys drive it, and the API reads
 * they compare its figures with.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { Grant } from './stored_session'

export interface Sellable {
  id: number
  title: string
  ticketTypes: { id: number; name: string; price: string; remaining: number; status: string }[]
}

export async function api<T>(request: APIRequestContext, grant: Grant, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${grant.token}` } })
  expect(response.status(), path).toBe(200)
  return (await response.json()).data as T
}

export const cents = (amount: string) => Math.round(Number(amount) * 100)
export const amount = (value: number) => (value / 100).toFixed(2)

/** The event's first paid type on sale with seats left, as the seller's own list gives it. */
export function paidType(events: Sellable[], title: string) {
  const event = events.find((e) => e.title === title)
  expect(event, `${title} is in the seller's list`).toBeTruthy()
  return event!.ticketTypes.find((t) => cents(t.price) > 0 && t.status === 'available' && t.remaining >= 2)!
}

/** Picks the event on the sale screen and adds `quantity` tickets of the type with its + button. */
export async function addTickets(page: Page, title: string, type: { id: number; name: string }, quantity: number) {
  await page.getByRole('button', { name: new RegExp(title) }).click()
  for (let n = 0; n < quantity; n++)
    await page
      .getByTestId(`type-${type.id}`)
      .getByRole('button', { name: `Eén ${type.name} meer` })
      .click()
  await expect(page.getByTestId(`quantity-${type.id}`)).toHaveText(String(quantity), { timeout: 15_000 })
}
