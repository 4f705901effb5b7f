import { Box, Typography } from '@mui/material'
import { Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, TopToolbar, useNotify, useTranslate } from 'react-admin'
import { DISTRICTS, DISTRICT_NAMES } from '#domain/districts'
import { ImageUploadInput } from '../../inputs/ImageUploadInput'
import { PublicPageButton } from './PublicPageButton'
import { SECTIONS, SECTION_NAMES, type SectionName } from './sections'

const DISTRICT_CHOICES = DISTRICTS.map((id) => ({ id, name: DISTRICT_NAMES[id] }))
const MULTILINE = new Set(['businessDescription'])
const HELP: Record<string, string> = {
  businessDescription: 'resources.organizer-profile.help.businessDescription',
  'socialMediaLinks.whatsapp': 'resources.organizer-profile.help.whatsapp',
  businessPhone: 'resources.organizer-profile.help.businessPhone',
}

function SectionHeading({ name }: { name: SectionName }) {
  const translate = useTranslate()
  const help = name === 'organization' || name === 'online' || name === 'registration' ? `resources.organizer-profile.help.${name}` : null
  return (
    <Box sx={{ mt: name === 'organization' ? 0 : 3, mb: 1 }}>
      <Typography variant="h6" component="h2">
        {translate(`resources.organizer-profile.sections.${name}`)}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary">
          {translate(help)}
        </Typography>
      )}
    </Box>
  )
}

function FieldInput({ source }: { source: string }) {
  if (source === 'businessDistrict') return <SelectInput source={source} choices={DISTRICT_CHOICES} emptyText="—" />
  const multiline = MULTILINE.has(source)
  return <TextInput source={source} multiline={multiline} minRows={multiline ? 5 : undefined} helperText={HELP[source] ?? false} />
}

/** The form's inputs, section by section; the profile image is an upload (POST /api/uploads). */
function ProfileInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 720, '& .MuiFormControl-root': { width: '100%' } }}>
      {SECTION_NAMES.map((section) => (
        <Box key={section} component="section">
          <SectionHeading name={section} />
          {section === 'organization' && (
            <ImageUploadInput source="profileImage" label="resources.organizer-profile.fields.profileImage" single />
          )}
          {SECTIONS[section].map((source) => (
            <FieldInput key={source} source={source} />
          ))}
        </Box>
      ))}
    </Box>
  )
}

export function OrganizerProfileEdit() {
  const notify = useNotify()
  return (
    <Edit
      mutationMode="pessimistic"
      // One record per organizer: stay on it after saving, and say so in the organizer's words.
      mutationOptions={{ onSuccess: () => notify('resources.organizer-profile.saved', { type: 'success' }) }}
      actions={
        <TopToolbar>
          <PublicPageButton />
        </TopToolbar>
      }
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <ProfileInputs />
      </SimpleForm>
    </Edit>
  )
}
