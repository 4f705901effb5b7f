import vine from '@vinejs/vine'
import { PASSWORD_MAX } from '#domain/auth_rules'
import { MESSAGES, withMessages } from '#validators/accounts/auth_validator'

/** DELETE /api/users/me: the account's password, entered again. */
export const accountDeletionValidator = withMessages(
  vine.create(vine.object({ password: vine.string().maxLength(PASSWORD_MAX) })),
  MESSAGES
)
