/*
 * Reference data every installation needs: event categories (SPEC §3, §9 colours) and the
 * eight standard venue facilities. Runs on every start, so it only INSERTS what is missing
 * (by natural key) and never overwrites what an admin has since edited.
 */
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export interface ReferenceCategory {
  name: string
  colorCode: string
  sortOrder: number
}

/** Dutch names; SPEC §9 gives the colours of the first six, the rest are picked to be distinct. */
export const REFERENCE_CATEGORIES: ReferenceCategory[] = [
  { name: 'Muziek', colorCode: '#DC2626', sortOrder: 10 },
  { name: 'Concerten', colorCode: '#DC2626', sortOrder: 20 },
  { name: 'Festivals', colorCode: '#F59E0B', sortOrder: 30 },
  { name: 'Cultuur', colorCode: '#DC2626', sortOrder: 40 },
  { name: 'Theater', colorCode: '#8B5CF6', sortOrder: 50 },
  { name: 'Comedy', colorCode: '#F97316', sortOrder: 60 },
  { name: 'Kunst', colorCode: '#EC4899', sortOrder: 70 },
  { name: 'Exposities', colorCode: '#14B8A6', sortOrder: 80 },
  { name: 'Sport', colorCode: '#059669', sortOrder: 90 },
  { name: 'Zakelijk', colorCode: '#3B82F6', sortOrder: 100 },
  { name: 'Conferenties', colorCode: '#0EA5E9', sortOrder: 110 },
  { name: 'Technologie', colorCode: '#6366F1', sortOrder: 120 },
  { name: 'Educatie', colorCode: '#27AE60', sortOrder: 130 },
  { name: 'Overig', colorCode: '#6B7280', sortOrder: 999 },
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
      .insert({ name: category.name, color_code: category.colorCode, sort_order: category.sortOrder, is_active: true })
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
