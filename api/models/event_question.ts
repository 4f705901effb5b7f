import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { QuestionScope, QuestionTranslations, QuestionType } from '#domain/questions'

const toJson = (value: unknown) => (value === null ? null : JSON.stringify(value))

/** A checkout question of an event (migration 0113, docs/questions.md). */
export default class EventQuestion extends BaseModel {
  static table = 'event_questions'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare eventId: number

  /** In the organizer's language (Dutch unless they translate it). */
  @column()
  declare label: string

  @column()
  declare type: QuestionType

  /** The choices of a choice or multiple-choice question, else empty. */
  @column({ prepare: toJson })
  declare options: string[]

  @column()
  declare required: boolean

  @column()
  declare scope: QuestionScope

  /** Asked only for these ticket types; null = all of the event's. */
  @column({ prepare: toJson })
  declare ticketTypeIds: number[] | null

  @column()
  declare printOnTicket: boolean

  @column({ prepare: toJson })
  declare translations: QuestionTranslations

  @column()
  declare sortOrder: number

  /** Set instead of deleting once the question has answers: no longer asked, its answers kept. */
  @column.dateTime()
  declare archivedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
