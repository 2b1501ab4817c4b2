// The daily removal of uploads no record names, as the scheduled function runs it (index.ts); the api tests
// run this same job.
import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from './adapters/clock';
import type { FileStore } from './adapters/file-store';
import { logs } from './logs';
import { createFileReferencesRepository } from './repositories/file-references';
import { ORPHAN_FILE_GRACE_MS, createOrphanFilesService } from './services/orphan-files';

export function createOrphanFilesJob(deps: {
  firestore: Firestore;
  fileStore: FileStore;
  clock: Clock;
}) {
  const orphanFiles = createOrphanFilesService({
    fileStore: deps.fileStore,
    references: createFileReferencesRepository(deps.firestore),
    clock: deps.clock,
  });
  return {
    /** Removes the orphans past the grace period; answers their paths. */
    async run(): Promise<string[]> {
      const { files, orphans } = await orphanFiles.remove(ORPHAN_FILE_GRACE_MS);
      logs.orphanFilesRemoved(files.length, orphans.length);
      return orphans;
    },
  };
}
