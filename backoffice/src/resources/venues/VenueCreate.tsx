/* A venue operator registers a venue in the back office (POST /api/venues, as /register-venue does); it waits for approval. */
import { Alert } from '@mui/material'
import { Create, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin'
import { VenueInputs } from './VenueInputs'

const DEFAULTS = {
  pricePeriod: 'dag',
  images: [],
  // The upload input writes each picture's variants here (inputs/ImageUploadInput.tsx).
  imageVariants: {},
  customAmenities: [],
  facilityIds: [],
  socialMediaLinks: {},
}

export function VenueCreate() {
  const notify = useNotify()
  const redirect = useRedirect()
  const translate = useTranslate()
  return (
    <Create
      mutationOptions={{
        onSuccess: () => {
          notify('resources.venues.edit.created', { type: 'success' })
          redirect('list', 'venues')
        },
      }}
    >
      <SimpleForm defaultValues={DEFAULTS}>
        <Alert severity="info" sx={{ mb: 2, maxWidth: 760 }}>
          {translate('resources.venues.edit.create_hint')}
        </Alert>
        <VenueInputs />
      </SimpleForm>
    </Create>
  )
}
