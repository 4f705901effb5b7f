import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material'
import {
  CreateButton,
  DataTable,
  List,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { formatDateTime, formatPercent } from '#domain/format'
import { PercentText } from '../../inputs/AmountText'
import { ListError } from '../../list/ListErrorState'
import { PartnershipActions } from './PartnershipActions'
import { T, isAgentSide, type Partnership } from './partnership'

const Column = DataTable.Col<Partnership>
const STATUS_COLORS = { pending: 'warning', approved: 'success', rejected: 'default', terminated: 'default' } as const

function StatusChip({ partnership }: { partnership?: Partnership }) {
  const translate = useTranslate()
  const record = useRecordContext<Partnership>() ?? partnership
  if (!record) return null
  return <Chip size="small" color={STATUS_COLORS[record.status]} label={translate(`${T}.status.${record.status}`)} />
}

function usePermissionsText() {
  const translate = useTranslate()
  return (record: Partnership) =>
    record.permissions.canSellAllEvents
      ? translate(`${T}.all_events`)
      : translate(`${T}.some_events`, { count: record.permissions.allowedEventIds.length })
}

function PermissionsField() {
  const record = useRecordContext<Partnership>()
  const text = usePermissionsText()
  return record ? <span>{text(record)}</span> : null
}

function RequestedAtField() {
  const record = useRecordContext<Partnership>()
  const [locale] = useLocaleState()
  return record ? <span>{formatDateTime(record.requestedAt, locale)}</span> : null
}

function CommissionField() {
  const record = useRecordContext<Partnership>()
  return record ? <PercentText value={record.commissionPercentage} /> : null
}

function Empty() {
  const translate = useTranslate()
  const agent = isAgentSide()
  const { canAccess } = useCanAccess({ resource: 'agent-partnerships', action: 'create' })
  return (
    <Box sx={{ textAlign: 'center', m: 4, maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${T}.${agent ? 'empty_agent' : 'empty_organizer'}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.${agent ? 'empty_agent_hint' : 'empty_organizer_hint'}`)}
      </Typography>
      {canAccess && <CreateButton variant="contained" label={`${T}.request`} />}
    </Box>
  )
}

function Actions() {
  const { canAccess } = useCanAccess({ resource: 'agent-partnerships', action: 'create' })
  // No empty toolbar for the organizer's side: on a phone it would push the list down.
  return canAccess ? (
    <TopToolbar>
      <CreateButton label={`${T}.request`} />
    </TopToolbar>
  ) : null
}

/** Agent: their partnerships with each organizer. Organizer: requests first-come, with the answer buttons. */
export function PartnershipList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const agent = isAgentSide()
  const permissionsText = usePermissionsText()
  const [locale] = useLocaleState()
  const other = (record: Partnership) => (agent ? record.organizerName : record.agentName)
  return (
    <List<Partnership> actions={<Actions />} exporter={false} empty={<Empty />} error={<ListError />} pagination={false}>
      {isSmall ? (
        <SimpleList<Partnership>
          primaryText={other}
          secondaryText={(record) => (
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
              <span>
                {formatPercent(record.commissionPercentage, locale)} · {permissionsText(record)}
              </span>
              {record.requestMessage && <span>“{record.requestMessage}”</span>}
              {!agent && <PartnershipActions />}
            </Box>
          )}
          tertiaryText={(record) => <StatusChip partnership={record} />}
          rowClick={false}
        />
      ) : (
        <DataTable<Partnership> rowClick={false} bulkActionButtons={false}>
          <Column source={agent ? 'organizerName' : 'agentName'} disableSort />
          <Column source="status" disableSort field={StatusChip} />
          <Column source="commissionPercentage" disableSort field={CommissionField} />
          <Column source="permissions" disableSort field={PermissionsField} />
          <Column source="requestMessage" disableSort />
          <Column source="requestedAt" disableSort field={RequestedAtField} />
          {!agent && (
            <Column label=" " disableSort align="right">
              <PartnershipActions />
            </Column>
          )}
        </DataTable>
      )}
    </List>
  )
}
