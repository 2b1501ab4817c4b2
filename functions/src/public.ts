// What the local stack (emulators/seed) and the scripts may use of functions/: the Firebase handles, the
// repositories and the services that write demo data, and the presenters that say what the api answers.
// Everything else under functions/src is the api's own (eslint.config.mjs holds them to this file).
export { adminServices, type Auth, type AuthUserRecord, type Firestore } from './firebase';
export type { Caller } from './caller';
export { createRepositories } from './repositories';
export type { AddOnRecord } from './repositories/addons';
export type { DevicePricingRecord } from './repositories/device-pricing';
export type { PlanRecord } from './repositories/plans';
export type { UserRecord } from './repositories/users';
/** @internal The seed's test checks seeded quotes against what the admin search matches. */
export { emailPrefixesOf } from './repositories/users';
export { createSandboxGateway } from './adapters/sandbox-gateway';
export { createSandboxGatewayState } from './repositories/sandbox-gateway-state';
export { createRegistrationService } from './services/registration';
export { createFamilyDevicesService } from './services/family-devices';
export { createClaimsService } from './services/claims';
export { createUploadsService } from './services/uploads';
export { createDeductiblesService } from './services/deductibles';
export { createAdminClaimsService } from './services/admin-claims';
export { createMessages } from './services/messages';
export { addOnToWire, devicePricingToWire, planToWire } from './presenters';
// The outbox (issue 24): the launcher's local sweep (emulators/mail-sweep.ts), and MailDev's inbox, which the
// launcher waits for and the browser tests read.
export { loadConfig } from './config';
export { systemClock } from './adapters/clock';
export { createMailJob } from './mail-job';
/** @internal The api and browser tests read the stack's MailDev with it. */
export { mailDevInbox } from './adapters/maildev-inbox';
