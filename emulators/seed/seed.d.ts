import type { Auth, Firestore } from '../../functions/src/firebase';
export interface SeedResult {
  plans: number;
  addOns: number;
  devicePricing: number;
  accounts: number;
  profiles: number;
}
export interface SeedTargets {
  firestore: Firestore;
  auth: Auth;
  now?: Date;
}
/** The catalogue only (plans, add-ons, device pricing): what the public pages need. */
export declare function seedCatalogue(
  firestore: Firestore,
  now?: Date,
): Promise<Omit<SeedResult, 'accounts' | 'profiles'>>;
export declare function seedDemoData({ firestore, auth, now }: SeedTargets): Promise<SeedResult>;
