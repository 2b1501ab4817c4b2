// How an admin action ended, as the page's alert words it: spec 02 section 8 lists the outcomes of deleting
// a user or a quote and of changing a claim's status as alerts on the page, not toasts.
export interface ActionOutcome {
  severity: 'success' | 'error';
  message: string;
}
