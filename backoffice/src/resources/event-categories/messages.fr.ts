import type nlTexts from './messages.nl'

/** This folder's French texts, complete: the type keeps the keys equal to Dutch. */
const fr: typeof nlTexts = {
  fields: {
    id: 'ID',
    name: 'Nom',
    colorCode: 'Couleur',
    sortOrder: 'Ordre',
    isActive: 'Active',
    createdAt: 'Créée le',
    updatedAt: 'Mise à jour le',
    translations: { en: 'Anglais', es: 'Espagnol', fr: 'Français', de: 'Allemand' },
  },
  active: 'Active',
  inactive: 'Désactivée',
  name_hint: "Le nom néerlandais ; les événements s'y réfèrent. Unique, sans tenir compte des majuscules.",
  color_hint: "Couleur du texte de l'étiquette sur le site ; le fond clair en découle automatiquement.",
  color_invalid: 'La couleur doit être une couleur hexadécimale : # et six caractères 0-9 ou A-F, comme #DC2626',
  color_pick: 'Choisir une couleur',
  preview: "Voici l'aspect de l'étiquette :",
  preview_placeholder: 'Catégorie',
  sort_hint: 'Plus la valeur est basse, plus elle apparaît tôt dans les filtres.',
  active_hint: 'Désactivée : ne peut plus être choisie dans les filtres ni pour les nouveaux événements.',
  in_use: '%{smart_count} événement utilise cette catégorie. |||| %{smart_count} événements utilisent cette catégorie.',
  rename_moves_events: "À l'enregistrement, il prend le nouveau nom. |||| À l'enregistrement, ils prennent le nouveau nom.",
  inactive_keeps_events:
    'Une fois désactivée, ils gardent leur catégorie et restent visibles, mais les visiteurs ne peuvent plus filtrer dessus.',
  translations_title: 'Nom dans les autres langues',
  translations_hint: 'Laissez vide : le site affiche alors le nom néerlandais.',
}

export default fr
