export declare const collections: {
    readonly users: "users";
    readonly plans: "plans";
    readonly devicePricing: "devicePricing";
    readonly addons: "addons";
    readonly quotes: "quotes";
    readonly devices: "devices";
    readonly deviceImeis: "deviceImeis";
    readonly subscriptions: "subscriptions";
    readonly payments: "payments";
    readonly claims: "claims";
    readonly contactMessages: "contactMessages";
    readonly auditLog: "auditLog";
    readonly processedEvents: "processedEvents";
};
export type CollectionName = (typeof collections)[keyof typeof collections];
