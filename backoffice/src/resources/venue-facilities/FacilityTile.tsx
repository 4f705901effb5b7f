/*
 * A facility as the venue page draws it (storefront/src/components/venues/FacilitiesGrid.astro): its icon in a
 * round dot of its colour on a tile of its background, the name in the tiles' text colour. An invalid colour
 * shows the storefront's fallback.
 */
import { Box } from '@mui/material'
import { FACILITY_TEXT_COLOR, facilityIconPaths } from '#domain/facility_icons'
import { isHexColor } from '#domain/category_colors'

export function FacilityIcon({ name, size = 15 }: { name: string | null | undefined; size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      sx={{
        width: size,
        height: size,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }}
    >
      {facilityIconPaths(name).map((d) => (
        <path key={d} d={d} />
      ))}
    </Box>
  )
}

export interface FacilityTileProps {
  name: string
  iconName: string | null | undefined
  colorCode: string | null | undefined
  backgroundColor: string | null | undefined
}

export function FacilityTile({ name, iconName, colorCode, backgroundColor }: FacilityTileProps) {
  return (
    <Box
      component="span"
      data-testid="facility-tile-preview"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
        maxWidth: '100%',
        px: 1.25,
        py: 0.75,
        borderRadius: '10px',
        fontWeight: 600,
        fontSize: '0.875rem',
      }}
      style={{ backgroundColor: isHexColor(backgroundColor) ? backgroundColor : '#E7F3EC', color: FACILITY_TEXT_COLOR }}
    >
      <Box
        component="span"
        sx={{ display: 'inline-grid', placeItems: 'center', width: 24, height: 24, borderRadius: '50%', flex: 'none', color: '#fff' }}
        style={{ backgroundColor: isHexColor(colorCode) ? colorCode : '#1B7A43' }}
      >
        <FacilityIcon name={iconName} />
      </Box>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Box>
    </Box>
  )
}
