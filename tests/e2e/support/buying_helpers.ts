/*
 * Shared steps of the buying journeys (buying.e2e.ts, buying-contact.e2e.ts): demo events by title, fresh
 * stock, opening 'Selecteer Tickets' and filling the guest form of checkout.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'

interface PublicEvent {
  id: number
  title: string
}

export interface TicketTypeRow {
  id: number
  name: string
  availableNow: number
}

export async function eventId(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get('/api/events/public')
  const body = (await response.json()) as { data?: PublicEvent[] } | PublicEvent[]
  const events = Array.isArray(body) ? body : (body.data ?? [])
  const event = events.find((e) => e.title === title)
  if (!event) throw new Error(`demo event '${title}' missing`)
  return event.id
}

export async function ticketTypes(request: APIRequestContext, id: number): Promise<TicketTypeRow[]> {
  const body = (await (await request.get(`/api/events/${id}/ticket-types?t=${Date.now()}`)).json()) as
    { data?: TicketTypeRow[] } | TicketTypeRow[]
  return Array.isArray(body) ? body : (body.data ?? [])
}

/** The buying island while it has not loaded (the header's login dialog, also client:interaction, is another island). */
export const BUYING_ISLAND_NOT_LOADED = 'astro-island[ssr][component-url*="/BuyTickets."]'

/** The buying island loads on the first interaction with a buy button (client:interaction): focus one and wait. */
export async function hydrated(page: Page) {
  await page.getByTestId('buy-button').focus()
  await expect(page.locator(BUYING_ISLAND_NOT_LOADED)).toHaveCount(0)
}

/**
 * Opens 'Selecteer Tickets' from the sticky panel and adds `count` of the type named `typeName`. The click is
 * made before the island has loaded: it is what loads it, and it must still open the dialog.
 */
export async function selectTickets(page: Page, typeName: string, count: number) {
  await page.getByTestId('buy-button').click()
  const dialog = page.getByTestId('ticket-selection')
  await expect(dialog.getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible()
  for (let i = 0; i < count; i++) await dialog.getByRole('button', { name: `Eén ${typeName} meer` }).click()
  return dialog
}

/** The buyer form's labels in Dutch; a journey in another language passes its own. */
const DUTCH_FORM_LABELS = { firstName: 'Voornaam', lastName: 'Achternaam', email: 'E-mailadres', confirmEmail: 'Bevestig e-mailadres' }

/** Waits for the holds, then fills name and e-mail (with its confirmation when the form asks for it). */
export async function fillGuest(page: Page, email: string, labels = DUTCH_FORM_LABELS, name = ['Anika', 'Sewdien']) {
  const checkout = page.getByTestId('checkout')
  await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
  await checkout.getByLabel(labels.firstName).fill(name[0])
  await checkout.getByLabel(labels.lastName).fill(name[1])
  await checkout.getByLabel(labels.email, { exact: true }).fill(email)
  await checkout.getByLabel(labels.confirmEmail).fill(email)
  return checkout
}
