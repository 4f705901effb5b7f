export type Messages = Record<string, unknown>

/**
 * A folder whose texts load with its pages: 'resources/<name>' (texts under resources.<name>.*, the access table's
 * resource name) or 'pages/<route>' (a guarded route's page, texts under app.pages.<route>.* beside the core's
 * title and purpose of the route).
 */
export type MessageFolder = `resources/${string}` | `pages/${string}`

/** Loads one folder's texts in one language. */
export type FolderLoader = () => Promise<Messages>

/** What each language's core chunk (i18n/locales/<language>.ts) gives: its texts and the loaders of its folders. */
export interface LocaleModule {
  default: Messages
  folders: ReadonlyMap<MessageFolder, FolderLoader>
}

/** A glob of one language's folder texts ('../../resources/orders/messages.nl.ts' → loader) by folder. */
export function foldersOf(glob: Record<string, FolderLoader>): ReadonlyMap<MessageFolder, FolderLoader> {
  return new Map(Object.entries(glob).map(([path, load]) => [folderOf(path), load]))
}

/** The folder of a glob key such as './resources/team-members/messages.nl.ts' → 'resources/team-members'. */
export function folderOf(path: string): MessageFolder {
  return path.split('/').slice(-3, -1).join('/') as MessageFolder
}

/**
 * One language's dictionary: the core (react-admin's texts, ours, the menu's resource names) and the folders loaded
 * so far. The parts never share a key below a folder, so spreading is enough (no deep merge library on first load).
 */
export function composeMessages(core: Messages, folders: ReadonlyMap<MessageFolder, Messages>): Messages {
  const resources = { ...(core.resources as Messages | undefined) }
  const app = core.app as Messages | undefined
  const pages = { ...(app?.pages as Messages | undefined) }
  for (const [folder, messages] of folders) {
    const [kind, name] = folder.split('/')
    const into = kind === 'resources' ? resources : pages
    into[name] = { ...(into[name] as Messages | undefined), ...messages }
  }
  return { ...core, resources, app: { ...app, pages } }
}
