import { Box, useMediaQuery, type Theme } from '@mui/material'
import { BooleanField, DataTable, List, SimpleList, TextField, useRecordContext } from 'react-admin'
import { ListError, ListPagination } from '../../list/ListErrorState'

interface EventCategory {
  id: number
  name: string
  colorCode: string
  sortOrder: number
  isActive: boolean
  createdAt: string
  updatedAt: string
}

const Column = DataTable.Col<EventCategory>
const NumberColumn = DataTable.NumberCol<EventCategory>

function ColorSwatch({ color, size = 20 }: { color: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '4px',
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
      }}
    />
  )
}

function ColorCodeField() {
  const record = useRecordContext<EventCategory>()
  if (!record?.colorCode) return null
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, verticalAlign: 'middle' }}>
      <ColorSwatch color={record.colorCode} />
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85rem' }}>
        {record.colorCode}
      </Box>
    </Box>
  )
}

// Read-only for now: the API only lists categories, so no toolbar (create/export), row click or bulk actions.
export function EventCategoryList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <List<EventCategory>
      sort={{ field: 'sortOrder', order: 'ASC' }}
      perPage={25}
      actions={false}
      exporter={false}
      error={<ListError />}
      pagination={<ListPagination />}
    >
      {isSmall ? (
        <SimpleList<EventCategory>
          primaryText="%{name}"
          secondaryText={(record) => record.colorCode}
          tertiaryText={(record) => `#${record.sortOrder}`}
          leftIcon={(record) => <ColorSwatch color={record.colorCode} size={32} />}
          rowClick={false}
        />
      ) : (
        <DataTable<EventCategory> rowClick={false} bulkActionButtons={false}>
          <Column source="name" field={TextField} />
          <Column source="colorCode" disableSort field={ColorCodeField} />
          <NumberColumn source="sortOrder" />
          <Column source="isActive" disableSort field={BooleanField} />
        </DataTable>
      )}
    </List>
  )
}
