import { DataTable, SearchInput, SimpleList, useRecordContext, useTranslate } from 'react-admin'
import { ActiveChip, ResponsiveList, fadeInactive, useRowClick } from '../../list/ListParts'
import { FacilityTile } from './FacilityTile'
import { T, type VenueFacility } from './venueFacility'

const Column = DataTable.Col<VenueFacility>
const NumberColumn = DataTable.NumberCol<VenueFacility>

function TileField() {
  const record = useRecordContext<VenueFacility>()
  return record ? <FacilityTile {...record} /> : null
}

function IconNameField() {
  const translate = useTranslate()
  const record = useRecordContext<VenueFacility>()
  return record ? <span>{translate(`${T}.icons.${record.iconName}`, { _: record.iconName })}</span> : null
}

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** Every facility, active or not, in the venue pages' order; a click opens its form. */
export function VenueFacilityList() {
  const rowClick = useRowClick('venue-facilities', 'edit')
  return (
    <ResponsiveList<VenueFacility>
      resource="venue-facilities"
      sort={{ field: 'sortOrder', order: 'ASC' }}
      filters={filters}
      phone={
        <SimpleList<VenueFacility>
          primaryText={(record) => <FacilityTile {...record} />}
          secondaryText={(record) => `#${record.sortOrder}`}
          tertiaryText={(record) => <ActiveChip prefix={T} record={record} />}
          rowClick={rowClick}
          rowSx={fadeInactive}
        />
      }
      desktop={
        <DataTable<VenueFacility> rowClick={rowClick} bulkActionButtons={false} rowSx={fadeInactive}>
          <Column source="name" field={TileField} />
          <Column source="iconName" disableSort field={IconNameField} />
          <NumberColumn source="sortOrder" />
          <Column source="isActive">
            <ActiveChip prefix={T} />
          </Column>
        </DataTable>
      }
    />
  )
}
