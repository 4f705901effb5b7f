/* The site and tags tabs: text and image inputs only (see SettingsParts.tsx). */
import { Alert, AlertTitle } from '@mui/material'
import { TextInput, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { IMAGE_FIELDS, MAX_SEO_DESCRIPTION } from '#domain/platform_settings_rules'
import { ImageUploadInput } from '../../inputs/ImageUploadInput'
import { FieldErrors, Intro, Narrow, fieldLabel } from './SettingsParts'
import { T } from './texts'

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
