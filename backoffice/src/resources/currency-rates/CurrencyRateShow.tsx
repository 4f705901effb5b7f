import { Box, Typography, useMediaQuery, type Theme } from '@mui/material'
import { DataTable, Labeled, ReferenceManyField, Show, SimpleList, SimpleShowLayout, useRecordContext, useTranslate } from 'react-admin'
import { AuditHistory } from '../../audit/AuditHistory'
import { EnteredField, InUseChip, PairField, RateField, RateSentence, SourceField } from './RateParts'
import { T, type CurrencyRate } from './currencyRate'

const Column = DataTable.Col<CurrencyRate>

/** The pair's whole history, newest first (this rate among them). */
function PairHistory() {
  const translate = useTranslate()
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const record = useRecordContext<CurrencyRate>()
  if (!record) return null
  const current = (row: CurrencyRate) => (row.id === record.id ? { bgcolor: 'action.selected' } : {})
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.pair_history`, { from: record.fromCurrency, to: record.toCurrency })}
      </Typography>
      <ReferenceManyField<CurrencyRate>
        reference="currency-rates"
        target="fromCurrency"
        source="fromCurrency"
        filter={{ toCurrency: record.toCurrency }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={50}
      >
        {isSmall ? (
          <SimpleList<CurrencyRate>
            primaryText={(row) => <RateSentence from={row.fromCurrency} to={row.toCurrency} rate={row.rate} />}
            secondaryText={(row) => (
              <>
                <SourceField record={row} /> · <EnteredField />
              </>
            )}
            tertiaryText={(row) => <InUseChip record={row} />}
            rowClick="show"
            rowSx={current}
          />
        ) : (
          <DataTable<CurrencyRate> bulkActionButtons={false} rowClick="show" rowSx={current}>
            <Column source="rate" disableSort field={RateField} />
            <Column source="source" disableSort field={SourceField} />
            <Column source="createdAt" disableSort field={EnteredField} />
            <Column source="inUse" disableSort>
              <InUseChip />
            </Column>
          </DataTable>
        )}
      </ReferenceManyField>
    </Box>
  )
}

function RecordHistory() {
  const record = useRecordContext<CurrencyRate>()
  return record ? <AuditHistory entityType="currency_rate" entityId={record.id} /> : null
}

/** One rate: rates are never changed; a new rate for the pair replaces it from then on. */
export function CurrencyRateShow() {
  const translate = useTranslate()
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <Labeled label={`${T}.fields.pair`}>
          <PairField />
        </Labeled>
        <Labeled label={`${T}.fields.rate`}>
          <RateField />
        </Labeled>
        <Labeled label={`${T}.fields.source`}>
          <SourceField />
        </Labeled>
        <Labeled label={`${T}.fields.createdAt`}>
          <EnteredField />
        </Labeled>
        <Labeled label={`${T}.fields.inUse`}>
          <InUseChip />
        </Labeled>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.never_changed`)}
        </Typography>
        <PairHistory />
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  )
}
