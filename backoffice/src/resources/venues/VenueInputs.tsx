/*
 * The one form of a venue, for registering and editing, by its operator or an admin: every field of
 * SPEC §3 in sections. The server checks everything again and its Dutch message shows next to the field.
 */
import type { ReactNode } from 'react'
import { Alert, Autocomplete, Box, Checkbox, Chip, FormControlLabel, LinearProgress, TextField, Typography } from '@mui/material'
import { useFormContext, useWatch } from 'react-hook-form'
import {
  BooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
  minValue,
  required,
  useInput,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { DISTRICTS, DISTRICT_NAMES } from '#domain/districts'
import { VENUE_PRICE_PERIODS } from '#domain/format'
import { VENUE_SOCIAL_NETWORKS } from '#domain/social_links'
import { VENUE_AMENITY_FLAGS, VENUE_SIGNIFICANT_FIELDS, type VenueAmenityFlag } from '#domain/venue_management'
import type { VenueFacility } from '#domain/catalogue_types'
import { ImageUploadInput } from '../../inputs/ImageUploadInput'
import { useVenueFacilities } from './useVenueFacilities'
import type { ManagedVenue } from './api'
import { AmountInput } from '../../inputs/AmountInput'

const T = 'resources.venues'
const DISTRICT_CHOICES = DISTRICTS.map((id) => ({ id, name: DISTRICT_NAMES[id] }))

/** GET /api/venue-facilities also gives each facility's key (older adminFacilities use it). */
type FacilityChoice = VenueFacility & { key?: string }

function Section({ name, help, children }: { name: string; help?: string; children: ReactNode }) {
  const translate = useTranslate()
  return (
    <Box component="section" sx={{ mt: 3, '&:first-of-type': { mt: 0 } }}>
      <Typography variant="h6" component="h2">
        {translate(`${T}.sections.${name}`)}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(help)}
        </Typography>
      )}
      {children}
    </Box>
  )
}

/** Two inputs side by side on a wide screen, stacked on a phone. */
function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, columnGap: 2, '& > *': { flex: 1 } }}>{children}</Box>
}

/** Free-text amenities ('Podium', 'Tuin'): typed and added with Enter, removed with their chip. */
function CustomAmenitiesInput({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate()
  const { field, fieldState } = useInput({ source: 'customAmenities', format: (value) => value ?? [], parse: (value) => value })
  const value = (field.value as string[] | undefined) ?? []
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      disabled={disabled}
      onChange={(_, next) => field.onChange([...new Set(next.map((item) => item.trim()).filter(Boolean))])}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index })
          return <Chip key={key} size="small" label={item} {...itemProps} />
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(`${T}.fields.customAmenities`)}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? translate(fieldState.error.message) : translate(`${T}.help.customAmenities`)}
          margin="dense"
        />
      )}
    />
  )
}

/** The amenity flag a facility stands for: the standard facilities carry the flag's name as their key. */
function flagOf(facility: FacilityChoice): VenueAmenityFlag | null {
  return (VENUE_AMENITY_FLAGS as readonly string[]).includes(facility.key ?? '') ? (facility.key as VenueAmenityFlag) : null
}

/**
 * The facilities as the venue page shows them: one checkbox each, ticked when the venue has it in any of SPEC §3's
 * ways (its amenity flag, facilityIds, adminFacilities by id or key). Ticking sets the flag and adds the id;
 * unticking clears all three, so the page shows exactly what is ticked here.
 */
function FacilityChecklist({ facilities, disabled }: { facilities: FacilityChoice[]; disabled?: boolean }) {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const [ids, adminFacilities, ...flags] = useWatch({ name: ['facilityIds', 'adminFacilities', ...VENUE_AMENITY_FLAGS] }) as [
    number[] | undefined,
    Record<string, boolean> | undefined,
    ...(boolean | undefined)[],
  ]
  const flagValue = (flag: VenueAmenityFlag) => flags[VENUE_AMENITY_FLAGS.indexOf(flag)] === true
  const has = (facility: FacilityChoice) => {
    const flag = flagOf(facility)
    return (
      (flag !== null && flagValue(flag)) ||
      (ids ?? []).includes(facility.id) ||
      adminFacilities?.[String(facility.id)] === true ||
      (!!facility.key && adminFacilities?.[facility.key] === true)
    )
  }
  const toggle = (facility: FacilityChoice, on: boolean) => {
    const change = { shouldDirty: true }
    const flag = flagOf(facility)
    if (flag) setValue(flag, on, change)
    const others = (ids ?? []).filter((id) => id !== facility.id)
    setValue('facilityIds', on ? [...others, facility.id] : others, change)
    if (!on && adminFacilities) {
      const rest = Object.fromEntries(
        Object.entries(adminFacilities).filter(([key]) => key !== String(facility.id) && key !== facility.key)
      )
      setValue('adminFacilities', rest, change)
    }
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }} data-testid="venue-facilities">
      {facilities.map((facility) => (
        <FormControlLabel
          key={facility.id}
          disabled={disabled}
          control={<Checkbox checked={has(facility)} onChange={(event) => toggle(facility, event.target.checked)} />}
          // The API names facilities in Dutch; the standard ones have their label in every language here.
          label={flagOf(facility) ? translate(`${T}.fields.${flagOf(facility)}`) : facility.name}
        />
      ))}
    </Box>
  )
}

/** The facility checklist; when the list cannot be loaded, the eight amenity flags on their own. */
function FacilityInputs({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate()
  const facilities = useVenueFacilities()
  if (facilities.state === 'loading') return <LinearProgress sx={{ my: 2 }} />
  if (facilities.state === 'ready') return <FacilityChecklist facilities={facilities.value} disabled={disabled} />
  return (
    <>
      <Alert severity="warning">{translate(`${T}.help.facilities_unavailable`)}</Alert>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {VENUE_AMENITY_FLAGS.map((flag) => (
          <BooleanInput key={flag} source={flag} disabled={disabled} helperText={false} />
        ))}
      </Box>
    </>
  )
}

/**
 * An operator about to change what an approved venue is known by: saving sends it back for approval (the rule is
 * domain/venue_management.ts's; the API applies it). Shown beside the save button, which stays in view on a phone.
 */
export function ReapprovalWarning() {
  const translate = useTranslate()
  const record = useRecordContext<ManagedVenue>()
  const values = useWatch({ name: [...VENUE_SIGNIFICANT_FIELDS] }) as unknown[]
  if (!record || record.approvalStatus !== 'approved') return null
  const normal = (value: unknown) => (value === '' || value === undefined ? null : String(value).trim())
  const changed = VENUE_SIGNIFICANT_FIELDS.some((field, index) => normal(values[index]) !== normal(record[field]))
  if (!changed) return null
  return (
    <Alert severity="warning" sx={{ width: '100%', py: 0 }} data-testid="venue-reapproval-warning">
      {translate(`${T}.edit.reapproval_warning`)}
    </Alert>
  )
}

export function VenueInputs({ disabled = false }: { disabled?: boolean }) {
  const translate = useTranslate()
  return (
    <Box sx={{ width: '100%', maxWidth: 760, '& .MuiFormControl-root:not(.MuiCheckbox-root)': { width: '100%' } }}>
      <Section name="general">
        <TextInput source="name" validate={required()} disabled={disabled} />
        <TextInput source="description" multiline minRows={4} disabled={disabled} helperText={false} />
      </Section>
      <Section name="address" help={`${T}.help.address`}>
        <Row>
          <TextInput source="streetName" validate={required()} disabled={disabled} />
          <TextInput source="houseNumber" disabled={disabled} helperText={false} />
        </Row>
        <Row>
          <TextInput source="neighborhood" disabled={disabled} helperText={false} />
          <SelectInput source="district" choices={DISTRICT_CHOICES} validate={required()} disabled={disabled} />
        </Row>
      </Section>
      <Section name="capacity">
        <NumberInput source="maxCapacity" min={1} step={1} validate={[required(), minValue(1)]} disabled={disabled} />
        <Row>
          <AmountInput
            source="priceAmount"
            kind="money"
            currency={null}
            label={`${T}.fields.priceAmount`}
            disabled={disabled}
            helperText={`${T}.help.priceAmount`}
          />
          <SelectInput
            source="pricePeriod"
            choices={VENUE_PRICE_PERIODS.map((id) => ({ id, name: `${T}.price_periods.${id}` }))}
            disabled={disabled}
            helperText={false}
          />
        </Row>
      </Section>
      <Section name="amenities" help={`${T}.help.amenities`}>
        <FacilityInputs disabled={disabled} />
        <CustomAmenitiesInput disabled={disabled} />
      </Section>
      <Section name="images" help={`${T}.help.images`}>
        <ImageUploadInput source="images" label={`${T}.fields.images`} max={20} />
      </Section>
      <Section name="online">
        <TextInput source="website" type="url" placeholder="https://" disabled={disabled} helperText={false} />
        {VENUE_SOCIAL_NETWORKS.map((network) => (
          <TextInput
            key={network}
            source={`socialMediaLinks.${network}`}
            label={translate(`${T}.fields.socialMediaLinks.${network}`)}
            disabled={disabled}
            helperText={false}
          />
        ))}
      </Section>
    </Box>
  )
}
