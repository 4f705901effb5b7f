/* The currency, reviews and WhatsApp tabs: switches, numbers and one choice (see SettingsParts.tsx). */
import { BooleanInput, NumberInput, SelectInput, TextInput, required, useTranslate } from 'react-admin'
import { CONTACT_METHODS } from '#domain/platform_settings_rules'
import { AmountInput } from '../../inputs/AmountInput'
import { Intro, Narrow, fieldLabel } from './SettingsParts'
import { T } from './texts'

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

export function CurrencyTab() {
  const translate = useTranslate()
  return (
    <Narrow>
      <Intro>{translate(`${T}.currency.intro`)}</Intro>
      <BooleanInput source="currencyConverter.enabled" label={fieldLabel('currency', 'enabled')} />
      <AmountInput
        source="currencyConverter.markupPercentage"
        label={fieldLabel('currency', 'markupPercentage')}
        helperText={fieldLabel('currency', 'markupPercentage_help')}
        kind="percent"
      />
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
      <TextInput
        source="whatsappFeatures.attendeeMessageTemplate"
        label={fieldLabel('whatsapp', 'attendeeMessageTemplate')}
        helperText={fieldLabel('whatsapp', 'attendeeMessageTemplate_help')}
        fullWidth
      />
      <TextInput
        source="whatsappFeatures.reminderTemplate"
        label={fieldLabel('whatsapp', 'reminderTemplate')}
        helperText={fieldLabel('whatsapp', 'reminderTemplate_help')}
        fullWidth
      />
    </Narrow>
  )
}
