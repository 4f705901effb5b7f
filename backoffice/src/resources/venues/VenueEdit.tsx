/* Editing a venue: the form, and beside it where the venue stands and, for admins, its history. */
import { useState } from 'react'
import { Box, Card, CardContent, Typography } from '@mui/material'
import { Edit, SaveButton, SimpleForm, Toolbar, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { AuditHistory } from '../../audit/AuditHistory'
import { useSignedInUser } from '../../auth/useSignedInUser'
import { actsAsModerator, type ManagedVenue } from './api'
import { ReapprovalWarning, VenueInputs } from './VenueInputs'
import { VenueStatusPanel } from './VenueStatusPanel'

const T = 'resources.venues'

function EditTitle() {
  const record = useRecordContext<ManagedVenue>()
  const translate = useTranslate()
  return <span>{record?.name ?? translate(`${T}.edit.title`)}</span>
}

function VenueEditPage({ moderator, version, onChanged }: { moderator: boolean; version: number; onChanged: () => void }) {
  const venue = useRecordContext<ManagedVenue>()
  const { canAccess: mayReadHistory } = useCanAccess({ resource: 'audit-changes', action: 'list' })
  if (!venue) return null
  const readOnly = !!venue.deletedAt
  return (
    <Box
      sx={{
        mt: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' },
      }}
    >
      <Typography variant="h5" component="h1" sx={{ gridColumn: '1 / -1', overflowWrap: 'anywhere' }}>
        {venue.name}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, order: { xs: 1, lg: 2 } }}>
        <VenueStatusPanel moderator={moderator} onChanged={onChanged} />
      </Box>
      <Card sx={{ order: { xs: 2, lg: 1 } }}>
        <SimpleForm
          disabled={readOnly}
          toolbar={
            readOnly ? (
              false
            ) : (
              <Toolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
                {!moderator && <ReapprovalWarning />}
                <SaveButton />
              </Toolbar>
            )
          }
        >
          <VenueInputs disabled={readOnly} />
        </SimpleForm>
      </Card>
      {mayReadHistory && (
        <Card sx={{ order: 3, gridColumn: { lg: '1 / -1' } }}>
          <CardContent>
            <AuditHistory entityType="venue" entityId={venue.id} version={version} />
          </CardContent>
        </Card>
      )}
    </Box>
  )
}

export function VenueEdit() {
  const moderator = actsAsModerator(useSignedInUser())
  const notify = useNotify()
  const refresh = useRefresh()
  // Bumped after every save or action: the history below reloads.
  const [version, setVersion] = useState(0)
  const changed = () => {
    setVersion((current) => current + 1)
    refresh()
  }
  return (
    <Edit<ManagedVenue>
      component="div"
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      title={<EditTitle />}
      mutationOptions={{
        onSuccess: () => {
          notify(`${T}.edit.saved`, { type: 'success' })
          setVersion((current) => current + 1)
        },
      }}
    >
      <VenueEditPage moderator={moderator} version={version} onChanged={changed} />
    </Edit>
  )
}
