import vine, { SimpleMessagesProvider } from '@vinejs/vine'

/** PUT /api/admin/data-retention-policies/:id: the period in whole days and/or the switch; the kind's bounds are the service's. */
export const updateRetentionPolicyValidator = vine.create(
  vine.object({
    retentionDays: vine.number().withoutDecimals().min(1).max(36500).optional(),
    isActive: vine.boolean().optional(),
  })
)
updateRetentionPolicyValidator.messagesProvider = new SimpleMessagesProvider(
  {
    'retentionDays.number': 'De bewaartermijn moet een getal (dagen) zijn',
    'retentionDays.withoutDecimals': 'De bewaartermijn moet een heel aantal dagen zijn',
    'retentionDays.min': 'De bewaartermijn moet minstens 1 dag zijn',
    'retentionDays.max': 'De bewaartermijn mag hoogstens 36500 dagen zijn',
    'isActive.boolean': 'Actief moet waar of onwaar zijn',
  },
  { retentionDays: 'Bewaartermijn', isActive: 'Actief' }
)

/** GET /api/admin/retention-runs: react-admin's paging (the list dialect translates range to page and perPage). */
export const retentionRunsQueryValidator = vine.create(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
  })
)
