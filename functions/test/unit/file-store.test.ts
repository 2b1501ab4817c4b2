import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { ConfigError, loadConfig } from '../../src/config';

describe('local disk file store', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'file-store-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('when a file is put, then get returns the same bytes and content type', async () => {
    const store = createLocalDiskFileStore(directory);
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await store.put('claims/claim-1/photo-1.jpg', bytes, 'image/jpeg');
    expect(await store.get('claims/claim-1/photo-1.jpg')).toEqual({
      bytes,
      contentType: 'image/jpeg',
    });
  });

  it('when a file is put twice, then the second version wins and no temporary files remain', async () => {
    const store = createLocalDiskFileStore(directory);
    await store.put('a/b.png', Buffer.from('one'), 'image/png');
    await store.put('a/b.png', Buffer.from('two'), 'image/webp');
    expect(await store.get('a/b.png')).toEqual({
      bytes: Buffer.from('two'),
      contentType: 'image/webp',
    });
    expect((await readdir(path.join(directory, 'a'))).sort()).toEqual(['b.png', 'b.png.meta.json']);
  });

  it('when nothing is stored at a path, then get answers null and delete does not fail', async () => {
    const store = createLocalDiskFileStore(directory);
    expect(await store.get('missing/file.jpg')).toBeNull();
    await expect(store.delete('missing/file.jpg')).resolves.toBeUndefined();
  });

  it('when a file is deleted, then it is gone', async () => {
    const store = createLocalDiskFileStore(directory);
    await store.put('x/y.jpg', Buffer.from('y'), 'image/jpeg');
    await store.delete('x/y.jpg');
    expect(await store.get('x/y.jpg')).toBeNull();
  });

  it.each(['../escape.jpg', 'a/../../etc/passwd', '/absolute.jpg', 'a//b.jpg', '.hidden', ''])(
    'when a path tries to leave the store (%p), then it is refused',
    async (bad) => {
      const store = createLocalDiskFileStore(directory);
      await expect(store.put(bad, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
        /Unsafe file store path/,
      );
      await expect(store.get(bad)).rejects.toThrow(/Unsafe file store path/);
    },
  );
});

describe('file store configuration', () => {
  it('when the emulators run without a Storage emulator, then files go to local disk (FILE_STORE_DIR or emulators/data/files)', () => {
    const withDir = loadConfig({
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FILE_STORE_DIR: '/tmp/files-here',
    });
    expect(withDir.fileStore).toEqual({ kind: 'local-disk', directory: '/tmp/files-here' });
    const byDefault = loadConfig({ FUNCTIONS_EMULATOR: 'true' });
    expect(byDefault.fileStore).toEqual({
      kind: 'local-disk',
      directory: path.resolve(__dirname, '..', '..', '..', 'emulators', 'data', 'files'),
    });
  });

  it('when a Storage emulator runs, or in production, then Cloud Storage is used', () => {
    expect(
      loadConfig({ FUNCTIONS_EMULATOR: 'true', FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' })
        .fileStore.kind,
    ).toBe('cloud-storage');
    expect(
      loadConfig({
        FIREBASE_CONFIG: JSON.stringify({ projectId: 'p', storageBucket: 'p.appspot.com' }),
        PAYMENT_GATEWAY: 'sandbox',
        MAIL_DELIVERY: 'extension',
      }).fileStore,
    ).toEqual({
      kind: 'cloud-storage',
      bucket: 'p.appspot.com',
    });
  });
});

describe('configuration checks', () => {
  it('when deployed without a project id or bucket, then the api refuses to start and says what is missing', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/no Firebase project id.*no Cloud Storage bucket/);
  });

  it('when a value is set but malformed, then it is an error, not a silent default', () => {
    expect(() => loadConfig({ FUNCTIONS_EMULATOR: 'true', TRUST_PROXY_HOPS: 'two' })).toThrow(
      /TRUST_PROXY_HOPS must be a whole number/,
    );
    expect(() => loadConfig({ FIREBASE_CONFIG: '{not json' })).toThrow(
      /FIREBASE_CONFIG is not JSON/,
    );
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true', TRUST_PROXY_HOPS: '2' }).trustProxy).toBe(2);
  });
});
