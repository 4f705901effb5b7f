import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Ticketswitch (the rules: domain/ticketswitch.ts). A listing knows its event, ticket type, seller (account,
 * e-mail or phone), the price cap, the buyer's hold (session and until when), the buyer's order and new ticket, and
 * the seller's payout (fee, amount, owed/paid). The last lines against a double spend are here:
 * - one active listing per ticket, and one sold listing per ticket (partial unique indexes);
 * - one paid or free order per listing (orders.ticketswitch_listing_id, partial unique);
 * - the price never above the cap, the payout exactly price − fee.
 * The resale order is channel 'ticketswitch': the organizer's figures (event_sales_days by channel) leave it out,
 * since the seat was sold once already.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('ticketswitch_listings', (table) => {
      table.integer('event_id').references('events.id').onDelete('CASCADE')
      table.integer('ticket_type_id').references('ticket_types.id').onDelete('CASCADE')
      table.integer('seller_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.string('seller_phone', 20).nullable()
      table.string('seller_name', 201).nullable()
      table.string('seller_contact_method', 10).notNullable().defaultTo('email')
      table.string('seller_language', 2).notNullable().defaultTo('nl')
      table.decimal('original_price', 12, 2).notNullable().defaultTo(0)
      table.decimal('resale_fee', 12, 2).notNullable().defaultTo(0)
      table.decimal('payout_amount', 12, 2).notNullable().defaultTo(0)
      table.string('payout_details', 200).nullable()
      table.string('payout_status', 4).notNullable().defaultTo('none')
      table.timestamp('payout_paid_at', { useTz: true }).nullable()
      table.integer('payout_paid_by').nullable().references('users.id').onDelete('SET NULL')
      table.string('held_by_session', 128).nullable()
      table.timestamp('held_until', { useTz: true }).nullable()
      table.integer('order_id').nullable().references('orders.id').onDelete('SET NULL')
      table.integer('new_ticket_id').nullable().references('tickets.id').onDelete('SET NULL')
      table.string('buyer_phone', 20).nullable()
      table.string('buyer_name', 201).nullable()
      table.timestamp('withdrawn_at', { useTz: true }).nullable()
    })
    // Listings made before this migration (none in practice) take their ticket's event and type.
    this.schema.raw(`
      UPDATE ticketswitch_listings l SET event_id = t.event_id, ticket_type_id = t.ticket_type_id, original_price = t.purchase_price
      FROM tickets t WHERE t.id = l.original_ticket_id`)
    this.schema.raw('ALTER TABLE ticketswitch_listings ALTER COLUMN event_id SET NOT NULL, ALTER COLUMN ticket_type_id SET NOT NULL')
    this.schema.raw('ALTER TABLE ticketswitch_listings ALTER COLUMN seller_email DROP NOT NULL')
    // The new code is the new ticket's (tickets.qr_code is unique). Unique here, the sale's update of the listing would
    // take a full row lock that waits on every order referencing the listing: a deadlock with a buyer's order insert.
    this.schema.raw('ALTER TABLE ticketswitch_listings DROP CONSTRAINT ticketswitch_listings_new_qr_code_unique')
    this.schema.raw(`ALTER TABLE ticketswitch_listings
      ADD CONSTRAINT ticketswitch_listings_price_capped CHECK (listing_price <= original_price),
      ADD CONSTRAINT ticketswitch_listings_payout_exact CHECK (payout_amount = listing_price - resale_fee AND resale_fee >= 0 AND payout_amount >= 0),
      ADD CONSTRAINT ticketswitch_listings_payout_status CHECK (payout_status IN ('none', 'owed', 'paid')),
      ADD CONSTRAINT ticketswitch_listings_sold_shape CHECK (NOT is_sold OR (NOT is_active AND sold_at IS NOT NULL AND new_ticket_id IS NOT NULL)),
      ADD CONSTRAINT ticketswitch_listings_seller_known CHECK (seller_email IS NOT NULL OR seller_phone IS NOT NULL OR seller_user_id IS NOT NULL)`)
    this.schema.raw('CREATE UNIQUE INDEX ticketswitch_listings_one_active ON ticketswitch_listings (original_ticket_id) WHERE is_active')
    this.schema.raw('CREATE UNIQUE INDEX ticketswitch_listings_one_sold ON ticketswitch_listings (original_ticket_id) WHERE is_sold')
    this.schema.raw('CREATE INDEX ticketswitch_listings_for_sale ON ticketswitch_listings (event_id, listed_at) WHERE is_active')
    this.schema.raw(
      'CREATE INDEX ticketswitch_listings_seller_user ON ticketswitch_listings (seller_user_id) WHERE seller_user_id IS NOT NULL'
    )
    this.schema.raw("CREATE INDEX ticketswitch_listings_payouts ON ticketswitch_listings (payout_status) WHERE payout_status <> 'none'")

    this.schema.alterTable('events', (table) => {
      table.boolean('ticketswitch_enabled').notNullable().defaultTo(true)
    })

    this.schema.alterTable('orders', (table) => {
      table.integer('ticketswitch_listing_id').nullable().references('ticketswitch_listings.id').onDelete('RESTRICT')
    })
    this.schema.raw('ALTER TABLE orders DROP CONSTRAINT orders_channel_known')
    // 'ticketswitch' is 12 characters; the running totals are kept per channel too.
    this.schema.raw('ALTER TABLE orders ALTER COLUMN channel TYPE varchar(12)')
    this.schema.raw('ALTER TABLE event_sales_days ALTER COLUMN channel TYPE varchar(12)')
    this.schema.raw(
      "ALTER TABLE orders ADD CONSTRAINT orders_channel_known CHECK (channel IN ('online', 'loket', 'agent', 'ticketswitch'))"
    )
    this.schema.raw(
      "ALTER TABLE orders ADD CONSTRAINT orders_ticketswitch_channel CHECK ((channel = 'ticketswitch') = (ticketswitch_listing_id IS NOT NULL))"
    )
    this.schema.raw(
      "CREATE UNIQUE INDEX orders_one_sale_per_listing ON orders (ticketswitch_listing_id) WHERE status IN ('paid', 'free') AND NOT refund_required"
    )
    this.schema.raw(
      'CREATE INDEX orders_ticketswitch_listing ON orders (ticketswitch_listing_id) WHERE ticketswitch_listing_id IS NOT NULL'
    )

    // A resale paid after its listing went (withdrawn, sold to another): the money goes back by hand.
    this.schema.raw('ALTER TABLE orders DROP CONSTRAINT orders_refund_reason_check')
    this.schema.raw(`ALTER TABLE orders ADD CONSTRAINT orders_refund_reason_check CHECK (refund_reason IS NULL OR refund_reason IN
      ('event_cancelled', 'order_cancelled', 'late_payment', 'amount_mismatch', 'resale_unavailable'))`)

    this.schema.alterTable('platform_settings', (table) => {
      table.decimal('ticketswitch_fee_percentage', 5, 2).notNullable().defaultTo(5)
    })
  }

  async down() {
    this.schema.alterTable('platform_settings', (table) => table.dropColumn('ticketswitch_fee_percentage'))
    this.schema.raw('DROP INDEX IF EXISTS orders_one_sale_per_listing')
    this.schema.raw('ALTER TABLE orders DROP CONSTRAINT orders_ticketswitch_channel')
    this.schema.raw("DELETE FROM orders WHERE channel = 'ticketswitch'")
    this.schema.raw('ALTER TABLE orders DROP CONSTRAINT orders_refund_reason_check')
    this.schema.raw(`ALTER TABLE orders ADD CONSTRAINT orders_refund_reason_check CHECK (refund_reason IS NULL OR refund_reason IN
      ('event_cancelled', 'order_cancelled', 'late_payment', 'amount_mismatch'))`)
    this.schema.raw('ALTER TABLE orders DROP CONSTRAINT orders_channel_known')
    this.schema.raw("ALTER TABLE orders ADD CONSTRAINT orders_channel_known CHECK (channel IN ('online', 'loket', 'agent'))")
    this.schema.alterTable('orders', (table) => table.dropColumn('ticketswitch_listing_id'))
    this.schema.alterTable('events', (table) => table.dropColumn('ticketswitch_enabled'))
    this.schema.raw('ALTER TABLE ticketswitch_listings ADD CONSTRAINT ticketswitch_listings_new_qr_code_unique UNIQUE (new_qr_code)')
    this.schema.raw('DROP INDEX IF EXISTS ticketswitch_listings_one_active')
    this.schema.raw('DROP INDEX IF EXISTS ticketswitch_listings_one_sold')
    this.schema.raw(`ALTER TABLE ticketswitch_listings DROP CONSTRAINT ticketswitch_listings_price_capped,
      DROP CONSTRAINT ticketswitch_listings_payout_exact, DROP CONSTRAINT ticketswitch_listings_payout_status,
      DROP CONSTRAINT ticketswitch_listings_sold_shape, DROP CONSTRAINT ticketswitch_listings_seller_known`)
    this.schema.alterTable('ticketswitch_listings', (table) => {
      for (const column of [
        'event_id',
        'ticket_type_id',
        'seller_user_id',
        'seller_phone',
        'seller_name',
        'seller_contact_method',
        'seller_language',
        'original_price',
        'resale_fee',
        'payout_amount',
        'payout_details',
        'payout_status',
        'payout_paid_at',
        'payout_paid_by',
        'held_by_session',
        'held_until',
        'order_id',
        'new_ticket_id',
        'buyer_phone',
        'buyer_name',
        'withdrawn_at',
      ])
        table.dropColumn(column)
    })
  }
}
