// The dashboard's four stat cards (active subscriptions, monthly recurring revenue, pending claims,
// payments this month). Their figures come from count()/sum() aggregations of the admin api, which is
// built later: until then this slot renders nothing rather than made-up numbers.
export function StatCards() {
  return null;
}
