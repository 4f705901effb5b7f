import { rename, writeFile } from 'node:fs/promises'

/**
 * Writes a sink file whole or not at all (temporary name, then rename): a reader polling the folder, such
 * as a browser test waiting for its mail, never sees half a JSON file.
 */
export async function writeSinkFile(path: string, data: string | Uint8Array): Promise<void> {
  const partial = `${path}.partial`
  await writeFile(partial, data)
  await rename(partial, path)
}
