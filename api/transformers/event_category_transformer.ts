import type EventCategory from '#models/event_category'

export function publicCategory(category: EventCategory) {
  return { id: category.id, name: category.name, colorCode: category.colorCode, sortOrder: category.sortOrder }
}

export function adminCategory(category: EventCategory) {
  return {
    ...publicCategory(category),
    isActive: category.isActive,
    createdAt: category.createdAt.toISO(),
    updatedAt: category.updatedAt.toISO(),
  }
}
