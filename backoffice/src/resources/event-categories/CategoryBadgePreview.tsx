/*
 * A category's badge as the storefront draws it (storefront/src/components/shared/CategoryBadge.astro): the same
 * colour rule, tint and contrast fix, so what the admin sees is what visitors get. An invalid colour shows the
 * storefront's grey fallback.
 */
import { Box } from '@mui/material'
import { badgeColors } from '#domain/category_colors'
import { readableTextColor } from '#domain/color_contrast'

export function CategoryBadgePreview({ name, color }: { name: string; color: string | null | undefined }) {
  const colors = badgeColors(color, { onInvalid: () => undefined })
  return (
    <Box
      component="span"
      data-testid="category-badge-preview"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        maxWidth: '100%',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        border: '1px solid',
        fontSize: '0.8rem',
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
      style={{
        color: readableTextColor(colors.color, colors.backgroundColor),
        backgroundColor: colors.backgroundColor,
        borderColor: colors.borderColor,
      }}
    >
      {name}
    </Box>
  )
}
