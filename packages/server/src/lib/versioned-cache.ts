/**
 * Values kept under the version they were read at (a group's `group_versions` counter): a reader who has just
 * read the current version gets the value only if it was cached under that same version, so nothing older
 * than what is committed is ever served. A value read after the version may be newer than it, which is
 * harmless. Holds at most `limit` keys; the least recently stored go first.
 */
export function createVersionedCache<T>(limit = 2_000) {
  const entries = new Map<string, { version: number; value: T }>();
  // Loads under way, so requests that miss together share one read instead of each making it.
  const loading = new Map<string, { version: number; promise: Promise<T> }>();
  return {
    get(key: string, version: number): T | undefined {
      const entry = entries.get(key);
      return entry && entry.version === version ? entry.value : undefined;
    },

    set(key: string, version: number, value: T): void {
      const existing = entries.get(key);
      // Never replace a value of a later version with one of an earlier (a slow reader finishing late).
      if (existing && existing.version > version) return;
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },

    /** Reads through: the cached value of this version, or `load()`'s, stored under it. */
    through(key: string, version: number, load: () => Promise<T>): Promise<T> {
      const cached = this.get(key, version);
      if (cached !== undefined) return Promise.resolve(cached);
      const pending = loading.get(key);
      if (pending && pending.version === version) return pending.promise;
      const promise = load().then((value) => {
        this.set(key, version, value);
        return value;
      });
      const entry = { version, promise };
      loading.set(key, entry);
      const done = () => void (loading.get(key) === entry && loading.delete(key));
      promise.then(done, done);
      return promise;
    },

    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

export type VersionedCache<T> = ReturnType<typeof createVersionedCache<T>>;
