// Uploads no record names (orphans): device photos uploaded for a registration that was never paid, claim
// photos kept before a claim that was refused or cut short. The daily job (orphan-files-job.ts) and
// `npm run check:consistency` both find them here. A file younger than the grace period is never an orphan:
// a registration or claim in flight may be about to name it.
import type { Clock } from '../adapters/clock';
import type { FileStore, StoredFileEntry } from '../adapters/file-store';
import type { FileReferencesRepository } from '../repositories/file-references';

/** How long an upload may wait for its record before the daily job removes it. */
export const ORPHAN_FILE_GRACE_MS = 24 * 60 * 60 * 1000;

export interface OrphanFiles {
  /** Every stored file. */
  files: StoredFileEntry[];
  /** Paths of the files no record names, older than the grace period. */
  orphans: string[];
}

export function createOrphanFilesService(deps: {
  fileStore: FileStore;
  references: FileReferencesRepository;
  clock: Clock;
}) {
  async function find(graceMs: number): Promise<OrphanFiles> {
    // Files first, then the records: a record written in between names a file already listed, never the
    // other way round (a file listed after its record was read could look unnamed).
    const files = await deps.fileStore.list();
    const referenced = await deps.references.referencedPaths();
    const now = deps.clock.now().getTime();
    const orphans = files
      .filter((f) => !referenced.has(f.path) && now - f.updatedAt.getTime() >= graceMs)
      .map((f) => f.path);
    return { files, orphans };
  }

  return {
    find,
    /** Deletes the orphans older than the grace period; answers what was found and removed. */
    async remove(graceMs: number): Promise<OrphanFiles> {
      const found = await find(graceMs);
      for (const orphan of found.orphans) await deps.fileStore.delete(orphan);
      return found;
    },
  };
}
