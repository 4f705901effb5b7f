import vine from '@vinejs/vine'

/** The most activity lines one page holds. */
export const ACTIVITY_MAX_PER_PAGE = 50

/** GET …/activity?page=&perPage= */
export const activityPageValidator = vine.create(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(ACTIVITY_MAX_PER_PAGE).optional(),
  })
)
