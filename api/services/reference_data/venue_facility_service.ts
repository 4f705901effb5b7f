/*
 * Venue facilities as the admin keeps them: name, icon (domain/facility_icons.ts), tile colours,
 * order and active. The key ties a standard facility to its venue amenity flag (parking, wifi, ...): it is set
 * once, from the name, and never changes, so a renamed facility still means the same thing to every venue.
 * GET /api/venue-facilities and the venue pages follow a change at once (catalogue_cache.ts hooks below); an
 * inactive facility is no longer shown or offered, venues keep their choice of it.
 */
import db from '@adonisjs/lucid/services/db'
import VenueFacility from '#models/venue_facility'
import { DomainError } from '#exceptions/domain_error'
import type { FacilityIconName } from '#domain/facility_icons'
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

invalidateOnChange(VenueFacility)

export type FacilitySort = 'name' | 'sortOrder' | 'id' | 'isActive'

export interface FacilityInput {
  name: string
  iconName: FacilityIconName
  colorCode: string
  backgroundColor: string
  sortOrder?: number
  isActive?: boolean
}

const FACILITIES: ReferenceKind<VenueFacility> = {
  entityType: 'venue_facility',
  fields: ['name', 'iconName', 'colorCode', 'backgroundColor', 'sortOrder', 'isActive'],
  nameIndex: 'venue_facilities_name_lower_unique',
  nameTaken: 'FACILITY_NAME_TAKEN',
}
const KEY_MAX_LENGTH = 60

/** GET /api/admin/venue-facilities: all facilities, active or not. */
export function listFacilitiesPage(query: ReferenceListQuery<FacilitySort>) {
  return listReferencePage(VenueFacility, { name: 'name', sortOrder: 'sort_order', id: 'id', isActive: 'is_active' }, query)
}

export async function findFacility(id: number | null): Promise<VenueFacility> {
  const facility = id === null ? null : await VenueFacility.find(id)
  if (!facility) throw new DomainError('FACILITY_NOT_FOUND')
  return facility
}

/** 'Podium & licht' → 'podium-licht', then -2, -3 ... while taken. */
async function freeKey(name: string): Promise<string> {
  const base =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, KEY_MAX_LENGTH - 4) || 'voorziening'
  const taken = new Set(
    (await db.from('venue_facilities').whereILike('key', `${base}%`).select('key')).map((row: { key: string }) => row.key)
  )
  let key = base
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`
  return key
}

/** POST /api/admin/venue-facilities: 422 on `name` when the name exists (ignoring case). */
export async function createFacility(input: FacilityInput, actor: ChangeActor): Promise<VenueFacility> {
  await assertNameFree(VenueFacility, FACILITIES, input.name, null)
  const facility = new VenueFacility()
  facility.fill({
    ...input,
    key: await freeKey(input.name),
    sortOrder: input.sortOrder ?? (await nextSortOrder('venue_facilities')),
    isActive: input.isActive ?? true,
  })
  return saveWithAudit(facility, FACILITIES, actor)
}

/** PUT /api/admin/venue-facilities/:id: the fields given change, the rest (and the key) stay. */
export async function updateFacility(id: number | null, changes: Partial<FacilityInput>, actor: ChangeActor): Promise<VenueFacility> {
  const facility = await findFacility(id)
  const fields = definedOnly(changes)
  if (fields.name !== undefined) await assertNameFree(VenueFacility, FACILITIES, fields.name, facility.id)
  facility.merge(fields)
  return saveWithAudit(facility, FACILITIES, actor)
}
