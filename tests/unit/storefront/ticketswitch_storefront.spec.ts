import { test } from '@japa/runner'
import { sellFigures, ticketswitchCode } from '../../../storefront/src/components/ticketswitch/sell_form.js'
import { groupListingsByEvent } from '../../../storefront/src/components/ticketswitch/listing_groups.js'
import type { PublicListing } from '../../../domain/ticketswitch.js'

const listing = (id: number, eventId: number, startDate: string, price: string): PublicListing => ({
  id,
  eventId,
  eventTitle: `Event ${eventId}`,
  eventStartDate: startDate,
  venueName: null,
  ticketTypeName: 'Regulier',
  listingPrice: price,
  originalPrice: '150.00',
  listedAt: '2026-11-01T12:00:00.000Z',
})

test.group('Ticketswitch sell form (storefront)', () => {
  test('the fee and what the seller gets follow the typed price, exact to the cent', ({ assert }) => {
    assert.deepInclude(sellFigures('120', '5.00'), { priceCents: 12000, listingPrice: '120.00', resaleFee: '6.00', payoutAmount: '114.00' })
    assert.deepInclude(sellFigures('99,99', '5.00'), { priceCents: 9999, resaleFee: '5.00', payoutAmount: '94.99' })
    assert.deepInclude(sellFigures('0', '5.00'), { priceCents: 0, isFree: true, payoutAmount: '0.00' })
  })

  test('what is not an amount has no figures', ({ assert }) => {
    for (const typed of ['', '  ', 'tien', '-5', '1.234', '12.345']) assert.isNull(sellFigures(typed, '5.00').priceCents, typed)
  })

  test("a refusal's code is read from `code`, else `error`, only when it is Ticketswitch's", ({ assert }) => {
    assert.equal(ticketswitchCode({ code: 'TICKETSWITCH_PRICE_ABOVE_CAP', error: 'Fout' }), 'TICKETSWITCH_PRICE_ABOVE_CAP')
    assert.equal(ticketswitchCode({ error: 'TICKETSWITCH_LISTING_HELD' }), 'TICKETSWITCH_LISTING_HELD')
    assert.isNull(ticketswitchCode({ code: 'VALIDATION_ERROR', error: 'Toegang Geweigerd' }))
    assert.isNull(ticketswitchCode(null))
  })
})

test.group('Ticketswitch listings per event (storefront)', () => {
  test('soonest event first, cheapest listing first within it', ({ assert }) => {
    const groups = groupListingsByEvent([
      listing(1, 7, '2026-12-20T20:00:00.000Z', '150.00'),
      listing(2, 3, '2026-12-01T20:00:00.000Z', '80.00'),
      listing(3, 7, '2026-12-20T20:00:00.000Z', '100.00'),
      listing(4, 3, '2026-12-01T20:00:00.000Z', '80.00'),
    ])
    assert.deepEqual(
      groups.map((group) => [group.event.id, group.listings.map((l) => l.id)]),
      [
        [3, [2, 4]],
        [7, [3, 1]],
      ]
    )
  })
})
