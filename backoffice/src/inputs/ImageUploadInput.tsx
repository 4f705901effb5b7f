/*
 * Images of a record as real uploads (POST /api/uploads): pick files (or the camera on a phone), see each
 * upload's progress, then thumbnails to reorder, to make the main image (the first) or to remove. The server
 * checks every file; its Dutch message is shown as is.
 *
 *   <ImageUploadInput source="images" label="..." max={10} />   value: string[] of image URLs (events.images)
 *   <ImageUploadInput source="profileImage" single />            value: one URL or null (users.profileImage)
 *
 * Variants: when the form has a field next to `source` named `imageVariants` (same parent: 'images' →
 * 'imageVariants', 'venue.images' → 'venue.imageVariants'; or the one named by `variantsSource`), each upload's
 * variants are written there as { [url]: { original, card, thumb } }, the shape the storefront reads. A form
 * "has" it when its record carries the field or its defaultValues give it (e.g. `defaultValues={{ imageVariants: {} }}`
 * on a Create form); otherwise nothing is added to the submitted record.
 */
import { lazy, Suspense, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import { Alert, Box, Button, Chip, IconButton, Stack, Typography, useMediaQuery } from '@mui/material'
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate'
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera'
import DeleteIcon from '@mui/icons-material/Delete'
import StarIcon from '@mui/icons-material/Star'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { Labeled, useInput, useTranslate } from 'react-admin'
import { ACCEPTED_IMAGE_TYPES, uploadImage, type UploadedImage } from './uploadImage'

/** Shown only while a file uploads (the text above it says the percentage meanwhile): not on a form's first load. */
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'))

type Variants = Record<string, Record<string, string>>

export interface ImageUploadInputProps {
  source: string
  label?: string
  /** Most images in the list (default 10); ignored with `single`. */
  max?: number
  /** One image: the value is a URL or null instead of a list. */
  single?: boolean
  /** Where the variants go; default the sibling `imageVariants` of `source`. */
  variantsSource?: string
  helperText?: string
}

interface Pending {
  key: string
  name: string
  progress: number
}

interface Failure {
  key: string
  name: string
  message: string
}

const asIs = <T,>(value: T) => value

interface TileActionProps {
  label: string
  onClick: () => void
  disabled?: boolean
  color?: 'error'
  children: ReactNode
}

/**
 * One icon button under a thumbnail, named by its aria-label and the browser's own tooltip (the span's title keeps
 * it on a disabled button; MUI's Tooltip would bring Popper.js into every page with an image field).
 */
function TileAction({ label, onClick, disabled = false, color, children }: TileActionProps) {
  const translate = useTranslate()
  return (
    <span title={translate(label)}>
      <IconButton size="small" color={color} disabled={disabled} onClick={onClick} aria-label={translate(label)}>
        {children}
      </IconButton>
    </span>
  )
}

function siblingVariantsSource(source: string): string {
  const dot = source.lastIndexOf('.')
  return dot === -1 ? 'imageVariants' : `${source.slice(0, dot)}.imageVariants`
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((url): url is string => typeof url === 'string' && url !== '')
  return typeof value === 'string' && value !== '' ? [value] : []
}

export function ImageUploadInput({ source, label, max = 10, single = false, variantsSource, helperText }: ImageUploadInputProps) {
  const translate = useTranslate()
  // Values as they are: react-admin's default format/parse would turn a missing field into '' or null.
  const { field } = useInput({ source, format: asIs, parse: asIs })
  const { field: variantsField } = useInput({ source: variantsSource ?? siblingVariantsSource(source), format: asIs, parse: asIs })
  const [uploadedVariants, setUploadedVariants] = useState<Variants>({})
  const [pending, setPending] = useState<Pending[]>([])
  const [failures, setFailures] = useState<Failure[]>([])
  const pickerRef = useRef<HTMLInputElement>(null)
  const cameraRef = useRef<HTMLInputElement>(null)
  const isTouch = useMediaQuery('(pointer: coarse)')

  const limit = single ? 1 : max
  const images = asList(field.value)
  // undefined: the form has no such field; null: it has one, still empty (users.image_variants).
  const formVariants = variantsField.value === undefined ? undefined : ((variantsField.value ?? {}) as Variants)
  const variants: Variants = { ...formVariants, ...uploadedVariants }

  // Latest values for the async uploads below, which finish one by one after several renders.
  const latest = useRef({ images, variants: formVariants })
  latest.current = { images, variants: formVariants }

  const setImages = (next: string[]) => field.onChange(single ? (next[0] ?? null) : next)

  const added = (image: UploadedImage) => {
    setUploadedVariants((known) => ({ ...known, [image.url]: image.variants }))
    const next = single ? [image.url] : [...latest.current.images, image.url]
    latest.current.images = next
    setImages(next)
    if (latest.current.variants) {
      const merged = { ...latest.current.variants, [image.url]: image.variants }
      latest.current.variants = merged
      variantsField.onChange(merged)
    }
  }

  const upload = async (file: File, key: string) => {
    try {
      const image = await uploadImage(
        file,
        (progress) => setPending((list) => list.map((item) => (item.key === key ? { ...item, progress } : item))),
        translate('app.upload.failed')
      )
      added(image)
    } catch (error) {
      setFailures((list) => [...list, { key, name: file.name, message: (error as Error).message }])
    } finally {
      setPending((list) => list.filter((item) => item.key !== key))
    }
  }

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    event.target.value = ''
    if (files.length === 0) return
    setFailures([])
    const room = single ? 1 : Math.max(0, limit - images.length - pending.length)
    const taken = files.slice(0, room)
    if (files.length > room) {
      setFailures([{ key: 'max', name: '', message: translate('app.upload.too_many', { smart_count: limit }) }])
    }
    // One at a time: a phone on 3G sends them faster one after another than all at once.
    const queue = taken.map((file, index) => ({ file, key: `${Date.now()}-${index}` }))
    setPending((list) => [...list, ...queue.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))])
    void queue.reduce((previous, { file, key }) => previous.then(() => upload(file, key)), Promise.resolve())
  }

  const move = (from: number, to: number) => {
    const next = [...images]
    const [url] = next.splice(from, 1)
    next.splice(to, 0, url)
    setImages(next)
  }
  const remove = (index: number) => {
    setImages(images.filter((_, i) => i !== index))
    const known = latest.current.variants
    if (known && images[index] in known)
      variantsField.onChange(Object.fromEntries(Object.entries(known).filter(([url]) => url !== images[index])))
  }

  const full = images.length + pending.length >= limit
  const pickLabel = single ? (images.length ? 'app.upload.replace' : 'app.upload.choose_one') : 'app.upload.choose'

  return (
    <Labeled label={label ?? `resources.${source}`} source={source} fullWidth>
      <Stack spacing={1.5} sx={{ width: '100%' }} data-testid={`image-upload-${source}`}>
        {images.length > 0 && (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: single ? '160px' : 'repeat(auto-fill, minmax(140px, 1fr))',
            }}
          >
            {images.map((url, index) => (
              <Box
                component="li"
                key={url}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }}
              >
                <Box sx={{ position: 'relative', aspectRatio: single ? '1 / 1' : '4 / 3', bgcolor: 'grey.100' }}>
                  <Box
                    component="img"
                    src={variants[url]?.thumb ?? variants[url]?.card ?? url}
                    alt={translate('app.upload.image_alt', { number: index + 1 })}
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                  {!single && index === 0 && (
                    <Chip
                      size="small"
                      color="primary"
                      icon={<StarIcon />}
                      label={translate('app.upload.main')}
                      sx={{ position: 'absolute', top: 6, left: 6 }}
                    />
                  )}
                </Box>
                <Stack direction="row" sx={{ px: 0.5, justifyContent: single ? 'flex-end' : 'space-between' }}>
                  {!single && (
                    <Stack direction="row">
                      <TileAction label="app.upload.move_left" disabled={index === 0} onClick={() => move(index, index - 1)}>
                        <ChevronLeftIcon fontSize="small" />
                      </TileAction>
                      <TileAction label="app.upload.make_main" disabled={index === 0} onClick={() => move(index, 0)}>
                        <StarIcon fontSize="small" />
                      </TileAction>
                      <TileAction
                        label="app.upload.move_right"
                        disabled={index === images.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <ChevronRightIcon fontSize="small" />
                      </TileAction>
                    </Stack>
                  )}
                  <TileAction label="app.upload.remove" color="error" onClick={() => remove(index)}>
                    <DeleteIcon fontSize="small" />
                  </TileAction>
                </Stack>
              </Box>
            ))}
          </Box>
        )}

        {pending.map((item) => (
          <Box key={item.key} role="status">
            <Typography variant="body2" noWrap>
              {translate('app.upload.uploading', { name: item.name, percent: Math.round(item.progress * 100) })}
            </Typography>
            <Suspense fallback={null}>
              <LinearProgress variant="determinate" value={item.progress * 100} />
            </Suspense>
          </Box>
        ))}

        {failures.map((failure) => (
          <Alert key={failure.key} severity="error" onClose={() => setFailures((list) => list.filter((item) => item.key !== failure.key))}>
            {failure.name ? `${failure.name}: ${failure.message}` : failure.message}
          </Alert>
        ))}

        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
            disabled={!single && full}
            onClick={() => pickerRef.current?.click()}
          >
            {translate(pickLabel)}
          </Button>
          {isTouch && (
            <Button
              variant="outlined"
              startIcon={<PhotoCameraIcon />}
              disabled={!single && full}
              onClick={() => cameraRef.current?.click()}
            >
              {translate('app.upload.camera')}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {helperText ?? translate(single ? 'app.upload.hint_single' : 'app.upload.hint', { max: limit, count: images.length })}
        </Typography>
        <input
          ref={pickerRef}
          hidden
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          multiple={!single}
          onChange={onFiles}
          data-testid="image-upload-file"
        />
        <input ref={cameraRef} hidden type="file" accept={ACCEPTED_IMAGE_TYPES} capture="environment" onChange={onFiles} />
      </Stack>
    </Labeled>
  )
}
