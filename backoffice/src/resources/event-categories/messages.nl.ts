/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name; English in messages.en.ts). */
const nl = {
  fields: {
    id: 'ID',
    name: 'Naam',
    colorCode: 'Kleur',
    sortOrder: 'Volgorde',
    isActive: 'Actief',
    createdAt: 'Aangemaakt op',
    updatedAt: 'Bijgewerkt op',
    translations: { en: 'Engels', es: 'Spaans', fr: 'Frans', de: 'Duits' },
  },
  active: 'Actief',
  inactive: 'Uitgeschakeld',
  name_hint: 'De Nederlandse naam; evenementen verwijzen ernaar. Uniek, hoofdletters tellen niet.',
  color_hint: 'Tekstkleur van het label op de site; de lichte achtergrond volgt vanzelf.',
  color_invalid: 'Kleur moet een hexkleur zijn: # en zes tekens 0-9 of A-F, zoals #DC2626',
  color_pick: 'Kies een kleur',
  preview: 'Zo ziet het label eruit:',
  preview_placeholder: 'Categorie',
  sort_hint: 'Lager staat eerder in de filters.',
  active_hint: 'Uitgeschakeld: niet meer te kiezen in filters en bij nieuwe evenementen.',
  in_use: '%{smart_count} evenement gebruikt deze categorie. |||| %{smart_count} evenementen gebruiken deze categorie.',
  rename_moves_events: 'Bij opslaan krijgt het de nieuwe naam mee. |||| Bij opslaan krijgen ze de nieuwe naam mee.',
  inactive_keeps_events: 'Uitgeschakeld houden ze hun categorie en blijven ze zichtbaar, maar bezoekers kunnen er niet meer op filteren.',
  translations_title: 'Naam in andere talen',
  translations_hint: 'Leeg laten: de site toont dan de Nederlandse naam.',
}

export default nl
