import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { PhoneChangeStatus } from '#enums/statuses'
import ChangeRequest from '#models/change_request'
import User from '#models/user'

/**
 * A change of a person’s phone number: confirmed through the current number or the password (verificationMethod),
 * and by a code to the new number.
 */
export default class PhoneChangeRequest extends ChangeRequest {
  static table = 'phone_change_requests'

  @column()
  declare currentPhone: string | null

  @column()
  declare newPhone: string

  /** current_phone or password. */
  @column()
  declare verificationMethod: string

  @column()
  declare status: PhoneChangeStatus

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
