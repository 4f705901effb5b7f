type Messages = Record<string, unknown>

/** The folder name in a glob key such as '../../resources/team-members/messages.ts'. */
function folderOf(path: string): string {
  return path.split('/').at(-2) ?? path
}

function byFolder(modules: Record<string, Messages>, suffix = ''): Messages {
  return Object.fromEntries(Object.entries(modules).map(([path, messages]) => [`${folderOf(path)}${suffix}`, messages]))
}

/**
 * One language's dictionary: our app texts, every resource's texts as resources.<folder>.*, every dashboard's as
 * app.<folder>_dashboard.* (the folder is the access table's resource name, see resources/registry.ts). The
 * parts never share a key, so spreading is enough (no deep merge library on the first load).
 */
export function composeMessages(app: Messages, resources: Record<string, Messages>, dashboards: Record<string, Messages>): Messages {
  return {
    ...app,
    resources: { ...(app.resources as Messages | undefined), ...byFolder(resources) },
    app: { ...(app.app as Messages | undefined), ...byFolder(dashboards, '_dashboard') },
  }
}
