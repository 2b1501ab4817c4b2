// Step 2: the quote, every field spec 01 section 2 lists, with Modify Quote and Save Quote & Continue.
import { Box, Button, Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import { formatCents, formatDeductible } from '@protect/domain';
import { FeatureList } from '../../../components/FeatureList';
import type { StoredQuote } from '../utils/current-quote';

/** Label and value pairs, the values set right (the quote's figures line up). */
function SummaryList({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="textSecondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function QuoteSummary({
  quote,
  saving,
  onModify,
  onSave,
}: {
  quote: StoredQuote;
  saving: boolean;
  onModify: () => void;
  onSave: () => void;
}) {
  const rows: Array<[string, string]> = [
    ['Device', `${quote.deviceBrand} ${quote.deviceModel}`.trim()],
    ['Device value', formatCents(quote.deviceValueCents)],
    ['IMEI / serial number', quote.imei || 'Not provided'],
    ['Plan', quote.planName],
    ['Monthly price', formatCents(quote.monthlyPriceCents)],
    ['Annual price', formatCents(quote.yearlyPriceCents)],
    // A plan with no yearly discount has nothing to show here, and "$0.00 saved" reads as a fault.
    ...(quote.savingsPerYearCents > 0
      ? [['Savings per year', formatCents(quote.savingsPerYearCents)] as [string, string]]
      : []),
  ];
  return (
    <Card component="section" aria-labelledby="quote-summary-title" data-testid="quote-summary">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h2" id="quote-summary-title" sx={{ fontSize: '1.5rem', mb: 3 }}>
          Your Quote
        </Typography>
        <Box sx={{ bgcolor: 'primary.light', borderRadius: 2, p: 3, mb: 3, textAlign: 'center' }}>
          <Typography color="textSecondary">Monthly price</Typography>
          <Typography
            sx={{ fontSize: '2.5rem', fontWeight: 800, color: 'primary.dark' }}
            data-testid="quote-monthly-price"
          >
            {formatCents(quote.monthlyPriceCents)}
          </Typography>
          <Typography color="textSecondary">
            {formatCents(quote.yearlyPriceCents)} per year
          </Typography>
        </Box>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SummaryList rows={rows} />
            <Divider sx={{ my: 2 }} />
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              Deductibles
            </Typography>
            <SummaryList
              rows={[
                ['Screen repair', formatDeductible(quote.deductibles.screen)],
                ['Back glass', formatDeductible(quote.deductibles.backGlass)],
                ['Theft', formatDeductible(quote.deductibles.theft)],
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              Included features
            </Typography>
            <FeatureList features={quote.planFeatures} />
          </Grid>
        </Grid>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'flex-end' }}
        >
          <Button variant="outlined" size="large" onClick={onModify} disabled={saving}>
            Modify Quote
          </Button>
          <Button variant="contained" size="large" onClick={onSave} disabled={saving}>
            {saving ? 'Saving...' : 'Save Quote & Continue'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
