export interface DemoAccount {
  role: 'admin' | 'customer';
  email: string;
  password: string;
  displayName: string;
}
export declare const DEMO_ADMIN: DemoAccount;
export declare const DEMO_CUSTOMER: DemoAccount;
export declare const DEMO_ACCOUNTS: readonly DemoAccount[];
