import { Box } from '@mui/material'
import { DataTable, SimpleList, useTranslate } from 'react-admin'
import { ActiveChip, ResponsiveList, fadeInactive, useRowClick } from '../../list/ListParts'
import { ActionField, KindField, LastRunField, PeriodField } from './RetentionParts'
import { RetentionRuns } from './RetentionRuns'
import { T, type RetentionPolicy } from './retentionPolicy'

const Column = DataTable.Col<RetentionPolicy>

/** Every policy with its period and what the last run did; a click opens its form. Under it the last runs. */
export function RetentionPolicyList() {
  const translate = useTranslate()
  const rowClick = useRowClick('data-retention-policies', 'edit')
  return (
    <Box sx={{ pb: 3 }}>
      <Box component="p" sx={{ color: 'text.secondary', mx: { xs: 2, sm: 0 }, mb: 0, maxWidth: 760 }}>
        {translate(`${T}.intro`)}
      </Box>
      <ResponsiveList<RetentionPolicy>
        resource="data-retention-policies"
        sort={{ field: 'id', order: 'ASC' }}
        phone={
          <SimpleList<RetentionPolicy>
            primaryText={(record) => <KindField record={record} />}
            secondaryText={(record) => (
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                <PeriodField record={record} /> · {translate(`${T}.last_run`)}: <LastRunField record={record} />
              </Box>
            )}
            tertiaryText={(record) => <ActiveChip prefix={T} record={record} />}
            rowClick={rowClick}
            rowSx={fadeInactive}
          />
        }
        desktop={
          <DataTable<RetentionPolicy> rowClick={rowClick} bulkActionButtons={false} rowSx={fadeInactive}>
            <Column source="entityType" disableSort field={KindField} />
            <Column source="retentionDays" disableSort field={PeriodField} />
            <Column source="action" disableSort field={ActionField} />
            <Column source="lastRunCount" disableSort field={LastRunField} />
            <Column source="isActive" disableSort>
              <ActiveChip prefix={T} />
            </Column>
          </DataTable>
        }
      />
      <RetentionRuns />
    </Box>
  )
}
