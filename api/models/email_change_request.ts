import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { EmailChangeStatus } from '#enums/statuses'
import ChangeRequest from '#models/change_request'
import User from '#models/user'

/** A change of a person's e-mail address, confirmed by a code to the current and one to the new address. */
export default class EmailChangeRequest extends ChangeRequest {
  static table = 'email_change_requests'

  @column()
  declare currentEmail: string

  @column()
  declare newEmail: string

  @column()
  declare status: EmailChangeStatus

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
