/*
 * Reference data every installation needs: event categories (SPEC §3, §9 colours) and the
 * eight standard venue facilities. Runs on every start, so it only INSERTS what is missing
 * (by natural key) and never overwrites what an admin has since edited.
 */
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Translations } from '#domain/languages'

export interface ReferenceCategory {
  name: string
  colorCode: string
  sortOrder: number
  /** The name in the other languages; the Dutch name is the fallback. */
  translations: Translations
}

const referenceCategory = (name: string, colorCode: string, sortOrder: number, [en, es, fr, de]: [string, string, string, string]) => ({
  name,
  colorCode,
  sortOrder,
  translations: { en, es, fr, de },
})

/** Dutch names (en, es, fr, de beside them); SPEC §9 gives the colours of the first six, the rest are picked to be distinct. */
export const REFERENCE_CATEGORIES: ReferenceCategory[] = [
  referenceCategory('Muziek', '#DC2626', 10, ['Music', 'Música', 'Musique', 'Musik']),
  referenceCategory('Concerten', '#DC2626', 20, ['Concerts', 'Conciertos', 'Concerts', 'Konzerte']),
  referenceCategory('Festivals', '#F59E0B', 30, ['Festivals', 'Festivales', 'Festivals', 'Festivals']),
  referenceCategory('Cultuur', '#DC2626', 40, ['Culture', 'Cultura', 'Culture', 'Kultur']),
  referenceCategory('Theater', '#8B5CF6', 50, ['Theatre', 'Teatro', 'Théâtre', 'Theater']),
  referenceCategory('Comedy', '#F97316', 60, ['Comedy', 'Comedia', 'Humour', 'Comedy']),
  referenceCategory('Kunst', '#EC4899', 70, ['Art', 'Arte', 'Art', 'Kunst']),
  referenceCategory('Exposities', '#14B8A6', 80, ['Exhibitions', 'Exposiciones', 'Expositions', 'Ausstellungen']),
  referenceCategory('Sport', '#059669', 90, ['Sport', 'Deportes', 'Sport', 'Sport']),
  referenceCategory('Zakelijk', '#3B82F6', 100, ['Business', 'Negocios', 'Affaires', 'Business']),
  referenceCategory('Conferenties', '#0EA5E9', 110, ['Conferences', 'Conferencias', 'Conférences', 'Konferenzen']),
  referenceCategory('Technologie', '#6366F1', 120, ['Technology', 'Tecnología', 'Technologie', 'Technologie']),
  referenceCategory('Educatie', '#27AE60', 130, ['Education', 'Educación', 'Éducation', 'Bildung']),
  referenceCategory('Overig', '#6B7280', 999, ['Other', 'Otros', 'Autres', 'Sonstiges']),
]

export interface ReferenceFacility {
  /** The venue amenity flag it stands for (SPEC §3). */
  key: string
  name: string
  iconName: string
  colorCode: string
  backgroundColor: string
  sortOrder: number
}

/** The eight standard facilities; the storefront falls back to these when the API fails. */
export const REFERENCE_FACILITIES: ReferenceFacility[] = [
  { key: 'parking', name: 'Parkeren', iconName: 'car', colorCode: '#2563EB', backgroundColor: '#DBEAFE', sortOrder: 10 },
  {
    key: 'accessible',
    name: 'Rolstoeltoegankelijk',
    iconName: 'accessibility',
    colorCode: '#7C3AED',
    backgroundColor: '#EDE9FE',
    sortOrder: 20,
  },
  { key: 'wifi', name: 'Wifi', iconName: 'wifi', colorCode: '#0891B2', backgroundColor: '#CFFAFE', sortOrder: 30 },
  { key: 'catering', name: 'Catering', iconName: 'utensils', colorCode: '#EA580C', backgroundColor: '#FFEDD5', sortOrder: 40 },
  { key: 'kitchen', name: 'Keuken', iconName: 'chef-hat', colorCode: '#CA8A04', backgroundColor: '#FEF9C3', sortOrder: 50 },
  {
    key: 'airConditioning',
    name: 'Airconditioning',
    iconName: 'snowflake',
    colorCode: '#0284C7',
    backgroundColor: '#E0F2FE',
    sortOrder: 60,
  },
  { key: 'audioSystem', name: 'Geluidssysteem', iconName: 'speaker', colorCode: '#DB2777', backgroundColor: '#FCE7F3', sortOrder: 70 },
  { key: 'lighting', name: 'Verlichting', iconName: 'lightbulb', colorCode: '#D97706', backgroundColor: '#FEF3C7', sortOrder: 80 },
]

export interface ReferenceSeedReport {
  categoriesAdded: number
  facilitiesAdded: number
}

/** Idempotent: inserts missing categories (matched on lower(name)) and facilities (on key). */
export async function seedReferenceData(client: QueryClientContract = db.connection()): Promise<ReferenceSeedReport> {
  let categoriesAdded = 0
  for (const category of REFERENCE_CATEGORIES) {
    // ON CONFLICT DO NOTHING covers the lower(name) unique index (an expression, not a column).
    const inserted = await client
      .insertQuery()
      .table('event_categories')
      .insert({
        name: category.name,
        color_code: category.colorCode,
        sort_order: category.sortOrder,
        is_active: true,
        translations: JSON.stringify(category.translations),
      })
      .onConflict()
      .ignore()
      .returning('id')
    categoriesAdded += inserted.length
  }

  const facilities = await client
    .insertQuery()
    .table('venue_facilities')
    .multiInsert(
      REFERENCE_FACILITIES.map((f) => ({
        key: f.key,
        name: f.name,
        icon_name: f.iconName,
        color_code: f.colorCode,
        background_color: f.backgroundColor,
        sort_order: f.sortOrder,
        is_active: true,
      }))
    )
    .onConflict('key')
    .ignore()
    .returning('id')

  return { categoriesAdded, facilitiesAdded: facilities.length }
}

export default class ReferenceSeeder extends BaseSeeder {
  async run() {
    await seedReferenceData(this.client)
  }
}
