/* SPEC §9: a stored 'category.x' name is shown as x, capitalised; other names as they are. */
export function categoryLabel(name: string): string {
  const prefix = 'category.'
  if (!name.toLowerCase().startsWith(prefix)) return name
  const rest = name.slice(prefix.length)
  return rest.charAt(0).toUpperCase() + rest.slice(1)
}
