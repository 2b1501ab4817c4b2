// Customer profile use cases: the path names a profile by e-mail, but only its owner (by the token's
// e-mail) or an admin may read or change it.
import { PROFILE_MESSAGES, type ProfileUpdateBody } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { DeviceRecord, DevicesRepository } from '../repositories/devices';
import type { ProfileChanges, UserRecord, UsersRepository } from '../repositories/users';
import { sentChanges } from './form-changes';

function sameEmail(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

const PROFILE_FIELDS_BY_INPUT: Readonly<Record<string, readonly (keyof ProfileChanges)[]>> = {
  name: ['name'],
  phone: ['phone'],
  address: ['address'],
  city: ['city'],
  state: ['state'],
  zip_code: ['zipCode'],
};

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
    /**
     * Only the profile's own fields can ever change. A blank field clears it; a field the body left out
     * (not in `sent`) is kept, so a client sending fewer fields than the form never wipes the rest.
     */
    async update(
      caller: Caller,
      email: string,
      form: ProfileUpdateBody,
      sent: ReadonlySet<string>,
    ): Promise<UserRecord> {
      const fields: ProfileChanges = {
        name: form.name,
        phone: form.phone ?? '',
        address: form.address ?? '',
        city: form.city ?? '',
        state: form.state ?? '',
        zipCode: form.zip_code ?? '',
      };
      const changes = sentChanges(sent, fields, PROFILE_FIELDS_BY_INPUT);
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
