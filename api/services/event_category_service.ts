import EventCategory from '#models/event_category'
import { DomainError } from '#exceptions/domain_error'
import type { TranslatedLanguage, Translations } from '#domain/languages'

export type CategorySort = 'name' | 'sortOrder' | 'id' | 'colorCode' | 'isActive'

export interface CategoryListQuery {
  page: number
  perPage: number
  sort: CategorySort
  order: 'asc' | 'desc'
  ids?: number[]
  search?: string
}

/** Active categories in display order, for the storefront and its filters. */
export function listActiveCategories() {
  return EventCategory.query().where('is_active', true).orderBy('sort_order', 'asc').orderBy('name', 'asc')
}

/** Paginated list for the back office (all categories, active or not). */
export async function listCategoriesPage(query: CategoryListQuery) {
  const columns: Record<CategorySort, string> = {
    name: 'name',
    sortOrder: 'sort_order',
    id: 'id',
    colorCode: 'color_code',
    isActive: 'is_active',
  }
  const builder = EventCategory.query()
  if (query.ids?.length) builder.whereIn('id', query.ids)
  if (query.search) builder.whereILike('name', `%${query.search}%`)
  builder.orderBy(columns[query.sort], query.order).orderBy('id', 'asc')
  const result = await builder.paginate(query.page, query.perPage)
  return { rows: result.all(), total: result.total }
}

/**
 * The admin's edit of a category's names in other languages: each given language is set, a blank one
 * removed; languages not given keep what they had. 404 for an unknown id.
 */
export async function updateCategoryTranslations(id: number | null, changes: Record<string, string | null>): Promise<EventCategory> {
  const category = id === null ? null : await EventCategory.find(id)
  if (!category) throw new DomainError('NOT_FOUND', 'Categorie niet gevonden')
  const translations: Translations = { ...category.translations }
  for (const [lang, text] of Object.entries(changes) as [TranslatedLanguage, string | null][]) {
    if (text) translations[lang] = text
    else delete translations[lang]
  }
  category.translations = translations
  await category.save()
  return category
}
