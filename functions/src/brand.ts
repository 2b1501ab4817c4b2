// The web theme's primitives (web/src/app/theme.ts) that the customer's PDFs and e-mails are drawn in: ink,
// soft ink, brand blue, its tint, the divider, the page's surface, and the warning and error tones.
export const BRAND_COLORS = {
  ink: '#14213d',
  inkSoft: '#46516a',
  brand: '#0b4f9c',
  brandTint: '#e8f1fb',
  divider: '#d7dde8',
  surface: '#f6f8fb',
  warning: '#8a5300',
  error: '#b3261e',
} as const;
