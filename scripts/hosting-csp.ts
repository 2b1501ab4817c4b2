// Writes (or with --check, verifies) the Content-Security-Policy header in firebase.json, the config
// `firebase deploy` reads. Without Stripe by default (the sandbox gateway); a project whose api runs on
// Stripe (STRIPE_PUBLISHABLE_KEY set) deploys the Stripe variant:
//
//   npm run hosting:csp -- --stripe     (then npm run deploy)
//   npm run hosting:csp                 (back to the policy without Stripe)
//   npm run hosting:csp -- --check      (exit 1 unless firebase.json holds one of the two policies)
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import {
  contentSecurityPolicy,
  policyIn,
  withContentSecurityPolicy,
} from '../emulators/hosting-csp';

const file = path.join(__dirname, '..', 'firebase.json');
const args = process.argv.slice(2);
const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Parameters<typeof policyIn>[0];

if (args.includes('--check')) {
  const current = policyIn(config);
  const known = [false, true].map((stripe) => contentSecurityPolicy({ stripe }));
  if (!current || !known.includes(current)) {
    console.error(
      'firebase.json: the Content-Security-Policy is not the generated one; run npm run hosting:csp',
    );
    process.exit(1);
  }
  console.log(
    `firebase.json: Content-Security-Policy ${current === known[1] ? 'with' : 'without'} Stripe`,
  );
} else {
  const stripe = args.includes('--stripe');
  const json = JSON.stringify(withContentSecurityPolicy(config, { stripe }));
  void prettier
    .resolveConfig(file)
    .then((options) => prettier.format(json, { ...options, filepath: file }))
    .then((text) => {
      fs.writeFileSync(file, text);
      console.log(
        `firebase.json: Content-Security-Policy ${stripe ? 'with' : 'without'} Stripe written`,
      );
    });
}
