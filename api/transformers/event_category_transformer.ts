import type EventCategory from '#models/event_category'
import { localizedText, type Language } from '#domain/languages'

/**
 * `name` is the category's key (Dutch, what events store and filters send); `label` is its name in the
 * request's language, Dutch when it has none.
 */
export function publicCategory(category: EventCategory, lang: Language) {
  return {
    id: category.id,
    name: category.name,
    label: localizedText(category.name, category.translations, lang),
    colorCode: category.colorCode,
    sortOrder: category.sortOrder,
  }
}

/** The back office's record; `eventCount` (events in the category) only where it was counted (the edit form). */
export function adminCategory(category: EventCategory, eventCount?: number) {
  return {
    id: category.id,
    name: category.name,
    translations: category.translations,
    colorCode: category.colorCode,
    sortOrder: category.sortOrder,
    isActive: category.isActive,
    createdAt: category.createdAt.toISO(),
    updatedAt: category.updatedAt.toISO(),
    ...(eventCount === undefined ? {} : { eventCount }),
  }
}
