import { Alert, Box, Link, Typography } from '@mui/material'
import { useWatch } from 'react-hook-form'
import { SelectInput, TextInput, email, required, useTranslate } from 'react-admin'
import { signInPathFor } from '#domain/access'
import { useTeam } from './teamKind'

function RoleHelp() {
  const { texts: T } = useTeam()
  const translate = useTranslate()
  const role = useWatch({ name: 'role' }) as string | undefined
  if (!role) return null
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, px: 1.5 }}>
      {translate(`${T}.role_help.${role}`)}
    </Typography>
  )
}

/** What the invited member gets, and the sign-in page of their role (SPEC §2) as a full link. */
function InviteHint({ role }: { role: string | undefined }) {
  const { texts: T, defaultRole } = useTeam()
  const translate = useTranslate()
  const path = signInPathFor(role ?? defaultRole)
  return (
    <Alert severity="info" data-testid="team-invite-hint">
      {translate(`${T}.invite_hint`)}{' '}
      <Link href={path} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
        {`${window.location.origin}${path}`}
      </Link>
    </Alert>
  )
}

/** The one form of a team member, for Create and Edit: on Edit the e-mail (the sign-in name) is fixed. */
export function TeamMemberInputs({ mode }: { mode: 'create' | 'edit' }) {
  const { texts: T, roles, Grants } = useTeam()
  const role = useWatch({ name: 'role' }) as string | undefined
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextInput source="firstName" validate={required()} fullWidth />
        <TextInput source="lastName" validate={required()} fullWidth />
      </Box>
      <TextInput
        source="email"
        type="email"
        validate={mode === 'create' ? [required(), email()] : undefined}
        disabled={mode === 'edit'}
        // helperText={false} would hide the field's error too (e.g. the API's 'al in gebruik').
        helperText={mode === 'edit' ? `${T}.email_fixed` : undefined}
        fullWidth
      />
      <TextInput source="phone" type="tel" placeholder="+597 812 3456" fullWidth />
      <SelectInput
        source="role"
        choices={roles.map((id) => ({ id, name: `${T}.roles.${id}` }))}
        validate={required()}
        helperText={false}
        fullWidth
      />
      <RoleHelp />
      {role && <Grants role={role} />}
      {mode === 'create' && <InviteHint role={role} />}
    </Box>
  )
}
