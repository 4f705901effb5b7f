import { Box, Typography } from '@mui/material'
import { useWatch } from 'react-hook-form'
import {
  BooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
  maxLength,
  minValue,
  required,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin'
import { FACILITY_ICON_NAMES, FACILITY_TEXT_COLOR } from '#domain/facility_icons'
import { MIN_CONTRAST, contrastRatio } from '#domain/color_contrast'
import { isHexColor } from '#domain/category_colors'
import { ColorInput } from '../../inputs/ColorInput'
import { FacilityIcon, FacilityTile } from './FacilityTile'
import { T } from './venueFacility'

/** The API's rule too (api/validators/reference_data/venue_facility_validator.ts): the tile's dark text must stay readable. */
const lightEnough: Validator = (value) =>
  isHexColor(value) && contrastRatio(FACILITY_TEXT_COLOR, value) < MIN_CONTRAST ? `${T}.background_too_dark` : undefined

const iconChoices = FACILITY_ICON_NAMES.map((id) => ({ id, name: `${T}.icons.${id}` }))

function IconChoice() {
  const translate = useTranslate()
  const choice = useRecordContext<{ id: string; name: string }>()
  if (!choice) return null
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <FacilityIcon name={choice.id} size={18} />
      {translate(choice.name)}
    </Box>
  )
}

function LivePreview() {
  const translate = useTranslate()
  const [name, iconName, colorCode, backgroundColor] = useWatch({ name: ['name', 'iconName', 'colorCode', 'backgroundColor'] }) as (
    string | undefined
  )[]
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.preview`)}
      </Typography>
      <FacilityTile
        name={name?.trim() || translate(`${T}.preview_placeholder`)}
        iconName={iconName}
        colorCode={colorCode?.trim()}
        backgroundColor={backgroundColor?.trim()}
      />
    </Box>
  )
}

/** The one form of a facility, for Create and Edit. */
export function VenueFacilityInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <TextInput source="name" validate={[required(), maxLength(100)]} helperText={`${T}.name_hint`} fullWidth />
      <SelectInput
        source="iconName"
        choices={iconChoices}
        optionText={<IconChoice />}
        translateChoice={false}
        validate={required()}
        helperText={false}
        sx={{ maxWidth: 280 }}
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <ColorInput source="colorCode" prefix={T} helperText={`${T}.color_hint`} />
        <ColorInput source="backgroundColor" prefix={T} helperText={`${T}.background_hint`} validate={[lightEnough]} />
      </Box>
      <LivePreview />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} helperText={`${T}.sort_hint`} sx={{ maxWidth: 340 }} />
        <BooleanInput source="isActive" helperText={`${T}.active_hint`} />
      </Box>
    </Box>
  )
}
