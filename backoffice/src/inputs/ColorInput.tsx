/*
 * A colour as SPEC §5's badge rule wants it (# and six hex digits, the check the API makes too): type the code
 * or pick it with the browser's colour picker beside it. Texts come from the caller's resource:
 * <prefix>.color_invalid (the rule) and <prefix>.color_pick (the picker's label).
 */
import { Box, InputAdornment } from '@mui/material'
import { useFormContext, useWatch } from 'react-hook-form'
import { TextInput, required, useTranslate, type Validator } from 'react-admin'
import { isHexColor } from '#domain/category_colors'

/** The rule itself, with the caller's message. */
export const hexColor =
  (message: string): Validator =>
  (value) =>
    value && !isHexColor(String(value).trim()) ? message : undefined

export interface ColorInputProps {
  source: string
  /** The resource's messages prefix, e.g. 'resources.venue-facilities'. */
  prefix: string
  helperText?: string
  /** More rules after the hex check (e.g. a background that must stay light). */
  validate?: Validator[]
}

export function ColorInput({ source, prefix, helperText, validate = [] }: ColorInputProps) {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const value = (useWatch({ name: source }) as string | undefined)?.trim()
  return (
    <TextInput
      source={source}
      validate={[required(), hexColor(`${prefix}.color_invalid`), ...validate]}
      placeholder="#DC2626"
      helperText={helperText}
      parse={(text: string) => text.toUpperCase()}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={translate(`${prefix}.color_pick`)}
                value={isHexColor(value) ? value.toLowerCase() : '#000000'}
                onChange={(event) =>
                  setValue(source, (event.target as HTMLInputElement).value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
                }
                sx={{ width: 32, height: 24, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 7, spellCheck: false, autoComplete: 'off' },
        inputLabel: { shrink: true },
      }}
      sx={{ maxWidth: 340 }}
      fullWidth
    />
  )
}
