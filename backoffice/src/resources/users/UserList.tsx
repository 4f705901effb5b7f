/*
 * Every account, searched by name, e-mail or phone and filtered by role and status; a table on a
 * desktop, a list of cards on a phone. A row opens the account.
 */
import { Box, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material'
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { formatDate, formatDateTime } from '#domain/format'
import { ASSIGNABLE_ROLES } from '#domain/user_admin_rules'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { useRoleName } from '../../auth/useRoleName'
import { useAccountPermissions } from './accountPermissions'
import type { AdminUser } from './types'

const T = 'resources.users'
const Column = DataTable.Col<AdminUser>

/**
 * A role's name where an admin must tell them apart: SPEC §6 shares one display name between some roles (Agent for
 * agent and agent_manager), so those get their own here (resources.users.role_names).
 */
export function useAdminRoleName() {
  const translate = useTranslate()
  const roleName = useRoleName()
  return (role: string) => translate(`${T}.role_names.${role}`, { _: roleName(role) })
}

export function useRoleChoices() {
  const name = useAdminRoleName()
  return ASSIGNABLE_ROLES.map((id) => ({ id, name: name(id) }))
}

/** Role, sub-admin, verified badge and deactivation as small chips. */
export function UserChips({ user }: { user?: AdminUser }) {
  const translate = useTranslate()
  const roleName = useAdminRoleName()
  const record = useRecordContext<AdminUser>() ?? user
  if (!record) return null
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} component="span">
      <Chip size="small" variant="outlined" label={roleName(record.role)} />
      {record.isSubAdmin && <Chip size="small" color="secondary" label={translate(`${T}.sub_admin`)} />}
      {record.role === 'organizer' && record.isVerified && <Chip size="small" color="primary" label={translate(`${T}.verified`)} />}
      {!record.isActive && <Chip size="small" label={translate(`${T}.status.deactivated`)} />}
    </Stack>
  )
}

function NameCell() {
  const record = useRecordContext<AdminUser>()
  if (!record) return null
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {record.name}
      </Typography>
      {record.organizationName && record.organizationName !== record.name && (
        <Typography variant="caption" color="text.secondary">
          {[record.firstName, record.lastName].filter(Boolean).join(' ')}
        </Typography>
      )}
    </Box>
  )
}

function useDates() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return {
    dateTime: (value: string | null) => (value ? formatDateTime(value, locale) : translate(`${T}.never`)),
    date: (value: string) => formatDate(value, locale),
  }
}

function useFilters() {
  const translate = useTranslate()
  const roles = useRoleChoices()
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${T}.search_hint`)} sx={{ minWidth: { xs: '100%', sm: 300 } }} />,
    <SelectInput key="role" source="role" alwaysOn choices={roles} emptyText={translate('ra.action.clear_input_value')} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={[
        { id: 'active', name: `${T}.status.active` },
        { id: 'deactivated', name: `${T}.status.deactivated` },
      ]}
    />,
  ]
}

function Actions() {
  const { mayCreate } = useAccountPermissions()
  return <TopToolbar>{mayCreate && <CreateButton label={`${T}.create.title`} />}</TopToolbar>
}

export function UserList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const { date, dateTime } = useDates()
  return (
    <List<AdminUser>
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={useFilters()}
      actions={<Actions />}
      exporter={false}
      error={<ListError />}
      pagination={<ListPagination />}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<AdminUser>
          primaryText={(record) => record.name}
          secondaryText={(record) => (
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {record.email}
              </Box>
              <UserChips user={record} />
            </Box>
          )}
          linkType="show"
          rowSx={(record) => (record.isActive ? {} : { opacity: 0.6 })}
        />
      ) : (
        <DataTable<AdminUser> rowClick="show" bulkActionButtons={false} rowSx={(record) => (record.isActive ? {} : { opacity: 0.6 })}>
          <Column source="lastName" label={`${T}.fields.name`} field={NameCell} />
          <Column source="email" render={(record) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{record.email}</Box>} />
          <Column source="phone" disableSort render={(record) => record.phone ?? '—'} />
          <Column source="role" field={UserChips} />
          <Column source="lastSignInAt" render={(record) => dateTime(record.lastSignInAt)} />
          <Column source="createdAt" render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{date(record.createdAt)}</Box>} />
        </DataTable>
      )}
    </List>
  )
}
