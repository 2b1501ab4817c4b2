// The api as one function instance for the fault test api-killed.ts, in a process of its own that the test can
// kill: createApp on the Firestore emulator (FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT), the sandbox gateway,
// claim photos on local disk (FILE_STORE_DIR), listening on API_PORT; prints "ready" when it listens. Its
// clock runs CLOCK_AHEAD_MS ahead when given.
// test:faults runs no Auth emulator, so ID tokens are "faults:<uid>" read by a stand-in verifier (the real
// verification is tested in functions/test/unit/id-tokens.test.ts and the api tests).
import http from 'node:http';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { createSandboxGateway } from '../../src/adapters/sandbox-gateway';
import { createApp } from '../../src/app';
import type { TokenVerifier } from '../../src/caller';
import { loadConfig } from '../../src/config';
import { adminServices } from '../../src/firebase';
import { createSandboxGatewayState } from '../../src/repositories/sandbox-gateway-state';

export const FAULTS_TOKEN_PREFIX = 'faults:';

const stubVerifier: TokenVerifier = {
  verifyIdToken(idToken) {
    if (!idToken.startsWith(FAULTS_TOKEN_PREFIX))
      return Promise.reject(
        Object.assign(new Error('not a faults token'), { code: 'auth/argument-error' }),
      );
    const uid = idToken.slice(FAULTS_TOKEN_PREFIX.length);
    return Promise.resolve({
      uid,
      email: `${uid}@faults.test`,
      email_verified: true,
      firebase: { sign_in_provider: 'password', identities: {} },
    } as unknown as DecodedIdToken);
  },
};

if (require.main === module) {
  const { firestore } = adminServices(process.env.GCLOUD_PROJECT);
  // CLOCK_AHEAD_MS: the customers come back later (the test then need not wait for leases to run out).
  const ahead = Number(process.env.CLOCK_AHEAD_MS ?? 0);
  const clock = { now: () => new Date(Date.now() + ahead) };
  const app = createApp({
    firestore,
    auth: stubVerifier,
    clock,
    config: loadConfig(),
    fileStore: createLocalDiskFileStore(String(process.env.FILE_STORE_DIR)),
    gateway: {
      kind: 'sandbox',
      gateway: createSandboxGateway(createSandboxGatewayState(firestore), clock),
    },
  });
  http
    .createServer((req, res) => app(req, res))
    .listen(Number(process.env.API_PORT), '127.0.0.1', () => console.log('ready'));
}
