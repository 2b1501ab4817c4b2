// The demo sign-ins created by the seed and printed by the launcher. Local emulator accounts only.
export interface DemoAccount {
  role: 'admin' | 'customer';
  email: string;
  password: string;
  displayName: string;
}

export const DEMO_ADMIN: DemoAccount = {
  role: 'admin',
  email: 'admin@demo.test',
  password: 'Admin123!',
  displayName: 'Demo Admin',
};

export const DEMO_CUSTOMER: DemoAccount = {
  role: 'customer',
  email: 'customer@demo.test',
  password: 'Customer123!',
  displayName: 'Demo Customer',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ADMIN, DEMO_CUSTOMER];
