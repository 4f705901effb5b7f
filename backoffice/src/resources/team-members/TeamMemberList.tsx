import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material'
import {
  CreateButton,
  DataTable,
  List,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useListContext,
  useLocation,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { formatDateTime } from '#domain/format'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { ActiveToggleButton } from './ActiveToggleButton'
import { ResendInvitationButton } from './ResendInvitationButton'
import { memberName, type TeamMember } from './teamMember'
import { useTeam } from './teamKind'

const Column = DataTable.Col<TeamMember>

const STATUS_COLORS = { active: 'success', invited: 'info', deactivated: 'default' } as const
const ROLE_COLORS = {
  manager: 'primary',
  loket_medewerker: 'secondary',
  scanner: 'default',
  agent_manager: 'primary',
  agent_loket_medewerker: 'secondary',
} as const

function RoleChip({ member }: { member?: TeamMember }) {
  const translate = useTranslate()
  const { texts: T } = useTeam()
  const record = useRecordContext<TeamMember>() ?? member
  if (!record) return null
  return <Chip size="small" variant="outlined" color={ROLE_COLORS[record.role]} label={translate(`${T}.roles.${record.role}`)} />
}

function StatusChip({ member }: { member?: TeamMember }) {
  const translate = useTranslate()
  const { texts: T } = useTeam()
  const record = useRecordContext<TeamMember>() ?? member
  if (!record) return null
  return <Chip size="small" color={STATUS_COLORS[record.status]} label={translate(`${T}.status.${record.status}`)} />
}

function useLastSignIn() {
  const translate = useTranslate()
  const { texts: T } = useTeam()
  const [locale] = useLocaleState()
  return (member: TeamMember) => (member.lastSignInAt ? formatDateTime(member.lastSignInAt, locale) : translate(`${T}.never`))
}

function LastSignInField() {
  const record = useRecordContext<TeamMember>()
  const lastSignIn = useLastSignIn()
  return record ? <span>{lastSignIn(record)}</span> : null
}

function NameField() {
  const record = useRecordContext<TeamMember>()
  return record ? <span>{memberName(record)}</span> : null
}

function Empty() {
  const translate = useTranslate()
  const { texts: T, resource } = useTeam()
  const { canAccess } = useCanAccess({ resource, action: 'create' })
  return (
    <Box sx={{ textAlign: 'center', m: 4, maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${T}.empty`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.empty_hint`)}
      </Typography>
      {canAccess && <TeamCreateButton variant="contained" />}
    </Box>
  )
}

function Actions() {
  const { resource } = useTeam()
  const { canAccess } = useCanAccess({ resource, action: 'create' })
  return <TopToolbar>{canAccess && <TeamCreateButton />}</TopToolbar>
}

/** The new member's form knows the employer the list shows (an admin's filter; staff: their own). */
function TeamCreateButton({ variant }: { variant?: 'contained' }) {
  const { filterValues } = useListContext()
  const { employerKey, employerId } = useTeam()
  return <CreateButton variant={variant} state={{ record: { [employerKey]: employerId(filterValues) } }} />
}

/** An admin works for no organizer or agent: they open a team from the employer's account (users list). */
function NoOrganizer() {
  const translate = useTranslate()
  const { texts: T } = useTeam()
  return (
    <Box sx={{ textAlign: 'center', m: 4, maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${T}.no_organizer`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.no_organizer_hint`)}
      </Typography>
    </Box>
  )
}

/** / 14 §3: the organizer's (agent's) team. Managers see the list read-only. */
export function TeamMemberList() {
  const [{ filter }] = useListParams()
  const { employerId } = useTeam()
  if (employerId(filter) === null) return <NoOrganizer />
  return <TeamMembers />
}

/** The list's filter as the address carries it (#/team-members?filter={"organizerId":5}). */
function useListParams() {
  const raw = new URLSearchParams(useLocation().search).get('filter')
  return [{ filter: parseFilter(raw) }] as const
}

function parseFilter(raw: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function TeamMembers() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const { resource, texts: T } = useTeam()
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' })
  const rowClick = canEdit ? 'edit' : false
  return (
    <List<TeamMember>
      sort={{ field: 'lastName', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      exporter={false}
      empty={<Empty />}
      error={<ListError />}
      pagination={<ListPagination />}
    >
      {isSmall ? (
        <SimpleList<TeamMember>
          primaryText={(record) => memberName(record)}
          secondaryText={(record) => (
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <span>{record.email}</span>
              <RoleChip member={record} />
            </Box>
          )}
          tertiaryText={(record) => (
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
              <StatusChip member={record} />
              <ResendInvitationButton member={record} />
            </Box>
          )}
          rowClick={rowClick}
          rowSx={(record) => (record.isActive ? {} : { opacity: 0.6 })}
        />
      ) : (
        <DataTable<TeamMember> rowClick={rowClick} bulkActionButtons={false} rowSx={(record) => (record.isActive ? {} : { opacity: 0.6 })}>
          <Column source="lastName" label={`${T}.fields.name`} field={NameField} />
          <Column source="email" />
          <Column source="phone" disableSort />
          <Column source="role" field={RoleChip} />
          <Column source="status" disableSort field={StatusChip} />
          <Column source="lastSignInAt" field={LastSignInField} />
          <Column label=" " disableSort align="right">
            <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
              <ResendInvitationButton />
              <ActiveToggleButton />
            </Box>
          </Column>
        </DataTable>
      )}
    </List>
  )
}
