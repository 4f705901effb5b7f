/*
 * The inputs of each settings tab (inside PlatformSettingsPage's form). Field names are the API's
 * (domain/platform_settings_rules.ts), so its 422 messages land under the right input.
 */
import { useState, type ReactNode } from 'react'
import {
  Alert,
  AlertTitle,
  Box,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { BooleanInput, NumberInput, SelectInput, TextInput, required, useTranslate } from 'react-admin'
import { useFormState, useWatch } from 'react-hook-form'
import { calculateFees, methodFeeSettings, type FeeBreakdown, type PaymentFeesSetting } from '../../../../domain/fees'
import { formatSrd } from '../../../../domain/format'
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../domain/payment_methods'
import { CONTACT_METHODS, IMAGE_FIELDS, MAX_SEO_DESCRIPTION, mollieKey, type MethodFees } from '../../../../domain/platform_settings_rules'
import { ImageUploadInput } from '../../inputs/ImageUploadInput'
import { T } from './texts'

function Intro({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {children}
    </Typography>
  )
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, pt: 1 }}>
      {children}
    </Typography>
  )
}

/** The API's message for a field that has no input showing it (an image, or a rule over several fields). */
function FieldErrors({ sources }: { sources: readonly string[] }) {
  const { errors } = useFormState()
  const messages = sources
    .map((source) => errors[source]?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '')
  return messages.length > 0 ? (
    <Alert severity="error" data-testid="settings-field-errors">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  ) : null
}

const fieldLabel = (tab: string, field: string) => `${T}.${tab}.${field}`

/** A number setting with its label and help text from this folder's texts (`${tab}.${source}`, `${source}_help`). */
function SettingNumber({ tab, source, step, min, max }: { tab: string; source: string; step: number; min: number; max: number }) {
  const name = source.split('.').at(-1)!
  return (
    <NumberInput
      source={source}
      label={fieldLabel(tab, name)}
      helperText={fieldLabel(tab, `${name}_help`)}
      step={step}
      min={min}
      max={max}
    />
  )
}

/** Tabs of single inputs: a readable line length on a wide screen. */
function Narrow({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 760, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>{children}</Box>
}

export function SiteTab() {
  const translate = useTranslate()
  const seo = useWatch({ name: 'seoDescription' }) as string | null
  return (
    <Narrow>
      <Intro>{translate(`${T}.site.intro`)}</Intro>
      <TextInput source="websiteName" label={fieldLabel('site', 'websiteName')} fullWidth />
      <TextInput
        source="websiteUrl"
        label={fieldLabel('site', 'websiteUrl')}
        helperText={fieldLabel('site', 'websiteUrl_help')}
        fullWidth
      />
      <TextInput
        source="seoDescription"
        label={fieldLabel('site', 'seoDescription')}
        helperText={translate(`${T}.site.seoDescription_help`, { count: seo?.length ?? 0 })}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_SEO_DESCRIPTION } }}
      />
      <ImageUploadInput source="logoUrl" label={fieldLabel('site', 'logoUrl')} single />
      <ImageUploadInput
        source="faviconUrl"
        label={fieldLabel('site', 'faviconUrl')}
        helperText={translate(fieldLabel('site', 'faviconUrl_help'))}
        single
      />
      <ImageUploadInput
        source="socialMediaImageUrl"
        label={fieldLabel('site', 'socialMediaImageUrl')}
        helperText={translate(fieldLabel('site', 'socialMediaImageUrl_help'))}
        single
      />
      <FieldErrors sources={IMAGE_FIELDS} />
    </Narrow>
  )
}

const UNI5PAY = PAYMENT_METHODS.find((method) => method.provider === 'uni5pay')!

/** Where a method's setting lives in the form: paymentFees.uni5pay.percentage or paymentFees.mollie.idealPercentage. */
function feeSource(method: PaymentMethod, part: keyof MethodFees): string {
  return method.provider === 'uni5pay' ? `paymentFees.uni5pay.${part}` : `paymentFees.mollie.${mollieKey(method.id, part)}`
}

function MethodFeesInputs({ method }: { method: PaymentMethod }) {
  const numbers: (keyof MethodFees)[] = ['percentage', 'fixed', 'btw']
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`method-fees-${method.id}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{method.name}</Typography>
        <BooleanInput source={feeSource(method, 'enabled')} label={fieldLabel('fees', 'enabled')} helperText={false} sx={{ m: 0 }} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 1 }}>
        {numbers.map((part) => (
          <NumberInput
            key={part}
            source={feeSource(method, part)}
            label={fieldLabel('fees', part)}
            helperText={false}
            step={part === 'fixed' ? 0.5 : 0.1}
            min={0}
          />
        ))}
      </Box>
    </Paper>
  )
}

export function FeesTab() {
  const translate = useTranslate()
  return (
    <>
      <Intro>{translate(`${T}.fees.intro`)}</Intro>
      <Heading>{translate(`${T}.fees.platform`)}</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <NumberInput source="platformCostPercentage" label={fieldLabel('fees', 'platformCostPercentage')} step={0.1} min={0} max={100} />
        <NumberInput source="platformCostFixed" label={fieldLabel('fees', 'platformCostFixed')} step={0.5} min={0} />
      </Box>
      <FeeExample />
      <Heading>{translate(`${T}.fees.methods`)}</Heading>
      <Intro>{translate(`${T}.fees.methods_help`)}</Intro>
      <FieldErrors sources={['paymentFees']} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
        {PAYMENT_METHODS.map((method) => (
          <MethodFeesInputs key={method.id} method={method} />
        ))}
      </Box>
    </>
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
                  {formatSrd(amount)}
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
                    {formatSrd(example[row.part])}
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

export function CurrencyTab() {
  const translate = useTranslate()
  return (
    <Narrow>
      <Intro>{translate(`${T}.currency.intro`)}</Intro>
      <BooleanInput source="currencyConverter.enabled" label={fieldLabel('currency', 'enabled')} />
      <SettingNumber tab="currency" source="currencyConverter.markupPercentage" step={0.1} min={0} max={100} />
    </Narrow>
  )
}

export function ReviewsTab() {
  const translate = useTranslate()
  return (
    <Narrow>
      <Intro>{translate(`${T}.reviews.intro`)}</Intro>
      <SettingNumber tab="reviews" source="reviewInvitationDelay" step={1} min={0} max={720} />
      <BooleanInput
        source="autoModerationEnabled"
        label={fieldLabel('reviews', 'autoModerationEnabled')}
        helperText={fieldLabel('reviews', 'autoModerationEnabled_help')}
      />
      <SettingNumber tab="reviews" source="reviewDisplayMinRating" step={1} min={1} max={5} />
      <SettingNumber tab="reviews" source="reviewResponseTimeLimit" step={1} min={1} max={8760} />
    </Narrow>
  )
}

export function WhatsappTab() {
  const translate = useTranslate()
  const choices = CONTACT_METHODS.map((id) => ({ id, name: `${T}.whatsapp.methods.${id}` }))
  return (
    <Narrow>
      <Intro>{translate(`${T}.whatsapp.intro`)}</Intro>
      <BooleanInput
        source="whatsappFeatures.checkoutEnabled"
        label={fieldLabel('whatsapp', 'checkoutEnabled')}
        helperText={fieldLabel('whatsapp', 'checkoutEnabled_help')}
      />
      <BooleanInput source="whatsappFeatures.bothOptionEnabled" label={fieldLabel('whatsapp', 'bothOptionEnabled')} />
      <SelectInput
        source="whatsappFeatures.defaultContactMethod"
        label={fieldLabel('whatsapp', 'defaultContactMethod')}
        choices={choices}
        validate={required()}
        sx={{ minWidth: 260 }}
      />
      <TextInput
        source="whatsappFeatures.surinamePhoneHint"
        label={fieldLabel('whatsapp', 'surinamePhoneHint')}
        helperText={fieldLabel('whatsapp', 'surinamePhoneHint_help')}
        fullWidth
      />
    </Narrow>
  )
}

export function TagsTab() {
  const translate = useTranslate()
  const code = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }
  return (
    <>
      <Alert severity="warning" data-testid="tags-warning">
        <AlertTitle>{translate(`${T}.tags.warning_title`)}</AlertTitle>
        {translate(`${T}.tags.warning`)}
      </Alert>
      {(['headerTag', 'bodyTag'] as const).map((source) => (
        <TextInput
          key={source}
          source={source}
          label={fieldLabel('tags', source)}
          helperText={fieldLabel('tags', 'help')}
          multiline
          minRows={5}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, style: code } }}
        />
      ))}
    </>
  )
}
