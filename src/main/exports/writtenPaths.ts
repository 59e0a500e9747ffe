/**
 * The paths exports wrote in this run: the only paths outside the library that
 * `exports.reveal` will show, so the renderer cannot make the app open an arbitrary place.
 * Bounded; the oldest are forgotten first.
 */
import { resolve } from 'node:path';

export class WrittenPaths {
  private readonly paths = new Set<string>();

  constructor(private readonly limit = 5000) {}

  add(paths: readonly string[]): void {
    for (const path of paths) {
      const key = resolve(path);
      this.paths.delete(key);
      this.paths.add(key);
      if (this.paths.size > this.limit) this.paths.delete(this.paths.values().next().value!);
    }
  }

  has(path: string): boolean {
    return this.paths.has(resolve(path));
  }
}
