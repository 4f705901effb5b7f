import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  fields: {
    id: 'ID',
    name: 'Nombre',
    colorCode: 'Color',
    sortOrder: 'Orden',
    isActive: 'Activa',
    createdAt: 'Creada el',
    updatedAt: 'Actualizada el',
    translations: { en: 'Inglés', es: 'Español', fr: 'Francés', de: 'Alemán' },
  },
  active: 'Activa',
  inactive: 'Desactivada',
  name_hint: 'El nombre en neerlandés; los eventos hacen referencia a él. Único, sin distinguir mayúsculas.',
  color_hint: 'Color del texto de la etiqueta en el sitio; el fondo claro se ajusta solo.',
  color_invalid: 'El color debe ser un color hexadecimal: # y seis caracteres 0-9 o A-F, como #DC2626',
  color_pick: 'Elige un color',
  preview: 'Así se ve la etiqueta:',
  preview_placeholder: 'Categoría',
  sort_hint: 'Un número menor aparece antes en los filtros.',
  active_hint: 'Desactivada: ya no se puede elegir en los filtros ni en eventos nuevos.',
  in_use: '%{smart_count} evento usa esta categoría. |||| %{smart_count} eventos usan esta categoría.',
  rename_moves_events: 'Al guardar, recibe el nuevo nombre. |||| Al guardar, reciben el nuevo nombre.',
  inactive_keeps_events:
    'Si está desactivada, conservan su categoría y siguen visibles, pero los visitantes ya no pueden filtrar por ella.',
  translations_title: 'Nombre en otros idiomas',
  translations_hint: 'Déjalo vacío: el sitio muestra entonces el nombre en neerlandés.',
}

export default es
