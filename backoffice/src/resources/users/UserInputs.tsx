/*
 * The one form of an account, for Create (a new admin or sub-admin, invited by e-mail) and Edit (name and contact
 * corrections, the role with the organizer or agent a staff role works for). What the signed-in admin may not change
 * is shown but disabled (their own role; the admin role for a sub-admin); the API decides either way.
 */
import { Alert, Box, Typography } from '@mui/material'
import { useWatch } from 'react-hook-form'
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  email,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { employerKindOf } from '#domain/user_admin_rules'
import { useAccountPermissions } from './accountPermissions'
import { useRoleChoices } from './UserList'
import type { AdminUserDetail } from './types'

const T = 'resources.users'

function NameInputs() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextInput source="firstName" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="lastName" validate={[required(), maxLength(100)]} fullWidth />
    </Box>
  )
}

/** The organizer or agent a staff role works for: any active one, found by name. */
function EmployerInput({ role }: { role: string }) {
  const translate = useTranslate()
  const kind = employerKindOf(role)
  if (!kind) return null
  return (
    <ReferenceInput
      source="employerId"
      reference="users"
      filter={{ role: kind, status: 'active' }}
      sort={{ field: 'lastName', order: 'ASC' }}
    >
      <AutocompleteInput
        optionText="name"
        label={`${T}.fields.employerId`}
        helperText={translate(`${T}.employer_hint.${kind}`)}
        validate={required()}
        fullWidth
      />
    </ReferenceInput>
  )
}

function RoleInputs() {
  const translate = useTranslate()
  const record = useRecordContext<AdminUserDetail>()
  const { me, mayGrantAdmin } = useAccountPermissions()
  const role = (useWatch({ name: 'role' }) as string | undefined) ?? record?.role ?? 'user'
  const own = !!record && Number(me?.id) === record.id
  const choices = useRoleChoices().filter((choice) => choice.id !== 'admin' || mayGrantAdmin || record?.role === 'admin')
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      <SelectInput source="role" choices={choices} validate={required()} disabled={own} helperText={false} fullWidth />
      {role === 'admin' && <BooleanInput source="isSubAdmin" disabled={own || !mayGrantAdmin} helperText={`${T}.create.sub_admin_hint`} />}
      <EmployerInput role={role} />
      <Typography variant="body2" color="text.secondary">
        {translate(own ? `${T}.own_account` : `${T}.role_change_hint`)}
      </Typography>
    </Box>
  )
}

export function UserInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate()
  const role = useWatch({ name: 'role' }) as string | undefined
  const hasOrganization = !!(useWatch({ name: 'organizationName' }) as string | null | undefined)
  if (mode === 'create') {
    return (
      <Box sx={{ width: '100%', maxWidth: 640 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${T}.create.intro`)}
        </Alert>
        <NameInputs />
        <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
        <BooleanInput source="isSubAdmin" defaultValue={false} helperText={`${T}.create.sub_admin_hint`} />
      </Box>
    )
  }
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <NameInputs />
      <TextInput source="email" disabled helperText={`${T}.email_fixed`} fullWidth />
      <TextInput source="phone" type="tel" placeholder="+597 812 3456" fullWidth />
      {(role === 'organizer' || hasOrganization) && (
        <TextInput source="organizationName" validate={role === 'organizer' ? [required(), maxLength(200)] : maxLength(200)} fullWidth />
      )}
      <RoleInputs />
    </Box>
  )
}
