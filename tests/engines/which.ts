import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The full path of a command on the PATH, or undefined. */
export function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const path = join(dir, command);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}
