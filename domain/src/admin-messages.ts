// The admin back office's messages (spec 02 sections 5 and 8), apart from the forms' yup schemas
// (schemas/admin.ts): the quotes and users lists show some without any form, and a module without yup
// keeps yup out of their first load.
export const ADMIN_MESSAGES = {
  planNameRequired: 'Plan Name is required',
  invalidNumber: 'Please enter a number',
  invalidStatus: 'Invalid status',
  invalidColor: 'Please choose blue, green, purple, red or yellow',
  notAuthenticated: 'Not authenticated',
  deleteQuote: 'Are you sure you want to delete this quote?',
  deleteUser: 'Are you sure you want to delete this user?',
  planCreated: 'Plan created',
  planUpdated: 'Plan updated successfully',
  planDeleted: 'Plan deleted',
  planPopular: 'Plan marked as popular!',
  devicePricingCreated: 'Device pricing created!',
  devicePricingUpdated: 'Device pricing updated!',
  devicePricingDeleted: 'Device pricing deleted!',
  addOnCreated: 'Add-on created!',
  addOnUpdated: 'Add-on updated!',
  addOnDeleted: 'Add-on deleted!',
  addOnDeactivated: 'Add-on deactivated!',
  addOnPopular: 'Add-on marked as popular!',
} as const;
