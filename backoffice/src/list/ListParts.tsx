/* Small pieces the back office's lists share. */
import type { ReactElement } from 'react'
import { Chip, useMediaQuery, type Theme } from '@mui/material'
import { CreateButton, List, TopToolbar, useCanAccess, useRecordContext, useTranslate, type RaRecord, type SortPayload } from 'react-admin'
import type { Resource } from '#domain/resource_access'
import { ListError, ListPagination } from './ListErrorState'

/**
 * The list's toolbar: 'Create' only for whom the access table allows it. On a phone CreateButton floats at the
 * bottom (a round +), so the bar itself takes no room (it showed as an empty white band above the rows).
 */
export function CreateActions({ resource }: { resource: Resource }) {
  const { canAccess } = useCanAccess({ resource, action: 'create' })
  return <TopToolbar sx={{ minHeight: { xs: 0, sm: undefined }, p: { xs: 0, sm: undefined } }}>{canAccess && <CreateButton />}</TopToolbar>
}

/** Active or switched off, with the resource's texts <prefix>.active and <prefix>.inactive. */
export function ActiveChip({ prefix, record: given }: { prefix: string; record?: { isActive: boolean } }) {
  const translate = useTranslate()
  const record = useRecordContext<{ isActive: boolean }>() ?? given
  if (!record) return null
  return record.isActive ? (
    <Chip size="small" color="success" variant="outlined" label={translate(`${prefix}.active`)} />
  ) : (
    <Chip size="small" label={translate(`${prefix}.inactive`)} />
  )
}

/** Rows of switched-off records are shown faded. */
export const fadeInactive = (record: { isActive: boolean }) => (record.isActive ? {} : { opacity: 0.6 })

/** Where a row click goes: the record's edit (or show) page when the access table allows it, else nowhere. */
export function useRowClick(resource: Resource, action: 'edit' | 'show'): 'edit' | 'show' | false {
  const { canAccess } = useCanAccess({ resource, action })
  return canAccess ? action : false
}

export interface ResponsiveListProps {
  resource: Resource
  sort: SortPayload
  filters?: ReactElement[]
  /** Rows on a phone (a SimpleList) and on wider screens (a DataTable). */
  phone: ReactElement
  desktop: ReactElement
}

/** A back-office list: 25 a page, 'Create' for whom may, the API's message on failure, phone and desktop rows. */
export function ResponsiveList<R extends RaRecord>({ resource, sort, filters, phone, desktop }: ResponsiveListProps) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <List<R>
      sort={sort}
      perPage={25}
      actions={<CreateActions resource={resource} />}
      filters={filters}
      exporter={false}
      error={<ListError />}
      pagination={<ListPagination />}
    >
      {isSmall ? phone : desktop}
    </List>
  )
}
