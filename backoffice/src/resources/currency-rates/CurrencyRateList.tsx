import { Box } from '@mui/material'
import { DataTable, SelectInput, SimpleList } from 'react-admin'
import { RATE_CURRENCIES } from '#domain/currency_rates'
import { ResponsiveList, useRowClick } from '../../list/ListParts'
import { EnteredField, InUseChip, PairField, RateField, RateSentence, SourceField } from './RateParts'
import type { CurrencyRate } from './currencyRate'

const Column = DataTable.Col<CurrencyRate>
const currencyChoices = RATE_CURRENCIES.map((code) => ({ id: code, name: code }))

const filters = [
  <SelectInput key="fromCurrency" source="fromCurrency" choices={currencyChoices} alwaysOn />,
  <SelectInput key="toCurrency" source="toCurrency" choices={currencyChoices} alwaysOn />,
]

const fadeReplaced = (record: CurrencyRate) => (record.inUse ? {} : { opacity: 0.7 })

/** Every rate ever entered, newest first; per pair the newest is in use, the rest is its history. */
export function CurrencyRateList() {
  const rowClick = useRowClick('currency-rates', 'show')
  return (
    <ResponsiveList<CurrencyRate>
      resource="currency-rates"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      phone={
        <SimpleList<CurrencyRate>
          primaryText={(record) => <RateSentence from={record.fromCurrency} to={record.toCurrency} rate={record.rate} />}
          secondaryText={(record) => (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              <SourceField record={record} /> · <EnteredField />
            </Box>
          )}
          tertiaryText={(record) => <InUseChip record={record} />}
          rowClick={rowClick}
          rowSx={fadeReplaced}
        />
      }
      desktop={
        <DataTable<CurrencyRate> rowClick={rowClick} bulkActionButtons={false} rowSx={fadeReplaced}>
          <Column source="fromCurrency" label="resources.currency-rates.fields.pair" field={PairField} />
          <Column source="rate" field={RateField} />
          <Column source="source" disableSort field={SourceField} />
          <Column source="createdAt" field={EnteredField} />
          <Column source="inUse" disableSort>
            <InUseChip />
          </Column>
        </DataTable>
      }
    />
  )
}
