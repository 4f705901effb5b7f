/* The fees tab: the platform's fee, each payment method's fees, and what a buyer pays with them (domain/fees.ts). */
import { useEffect, useState } from 'react'
import { Alert, Box, MenuItem, Paper, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material'
import { BooleanInput, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { calculateFees, methodFeeSettings, type FeeBreakdown, type PaymentFeesSetting } from '#domain/fees'
import { PAYMENT_METHODS, type PaymentMethod } from '#domain/payment_methods'
import { mollieKey, type MethodFees } from '#domain/platform_settings_rules'
import { listingPriceCents, resaleAmounts } from '#domain/ticketswitch'
import { AmountInput } from '../../inputs/AmountInput'
import { FieldErrors, Heading, Intro, fieldLabel } from './SettingsParts'
import { T } from './texts'
import { fetchProviderSetups, type ProviderSetup } from './api'
import { useMoney } from '../../inputs/AmountText'

const UNI5PAY = PAYMENT_METHODS.find((method) => method.provider === 'uni5pay')!

/** Where a method's setting lives in the form: paymentFees.uni5pay.percentage or paymentFees.mollie.idealPercentage. */
function feeSource(method: PaymentMethod, part: keyof MethodFees): string {
  return method.provider === 'uni5pay' ? `paymentFees.uni5pay.${part}` : `paymentFees.mollie.${mollieKey(method.id, part)}`
}

/** Which providers this server is set up for; null while loading or when it could not be asked. */
function useProviderSetups(): ProviderSetup[] | null {
  const [setups, setSetups] = useState<ProviderSetup[] | null>(null)
  useEffect(() => {
    fetchProviderSetups().then(setSetups, () => setSetups(null))
  }, [])
  return setups
}

function MethodFeesInputs({ method, setup }: { method: PaymentMethod; setup: ProviderSetup | undefined }) {
  const translate = useTranslate()
  const numbers: (keyof MethodFees)[] = ['percentage', 'fixed', 'btw']
  const unavailable = setup !== undefined && !setup.configured
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, ...(unavailable && { borderColor: 'warning.main', borderStyle: 'dashed' }) }}
      data-testid={`method-fees-${method.id}`}
      data-configured={setup ? String(setup.configured) : undefined}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{method.name}</Typography>
        <BooleanInput source={feeSource(method, 'enabled')} label={fieldLabel('fees', 'enabled')} helperText={false} sx={{ m: 0 }} />
      </Box>
      {unavailable && (
        <Alert severity="warning" sx={{ py: 0, my: 0.5 }} data-testid="provider-not-configured">
          {translate(`${T}.fees.not_configured`, { setting: setup.missing ?? '' })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 1 }}>
        {numbers.map((part) => (
          <AmountInput
            key={part}
            source={feeSource(method, part)}
            label={fieldLabel('fees', part)}
            kind={part === 'fixed' ? 'money' : 'percent'}
            currency={null}
          />
        ))}
      </Box>
    </Paper>
  )
}

export function FeesTab() {
  const translate = useTranslate()
  const setups = useProviderSetups()
  return (
    <>
      <Intro>{translate(`${T}.fees.intro`)}</Intro>
      <Heading>{translate(`${T}.fees.platform`)}</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <AmountInput source="platformCostPercentage" label={fieldLabel('fees', 'platformCostPercentage')} kind="percent" />
        <AmountInput source="platformCostFixed" label={fieldLabel('fees', 'platformCostFixed')} kind="money" />
      </Box>
      <FeeExample />
      <Heading>{translate(`${T}.fees.methods`)}</Heading>
      <Intro>{translate(`${T}.fees.methods_help`)}</Intro>
      <FieldErrors sources={['paymentFees']} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
        {PAYMENT_METHODS.map((method) => (
          <MethodFeesInputs key={method.id} method={method} setup={setups?.find((setup) => setup.provider === method.provider)} />
        ))}
      </Box>
      <Heading>{translate(`${T}.fees.ticketswitch`)}</Heading>
      <Intro>{translate(`${T}.fees.ticketswitch_help`)}</Intro>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, alignItems: 'start' }}>
        <AmountInput source="ticketswitchFeePercentage" label={fieldLabel('fees', 'ticketswitchFeePercentage')} kind="percent" max={50} />
        <ResaleExample />
      </Box>
      <Heading>{translate(`${T}.fees.refunds`)}</Heading>
      <Intro>{translate(`${T}.fees.refunds_help`)}</Intro>
      <BooleanInput source="refundFeeOnOrganizerRefund" label={fieldLabel('fees', 'refundFeeOnOrganizerRefund')} helperText={false} />
      <BooleanInput source="refundFeeOnBuyerCancel" label={fieldLabel('fees', 'refundFeeOnBuyerCancel')} helperText={false} />
    </>
  )
}

/** What a seller gets for a resale of SRD 100 with the form's percentage (domain/ticketswitch.ts, as the API keeps it). */
function ResaleExample() {
  const money = useMoney()
  const translate = useTranslate()
  const percentage = useWatch({ name: 'ticketswitchFeePercentage' }) as unknown
  const text = typeof percentage === 'number' || typeof percentage === 'string' ? String(percentage) : ''
  const valid = listingPriceCents(text) !== null && Number(text) <= 50
  const amounts = valid ? resaleAmounts(10_000, text) : null
  return (
    <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 2 } }} data-testid="resale-example">
      {amounts
        ? translate(`${T}.fees.ticketswitch_example`, {
            price: money('100'),
            fee: money(amounts.resaleFee),
            payout: money(amounts.payoutAmount),
          })
        : translate(`${T}.fees.example_invalid`)}
    </Typography>
  )
}

const EXAMPLE_AMOUNTS = ['100.00', '1000.00']
const EXAMPLE_ROWS: { part: keyof FeeBreakdown; label: string }[] = [
  { part: 'subtotal', label: 'tickets' },
  { part: 'platformFee', label: 'platform_fee' },
  { part: 'paymentFee', label: 'payment_fee' },
  { part: 'paymentFeeBtw', label: 'payment_fee_btw' },
  { part: 'total', label: 'total' },
]

/** What a buyer pays on SRD 100 and SRD 1,000 with the form's values: domain/fees.ts, as checkout computes it. */
function FeeExample() {
  const money = useMoney()
  const translate = useTranslate()
  const [methodId, setMethodId] = useState(UNI5PAY.id as string)
  const [platformCostPercentage, platformCostFixed, paymentFees] = useWatch({
    name: ['platformCostPercentage', 'platformCostFixed', 'paymentFees'],
  }) as [unknown, unknown, PaymentFeesSetting]
  const method = PAYMENT_METHODS.find((m) => m.id === methodId) ?? UNI5PAY
  let examples: FeeBreakdown[] | null
  try {
    const platform = { platformCostPercentage: platformCostPercentage as string, platformCostFixed: platformCostFixed as string }
    examples = EXAMPLE_AMOUNTS.map((amount) => calculateFees(amount, platform, methodFeeSettings(paymentFees, method.provider, method.id)))
  } catch {
    examples = null // FeeInputError: an amount being typed (empty, negative)
  }
  return (
    <Paper variant="outlined" sx={{ p: 1.5, my: 1, bgcolor: 'action.hover' }} data-testid="fee-example">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{translate(`${T}.fees.example`)}</Typography>
        <TextField
          select
          size="small"
          label={translate(`${T}.fees.example_method`)}
          value={method.id}
          onChange={(event) => setMethodId(event.target.value)}
          sx={{ width: { xs: '100%', sm: 260 } }}
        >
          {PAYMENT_METHODS.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {examples ? (
        <Table size="small" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell />
              {EXAMPLE_AMOUNTS.map((amount) => (
                <TableCell key={amount} align="right">
                  {money(amount)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {EXAMPLE_ROWS.map((row) => (
              <TableRow key={row.part} sx={row.part === 'total' ? { '& td': { fontWeight: 700 } } : undefined}>
                <TableCell>{translate(`${T}.fees.${row.label}`)}</TableCell>
                {examples.map((example, index) => (
                  <TableCell key={EXAMPLE_AMOUNTS[index]} align="right" data-testid={`fee-example-${row.part}-${index}`}>
                    {money(example[row.part])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${T}.fees.example_invalid`)}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate(`${T}.fees.example_unsaved`)}
      </Typography>
    </Paper>
  )
}
