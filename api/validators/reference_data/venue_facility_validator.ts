import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { FACILITY_ICON_NAMES, FACILITY_TEXT_COLOR } from '#domain/facility_icons'
import { MIN_CONTRAST, contrastRatio } from '#domain/color_contrast'
import { isHexColor } from '#domain/category_colors'
import { REFERENCE_FIELDS, REFERENCE_MESSAGES, hexColor, referenceName, sortOrder } from '#validators/reference_data/reference_data_rules'

/** venue_facilities.name is varchar(100). */
export const FACILITY_NAME_MAX_LENGTH = 100

/** The tile's dark text must stay readable on its background (WCAG AA, as the badges). */
const readableBehindText = vine.createRule((value, _options, field) => {
  if (isHexColor(value) && contrastRatio(FACILITY_TEXT_COLOR, value) < MIN_CONTRAST) {
    field.report('Achtergrondkleur is te donker: de naam erop is dan niet te lezen. Kies een lichte kleur.', 'readable', field)
  }
})

const iconName = () => vine.enum(FACILITY_ICON_NAMES)

const messages = () =>
  new SimpleMessagesProvider(
    {
      ...REFERENCE_MESSAGES,
      'iconName.enum': `Kies een icoon dat de site kan tonen: ${FACILITY_ICON_NAMES.join(', ')}`,
    },
    REFERENCE_FIELDS
  )

/** POST /api/admin/venue-facilities: every field but sort order (last) and active (true). */
export const createFacilityValidator = vine.create(
  vine.object({
    name: referenceName(FACILITY_NAME_MAX_LENGTH),
    iconName: iconName(),
    colorCode: hexColor(),
    backgroundColor: hexColor().use(readableBehindText()),
    sortOrder: sortOrder().optional(),
    isActive: vine.boolean().optional(),
  })
)
createFacilityValidator.messagesProvider = messages()

/** PUT /api/admin/venue-facilities/:id: any of the fields; those not given keep their value. */
export const updateFacilityValidator = vine.create(
  vine.object({
    name: referenceName(FACILITY_NAME_MAX_LENGTH).optional(),
    iconName: iconName().optional(),
    colorCode: hexColor().optional(),
    backgroundColor: hexColor().use(readableBehindText()).optional(),
    sortOrder: sortOrder().optional(),
    isActive: vine.boolean().optional(),
  })
)
updateFacilityValidator.messagesProvider = messages()
