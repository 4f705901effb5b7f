import { Alert, Box, Typography } from '@mui/material'
import { useWatch } from 'react-hook-form'
import { BooleanInput, NumberInput, TextInput, maxLength, minValue, required, useRecordContext, useTranslate } from 'react-admin'
import { TRANSLATED_LANGUAGES } from '#domain/languages'
import { ColorInput } from '../../inputs/ColorInput'
import { CategoryBadgePreview } from './CategoryBadgePreview'
import { T, type EventCategory } from './eventCategory'

function LivePreview() {
  const translate = useTranslate()
  const [name, color] = useWatch({ name: ['name', 'colorCode'] }) as [string | undefined, string | undefined]
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.preview`)}
      </Typography>
      <CategoryBadgePreview name={name?.trim() || translate(`${T}.preview_placeholder`)} color={color?.trim()} />
    </Box>
  )
}

/** On an existing category with events: what a rename or deactivation does to them (event_category_service.ts). */
function EventsNotice() {
  const translate = useTranslate()
  const record = useRecordContext<EventCategory>()
  const [name, isActive] = useWatch({ name: ['name', 'isActive'] }) as [string | undefined, boolean | undefined]
  const count = record?.eventCount ?? 0
  if (!record || count === 0) return null
  const renamed = name !== undefined && name.trim() !== record.name
  return (
    <Alert severity={renamed || isActive === false ? 'warning' : 'info'} sx={{ mb: 2 }}>
      {translate(`${T}.in_use`, { smart_count: count })}
      {renamed && ` ${translate(`${T}.rename_moves_events`, { smart_count: count })}`}
      {isActive === false && ` ${translate(`${T}.inactive_keeps_events`)}`}
    </Alert>
  )
}

/** The one form of a category, for Create and Edit. */
export function EventCategoryInputs() {
  const translate = useTranslate()
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <TextInput source="name" validate={[required(), maxLength(80)]} helperText={`${T}.name_hint`} fullWidth />
      <ColorInput source="colorCode" prefix={T} helperText={`${T}.color_hint`} />
      <LivePreview />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} helperText={`${T}.sort_hint`} sx={{ maxWidth: 340 }} />
        <BooleanInput source="isActive" helperText={`${T}.active_hint`} />
      </Box>
      <EventsNotice />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate(`${T}.translations_title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.translations_hint`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {TRANSLATED_LANGUAGES.map((lang) => (
          <TextInput key={lang} source={`translations.${lang}`} validate={maxLength(80)} helperText={false} fullWidth />
        ))}
      </Box>
    </Box>
  )
}
