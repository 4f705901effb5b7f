import type nlTexts from './messages.nl'

/** This folder's German texts, complete: the type keeps the keys equal to Dutch. */
const de: typeof nlTexts = {
  fields: {
    id: 'ID',
    name: 'Name',
    colorCode: 'Farbe',
    sortOrder: 'Reihenfolge',
    isActive: 'Aktiv',
    createdAt: 'Angelegt am',
    updatedAt: 'Aktualisiert am',
    translations: { en: 'Englisch', es: 'Spanisch', fr: 'Französisch', de: 'Deutsch' },
  },
  active: 'Aktiv',
  inactive: 'Deaktiviert',
  name_hint: 'Der niederländische Name; Veranstaltungen verweisen darauf. Eindeutig, Groß- und Kleinschreibung zählt nicht.',
  color_hint: 'Textfarbe des Labels auf der Website; der helle Hintergrund ergibt sich daraus.',
  color_invalid: 'Die Farbe muss eine Hex-Farbe sein: # und sechs Zeichen 0-9 oder A-F, z. B. #DC2626',
  color_pick: 'Farbe wählen',
  preview: 'So sieht das Label aus:',
  preview_placeholder: 'Kategorie',
  sort_hint: 'Niedriger steht in den Filtern weiter vorne.',
  active_hint: 'Deaktiviert: in Filtern und bei neuen Veranstaltungen nicht mehr wählbar.',
  in_use: '%{smart_count} Veranstaltung nutzt diese Kategorie. |||| %{smart_count} Veranstaltungen nutzen diese Kategorie.',
  rename_moves_events: 'Beim Speichern erhält sie den neuen Namen. |||| Beim Speichern erhalten sie den neuen Namen.',
  inactive_keeps_events: 'Deaktiviert behalten sie ihre Kategorie und bleiben sichtbar, aber Besucher können nicht mehr danach filtern.',
  translations_title: 'Name in anderen Sprachen',
  translations_hint: 'Leer lassen: Die Website zeigt dann den niederländischen Namen.',
}

export default de
