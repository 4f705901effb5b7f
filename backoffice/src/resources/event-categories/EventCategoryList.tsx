import { Box } from '@mui/material'
import { DataTable, SearchInput, SimpleList, useRecordContext } from 'react-admin'
import { ActiveChip, ResponsiveList, fadeInactive, useRowClick } from '../../list/ListParts'
import { CategoryBadgePreview } from './CategoryBadgePreview'
import { T, type EventCategory } from './eventCategory'

const Column = DataTable.Col<EventCategory>
const NumberColumn = DataTable.NumberCol<EventCategory>

function BadgeField() {
  const record = useRecordContext<EventCategory>()
  if (!record) return null
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <CategoryBadgePreview name={record.name} color={record.colorCode} />
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', color: 'text.secondary' }}>
        {record.colorCode}
      </Box>
    </Box>
  )
}

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** Every category, active or not, in the storefront's order; a click opens its form. */
export function EventCategoryList() {
  const rowClick = useRowClick('event-categories', 'edit')
  return (
    <ResponsiveList<EventCategory>
      resource="event-categories"
      sort={{ field: 'sortOrder', order: 'ASC' }}
      filters={filters}
      phone={
        <SimpleList<EventCategory>
          primaryText={(record) => <CategoryBadgePreview name={record.name} color={record.colorCode} />}
          secondaryText={(record) => `${record.colorCode} · #${record.sortOrder}`}
          tertiaryText={(record) => <ActiveChip prefix={T} record={record} />}
          rowClick={rowClick}
          rowSx={fadeInactive}
        />
      }
      desktop={
        <DataTable<EventCategory> rowClick={rowClick} bulkActionButtons={false} rowSx={fadeInactive}>
          <Column source="name" />
          <Column source="colorCode" disableSort field={BadgeField} />
          <NumberColumn source="sortOrder" />
          <Column source="isActive">
            <ActiveChip prefix={T} />
          </Column>
        </DataTable>
      }
    />
  )
}
