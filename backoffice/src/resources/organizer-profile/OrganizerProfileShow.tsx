import { Alert, Box, Typography } from '@mui/material'
import { ImageField, Labeled, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin'
import { DISTRICTS, DISTRICT_NAMES } from '#domain/districts'
import { PublicPageButton } from './PublicPageButton'
import { SECTIONS, SECTION_NAMES } from './sections'

const DISTRICT_CHOICES = DISTRICTS.map((id) => ({ id, name: DISTRICT_NAMES[id] }))

/** Read-only for managers: the same sections as the organizer's form. */
export function OrganizerProfileShow() {
  const translate = useTranslate()
  return (
    <Show
      actions={
        <TopToolbar>
          <PublicPageButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Alert severity="info">{translate('resources.organizer-profile.read_only')}</Alert>
        <ImageField source="profileImage" label="resources.organizer-profile.fields.profileImage" />
        {SECTION_NAMES.map((section) => (
          <Box key={section} component="section">
            <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
              {translate(`resources.organizer-profile.sections.${section}`)}
            </Typography>
            {SECTIONS[section].map((source) => (
              <Labeled key={source} source={source} sx={{ display: 'block', mb: 1 }}>
                {source === 'businessDistrict' ? (
                  <SelectField source={source} choices={DISTRICT_CHOICES} emptyText="—" />
                ) : (
                  <TextField source={source} emptyText="—" />
                )}
              </Labeled>
            ))}
          </Box>
        ))}
      </SimpleShowLayout>
    </Show>
  )
}
