// Chooses the FileStore adapter the configuration asks for.
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { Config } from '../config';
import {
  type FileStore,
  createCloudStorageFileStore,
  createLocalDiskFileStore,
} from './file-store';

export function createFileStore(config: Config, app: App): FileStore {
  return config.fileStore.kind === 'local-disk'
    ? createLocalDiskFileStore(config.fileStore.directory)
    : createCloudStorageFileStore(getStorage(app), config.fileStore.bucket);
}
