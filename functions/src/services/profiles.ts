// Customer profile use cases: the path names a profile by e-mail, but only its owner (by the token's
// e-mail) or an admin may read or change it.
import { PROFILE_MESSAGES } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { DeviceRecord, DevicesRepository } from '../repositories/devices';
import type { ProfileChanges, UserRecord, UsersRepository } from '../repositories/users';

function sameEmail(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function createProfilesService(deps: {
  users: UsersRepository;
  devices: DevicesRepository;
  clock: Clock;
}) {
  async function find(caller: Caller, email: string): Promise<UserRecord> {
    const own = sameEmail(caller.email, email);
    if (!own && caller.role !== 'admin') throw AppError.forbidden(PROFILE_MESSAGES.accessDenied);
    // The owner's profile is found by uid (the token's), never by trusting the path.
    const profile = own ? await deps.users.get(caller.uid) : await deps.users.findByEmail(email);
    if (!profile) throw AppError.notFound(PROFILE_MESSAGES.notFound);
    return profile;
  }

  return {
    /** The profile with the devices its owner registered. */
    async get(
      caller: Caller,
      email: string,
    ): Promise<{ profile: UserRecord; devices: DeviceRecord[] }> {
      const profile = await find(caller, email);
      return { profile, devices: await deps.devices.listForUser(profile.uid) };
    },
    async update(caller: Caller, email: string, changes: ProfileChanges): Promise<UserRecord> {
      const profile = await find(caller, email);
      // An admin changing someone else's profile is an admin mutation: audited with the change.
      const byAdmin =
        profile.uid === caller.uid ? undefined : { uid: caller.uid, email: caller.email };
      const updated = await deps.users.updateProfile(
        profile.uid,
        changes,
        deps.clock.now(),
        byAdmin,
      );
      if (!updated) throw AppError.notFound(PROFILE_MESSAGES.notFound);
      logs.profileUpdated(profile.uid, caller.uid);
      return updated;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
