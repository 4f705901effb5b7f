/*
 * An event's discount and access codes with what each brought in. The event is the list's filter (?filter={"eventId":…}),
 * picked on the page like the orders' event; 'Create' carries it to the form.
 */
import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { DataTable, Link, List, SimpleList, TopToolbar, useCanAccess, useListContext, useTranslate } from 'react-admin'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { ActiveChip, fadeInactive, useRowClick } from '../../list/ListParts'
import { EventInput, FirstEvent, useEventIdInAddress, useOrganizerEvents } from '../../list/EventFilter'
import { eventForCodes, type CodeTicketType } from './api'
import { useCodeTexts } from './codeTexts'
import { T, type DiscountCodeRecord } from './types'

const Column = DataTable.Col<DiscountCodeRecord>

/** The event's ticket types by id, for the 'applies to' column (hidden ones included). */
function useTicketTypes(eventId: number | null): Map<number, CodeTicketType> {
  const [types, setTypes] = useState<CodeTicketType[]>([])
  useEffect(() => {
    if (eventId === null) return setTypes([])
    eventForCodes(eventId)
      .then((event) => setTypes(event.ticketTypes))
      .catch(() => setTypes([]))
  }, [eventId])
  return useMemo(() => new Map(types.map((type) => [type.id, type])), [types])
}

/** 'Create' with the list's event: the form reads it from ?source= (react-admin's Create), so a reload keeps it. */
function CreateForEvent({ eventId }: { eventId: number | null }) {
  const translate = useTranslate()
  const { canAccess } = useCanAccess({ resource: 'discount-codes', action: 'create' })
  if (!canAccess || eventId === null) return null
  return (
    <Button
      component={Link}
      to={{ pathname: '/discount-codes/create', search: `?source=${encodeURIComponent(JSON.stringify({ eventId }))}` }}
      variant="contained"
      size="small"
      startIcon={<AddIcon />}
      data-testid="discount-code-create"
    >
      {translate('ra.action.create')}
    </Button>
  )
}

function ListActions({ eventId }: { eventId: number | null }) {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0, maxWidth: '100%' }}>
      <CreateForEvent eventId={eventId} />
    </TopToolbar>
  )
}

/** The code as typed by buyers: on one line in the table, wrapped anywhere on a phone (a code has no spaces). */
function CodeCell({ record }: { record: DiscountCodeRecord }) {
  return (
    <Box
      component="span"
      sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: { xs: 'normal', md: 'nowrap' }, overflowWrap: 'anywhere' }}
    >
      {record.code}
    </Box>
  )
}

function CodeRows({ types }: { types: Map<number, CodeTicketType> }) {
  const texts = useCodeTexts(types)
  const translate = useTranslate()
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const rowClick = useRowClick('discount-codes', 'edit')
  if (isSmall) {
    return (
      <SimpleList<DiscountCodeRecord>
        primaryText={(record) => <CodeCell record={record} />}
        secondaryText={(record) => (
          <Stack component="span" spacing={0.25} sx={{ display: 'flex', mt: 0.5 }}>
            <span>{texts.appliesTo(record)}</span>
            <span>
              {translate(`${T}.list.used`, { uses: texts.uses(record) })} · {texts.window(record)}
            </span>
            <Box component="span" sx={{ mt: 0.5 }}>
              <ActiveChip prefix={T} record={record} />
            </Box>
          </Stack>
        )}
        tertiaryText={(record) => <Box sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{texts.value(record)}</Box>}
        rowClick={rowClick}
        rowSx={fadeInactive}
      />
    )
  }
  return (
    <DataTable<DiscountCodeRecord> rowClick={rowClick} bulkActionButtons={false} rowSx={fadeInactive}>
      <Column source="code" disableSort render={(record) => <CodeCell record={record} />} />
      <Column
        source="value"
        label={`${T}.list.col_value`}
        disableSort
        render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{texts.value(record)}</Box>}
      />
      <Column source="ticketTypeIds" label={`${T}.list.col_applies`} disableSort render={(record) => texts.appliesTo(record)} />
      <Column source="uses" disableSort align="right" render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{texts.uses(record)}</Box>} />
      <Column
        source="revenue"
        disableSort
        align="right"
        render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{texts.money(record.revenue)}</Box>}
      />
      <Column
        source="discountGiven"
        disableSort
        align="right"
        render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{texts.money(record.discountGiven)}</Box>}
      />
      <Column
        source="validFrom"
        label={`${T}.list.col_window`}
        disableSort
        render={(record) => <Typography variant="body2">{texts.window(record)}</Typography>}
      />
      <Column source="isActive" disableSort render={(record) => <ActiveChip prefix={T} record={record} />} />
    </DataTable>
  )
}

function CodeListContent({ eventId }: { eventId: number | null }) {
  const translate = useTranslate()
  const types = useTicketTypes(eventId)
  const { data, isPending } = useListContext<DiscountCodeRecord>()
  if (eventId === null) {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate(`${T}.list.pickEventHint`)}
      </Alert>
    )
  }
  if (!isPending && data?.length === 0) {
    return (
      <Alert severity="info" sx={{ m: 2 }} data-testid="discount-codes-empty">
        {translate(`${T}.list.empty`)}
      </Alert>
    )
  }
  return <CodeRows types={types} />
}

export function DiscountCodeList() {
  const eventId = useEventIdInAddress()
  const events = useOrganizerEvents()
  const translate = useTranslate()
  return (
    <List<DiscountCodeRecord>
      // The address alone says which event (no stored list state), so the event is known before the call.
      storeKey={false}
      queryOptions={{ enabled: eventId !== null }}
      filters={[<EventInput key="eventId" source="eventId" events={events} prefix={T} alwaysOn />]}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={50}
      actions={<ListActions eventId={eventId} />}
      exporter={false}
      empty={false}
      error={<ListError />}
      pagination={eventId === null ? false : <ListPagination />}
      emptyWhileLoading={false}
      aside={<FirstEvent events={events} />}
      title={translate('resources.discount-codes.name', { smart_count: 2 })}
      // On a phone or tablet, where the menu is a drawer, the list keeps to the window and its toolbar wraps.
      sx={{ maxWidth: { xs: 'calc(100vw - 16px)', md: 'none' }, minWidth: 0, '& .RaList-main': { minWidth: 0 } }}
    >
      <CodeListContent eventId={eventId} />
    </List>
  )
}
