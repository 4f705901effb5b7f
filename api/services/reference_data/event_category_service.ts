import db from '@adonisjs/lucid/services/db'
import EventCategory from '#models/event_category'
import { DomainError } from '#exceptions/domain_error'
import type { TranslatedLanguage, Translations } from '#domain/languages'
import { invalidateOnChange } from '#services/catalogue/catalogue_cache'
import {
  assertNameFree,
  definedOnly,
  listReferencePage,
  nextSortOrder,
  saveWithAudit,
  type ChangeActor,
  type ReferenceKind,
  type ReferenceListQuery,
} from '#services/reference_data/reference_data_service'

/*
 * Event categories (SPEC §3; the admin's create and edit). Events name their category as text
 * (events.category, matched ignoring case and a 'category.' prefix), not by id, so:
 * - a rename carries the events along in the same transaction;
 * - deactivating hides the category from every choice (the storefront's filters, the hero search and the
 *   organizer's event form all read GET /api/event-categories, active ones only) while its events keep it:
 *   they stay listed with their badge, and an old /events?category= link still filters them.
 * The public lists and the storefront's caches follow at once (catalogue_cache.ts hooks below).
 */
invalidateOnChange(EventCategory)

export type CategorySort = 'name' | 'sortOrder' | 'id' | 'colorCode' | 'isActive'

/** Active categories in display order, for the storefront and its filters. */
export function listActiveCategories() {
  return EventCategory.query().where('is_active', true).orderBy('sort_order', 'asc').orderBy('name', 'asc')
}

/** Paginated list for the back office (all categories, active or not). */
export function listCategoriesPage(query: ReferenceListQuery<CategorySort>) {
  const columns = { name: 'name', sortOrder: 'sort_order', id: 'id', colorCode: 'color_code', isActive: 'is_active' }
  return listReferencePage(EventCategory, columns, query)
}

export async function findCategory(id: number | null): Promise<EventCategory> {
  const category = id === null ? null : await EventCategory.find(id)
  if (!category) throw new DomainError('CATEGORY_NOT_FOUND')
  return category
}

/** Events whose category is this name, ignoring case and a 'category.' prefix (SPEC §3); uses events_category_lower_index. */
const IN_CATEGORY = "lower(category) IN (lower(?), 'category.' || lower(?))"

/** How many events (any state) are in the category: the edit form warns before a rename or deactivation. */
export async function countEventsInCategory(name: string): Promise<number> {
  const [row] = await db.from('events').whereRaw(IN_CATEGORY, [name, name]).count('* as total')
  return Number(row.total)
}

export interface CategoryInput {
  name: string
  colorCode: string
  sortOrder?: number
  isActive?: boolean
  /** en/es/fr/de; blank or null removes that language. */
  translations?: Record<string, string | null>
}

const CATEGORIES: ReferenceKind<EventCategory> = {
  entityType: 'event_category',
  fields: ['name', 'colorCode', 'sortOrder', 'isActive', 'translations'],
  nameIndex: 'event_categories_name_lower_unique',
  nameTaken: 'CATEGORY_NAME_TAKEN',
}

/** Each given language is set, a blank one removed; languages not given keep what they had. */
function mergeTranslations(current: Translations, changes: Record<string, string | null>): Translations {
  const translations: Translations = { ...current }
  for (const [lang, text] of Object.entries(changes) as [TranslatedLanguage, string | null][]) {
    if (text) translations[lang] = text
    else delete translations[lang]
  }
  return translations
}

/** Saves with its trace; a rename carries the category's events along in the same transaction. */
function save(category: EventCategory, actor: ChangeActor) {
  return saveWithAudit(category, CATEGORIES, actor, async (trx, before) => {
    if (!before || before.name === category.name) return null
    const moved = await trx
      .from('events')
      .whereRaw(IN_CATEGORY, [before.name, before.name] as string[])
      .update({ category: category.name })
    const count = Number(moved) || 0
    return count > 0 ? `${count} evenement(en) mee hernoemd` : null
  })
}

/** POST /api/admin/event-categories: 422 on `name` when the name exists (ignoring case). */
export async function createCategory(input: CategoryInput, actor: ChangeActor): Promise<EventCategory> {
  await assertNameFree(EventCategory, CATEGORIES, input.name, null)
  const category = new EventCategory()
  category.fill({
    name: input.name,
    colorCode: input.colorCode,
    sortOrder: input.sortOrder ?? (await nextSortOrder('event_categories')),
    isActive: input.isActive ?? true,
    translations: mergeTranslations({}, input.translations ?? {}),
  })
  return save(category, actor)
}

/**
 * PUT /api/admin/event-categories/:id: the fields given change, the rest stay (translations per language, as
 * mergeTranslations says). A rename carries the category's events along. 404 for an unknown id.
 */
export async function updateCategory(id: number | null, changes: Partial<CategoryInput>, actor: ChangeActor): Promise<EventCategory> {
  const category = await findCategory(id)
  const { translations, ...fields } = definedOnly(changes)
  if (fields.name !== undefined) await assertNameFree(EventCategory, CATEGORIES, fields.name, category.id)
  category.merge(fields)
  if (translations) category.translations = mergeTranslations(category.translations, translations)
  return save(category, actor)
}
