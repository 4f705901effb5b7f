import { useState, type MouseEvent } from 'react'
import { Box, Button, Menu, MenuItem } from '@mui/material'
import TranslateIcon from '@mui/icons-material/Translate'
import { useLocaleState, useLocales, useTranslate } from 'react-admin'

/**
 * The app bar's language choice. react-admin's LocalesMenuButton gives its button an empty aria-label, so on a
 * phone, where only the icon shows, it had no name for a screen reader; this one says "Taal: Nederlands".
 */
export function LanguageMenu() {
  const translate = useTranslate()
  const languages = useLocales()
  const [locale, setLocale] = useLocaleState()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = languages.find((language) => language.locale === locale)?.name ?? locale
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={translate('app.language', { language: current })}
        aria-haspopup="true"
        aria-controls={anchor ? 'language-menu' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current}
        </Box>
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale)
              setAnchor(null)
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
