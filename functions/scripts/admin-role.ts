// npm run admin:grant -- <email> [--project <id>]   /   npm run admin:revoke -- <email> [--project <id>]
//
// Without --project it talks to the local emulators: FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST
// from the environment, else 127.0.0.1:9099 and 127.0.0.1:8080, project GCLOUD_PROJECT or demo-protect.
// With --project it talks to that real Firebase project with application default credentials
// (gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS); emulator variables are ignored.
import { adminServices } from '../src/firebase';
import { createUsersRepository } from '../src/repositories/users';
import { createAdminRolesService } from '../src/services/admin-roles';

const USAGE =
  'Usage: npm run admin:grant -- <email> [--project <id>]  |  npm run admin:revoke -- <email> [--project <id>]';

interface Args {
  command: 'grant' | 'revoke';
  email: string;
  project: string | undefined;
}

function parseArgs(argv: string[]): Args {
  const [command, ...rest] = argv;
  if (command !== 'grant' && command !== 'revoke') throw new Error(USAGE);
  let email: string | undefined;
  let project: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--project') {
      project = rest[++i];
      if (!project) throw new Error(`--project needs a project id\n${USAGE}`);
    } else if (arg?.startsWith('--project=')) {
      project = arg.slice('--project='.length);
    } else if (arg && !arg.startsWith('--') && email === undefined) {
      email = arg.trim().toLowerCase();
    } else {
      throw new Error(`Unexpected argument ${arg}\n${USAGE}`);
    }
  }
  if (!email || !email.includes('@')) throw new Error(USAGE);
  return { command, email, project };
}

/** Points the admin SDK at the emulators or at the real project, before it is first used. */
function chooseTarget(project: string | undefined): string {
  if (project) {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    return project;
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  return process.env.GCLOUD_PROJECT || 'demo-protect';
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const projectId = chooseTarget(args.project);
  const where = args.project
    ? `project ${projectId}`
    : `the emulators (auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST}, firestore ${process.env.FIRESTORE_EMULATOR_HOST}, project ${projectId})`;
  const { auth, firestore } = adminServices(projectId);
  const roles = createAdminRolesService({ auth, users: createUsersRepository(firestore) });
  const change =
    args.command === 'grant'
      ? await roles.grantAdmin(args.email, new Date())
      : await roles.revokeAdmin(args.email, new Date());
  console.log(
    args.command === 'grant'
      ? `${change.email} (${change.uid}) is now an admin on ${where}. It takes effect at the next sign-in or token refresh.`
      : `${change.email} (${change.uid}) is no longer an admin on ${where}; its sessions were revoked.`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    const code =
      typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
    console.error(
      code === 'auth/user-not-found'
        ? 'No account has this e-mail address.'
        : err instanceof Error
          ? err.message
          : String(err),
    );
    process.exit(1);
  },
);
