import type { Translations } from '#domain/languages'

/** A category as GET /api/admin/event-categories answers it (api/transformers/event_category_transformer.ts). */
export interface EventCategory {
  id: number
  name: string
  colorCode: string
  sortOrder: number
  isActive: boolean
  translations: Translations
  /** Events in the category; only on one record (the edit form). */
  eventCount?: number
  createdAt: string
  updatedAt: string
}

export const T = 'resources.event-categories'
