import { Box, useMediaQuery, type Theme } from '@mui/material'
import { DataTable, List, SelectInput, SimpleList, useCanAccess } from 'react-admin'
import { RATE_CURRENCIES } from '../../../../domain/currency_rates'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { CreateActions } from '../../list/ListParts'
import { EnteredField, InUseChip, PairField, RateField, RateSentence, SourceField } from './RateParts'
import type { CurrencyRate } from './currencyRate'

const Column = DataTable.Col<CurrencyRate>
const currencyChoices = RATE_CURRENCIES.map((code) => ({ id: code, name: code }))

const filters = [
  <SelectInput key="fromCurrency" source="fromCurrency" choices={currencyChoices} alwaysOn />,
  <SelectInput key="toCurrency" source="toCurrency" choices={currencyChoices} alwaysOn />,
]

/** Issue 13 §3: every rate ever entered, newest first; per pair the newest is in use, the rest is its history. */
export function CurrencyRateList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const { canAccess: canShow } = useCanAccess({ resource: 'currency-rates', action: 'show' })
  const rowClick = canShow ? 'show' : false
  return (
    <List<CurrencyRate>
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={<CreateActions resource="currency-rates" />}
      filters={filters}
      exporter={false}
      error={<ListError />}
      pagination={<ListPagination />}
    >
      {isSmall ? (
        <SimpleList<CurrencyRate>
          primaryText={(record) => <RateSentence from={record.fromCurrency} to={record.toCurrency} rate={record.rate} />}
          secondaryText={(record) => (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              <SourceField record={record} /> · <EnteredField />
            </Box>
          )}
          tertiaryText={(record) => <InUseChip record={record} />}
          rowClick={rowClick}
          rowSx={(record) => (record.inUse ? {} : { opacity: 0.7 })}
        />
      ) : (
        <DataTable<CurrencyRate> rowClick={rowClick} bulkActionButtons={false} rowSx={(record) => (record.inUse ? {} : { opacity: 0.7 })}>
          <Column source="fromCurrency" label="resources.currency-rates.fields.pair" field={PairField} />
          <Column source="rate" field={RateField} />
          <Column source="source" disableSort field={SourceField} />
          <Column source="createdAt" field={EnteredField} />
          <Column source="inUse" disableSort>
            <InUseChip />
          </Column>
        </DataTable>
      )}
    </List>
  )
}
