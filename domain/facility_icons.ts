/*
 * The icons a venue facility can have (venue_facilities.icon_name): the storefront's facility tiles and the
 * back office's preview draw them from these paths, and the API accepts no other name, so an admin can never
 * pick an icon the site cannot show. Outline icons on a 24 × 24 grid (stroke currentColor, width 2, round
 * joins), named as in the lucide set the seeded facilities use. The text colour every tile uses is here too.
 */

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`

export const FACILITY_ICONS = {
  car: ['M5 17H3v-5l2.5-5h13L21 12v5h-2', 'M3 12h18', 'M9 17h6', circle(7, 17, 2), circle(17, 17, 2)],
  accessibility: [circle(11, 4, 1.5), 'M11 7.5v5.5h5l2.5 5.5', 'M11 10h4.5', 'M8 10.6a5.5 5.5 0 1 0 7.4 7.4'],
  wifi: ['M2 8.8a15 15 0 0 1 20 0', 'M5 12.4a10 10 0 0 1 14 0', 'M8.5 15.9a5 5 0 0 1 7 0', 'M12 19.5h.01'],
  utensils: ['M5 3v6a2.5 2.5 0 0 0 5 0V3', 'M7.5 3v18', 'M18 21V3c-2.2 1.2-3.5 4-3.5 7.5 0 2 1 3.5 3.5 3.5'],
  'chef-hat': ['M7 14a4 4 0 0 1-.9-7.9A5 5 0 0 1 12 3a5 5 0 0 1 5.9 3.1A4 4 0 0 1 17 14', 'M7 14v7h10v-7', 'M7 17.5h10'],
  snowflake: ['M12 2v20', 'M3.3 7l17.4 10', 'M3.3 17l17.4-10', 'M9 3.5l3 3 3-3', 'M9 20.5l3-3 3 3'],
  speaker: ['M6 2h12v20H6z', circle(12, 14.5, 3.5), 'M12 6.5h.01'],
  lightbulb: ['M9 18h6', 'M10 22h4', 'M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z'],
  music: ['M9 18V5l12-2v13', circle(6, 18, 3), circle(18, 16, 3)],
  mic: ['M9 5a3 3 0 0 1 6 0v6a3 3 0 0 1-6 0z', 'M5 10v1a7 7 0 0 0 14 0v-1', 'M12 18v4', 'M8 22h8'],
  monitor: ['M3 4h18v12H3z', 'M8 20h8', 'M12 16v4'],
  armchair: ['M5 11V7a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v4', 'M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v4H3z', 'M5 17v3', 'M19 17v3'],
  trees: ['M12 2l7 9h-4l4 5H5l4-5H5z', 'M12 16v6'],
  sun: [
    circle(12, 12, 4),
    'M12 2v2',
    'M12 20v2',
    'M2 12h2',
    'M20 12h2',
    'M4.9 4.9l1.4 1.4',
    'M17.7 17.7l1.4 1.4',
    'M4.9 19.1l1.4-1.4',
    'M17.7 6.3l1.4-1.4',
  ],
  shield: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'M9 12l2 2 4-4'],
  bath: ['M3 12h18v3a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5z', 'M6 12V5a2 2 0 0 1 4 0', 'M7 20l-1 2', 'M17 20l1 2'],
  coffee: ['M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z', 'M17 10h1.5a2.5 2.5 0 0 1 0 5H17', 'M8 2v3', 'M12 2v3'],
  bus: ['M5 4h14v13H5z', 'M5 11h14', 'M7 17v3', 'M17 17v3', 'M8 14h.01', 'M16 14h.01'],
  check: ['M5 12.5l4.5 4.5L19 7'],
  circle: [circle(12, 12, 8)],
} as const satisfies Record<string, readonly string[]>

export type FacilityIconName = keyof typeof FACILITY_ICONS

export const FACILITY_ICON_NAMES = Object.keys(FACILITY_ICONS) as FacilityIconName[]

export function isFacilityIconName(value: unknown): value is FacilityIconName {
  return typeof value === 'string' && Object.hasOwn(FACILITY_ICONS, value)
}

/** The outline of a facility's icon; an unknown name (a row older than this list) draws the check mark. */
export function facilityIconPaths(name: string | null | undefined): readonly string[] {
  return isFacilityIconName(name) ? FACILITY_ICONS[name] : FACILITY_ICONS.check
}

/** The text on every facility tile (storefront FacilitiesGrid); a tile's background must keep it readable. */
export const FACILITY_TEXT_COLOR = '#17201B'
