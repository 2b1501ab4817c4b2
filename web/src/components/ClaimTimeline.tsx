// A claim's timeline for its owner (issue 24): filed, then each decision with its date, the reason in plain
// words (rejections) and the reviewer's note. The steps come built from the api (domain claimTimeline).
import { Box, Typography } from '@mui/material';
import type { ClaimTimelineStep } from '@protect/domain';
import { formatDay } from '../lib/dates';

/** The dot's colour: a rejection reads red, an approval or repair green, the rest the brand colour. */
const DOT_COLOR: Partial<Record<ClaimTimelineStep['step'], string>> = {
  rejected: 'error.main',
  approved: 'success.main',
  completed: 'success.main',
};

export function ClaimTimeline({
  steps,
  claimNumber,
}: {
  steps: ClaimTimelineStep[];
  claimNumber: string;
}) {
  if (steps.length === 0) return null;
  const now = new Date();
  return (
    <Box
      component="ol"
      aria-label={`Timeline of claim ${claimNumber}`}
      data-testid="claim-timeline"
      sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 0.75 }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={`${step.step}-${step.at}-${index}`}
          data-testid="claim-timeline-step"
          // overflow-wrap is inherited: a long word in a note wraps instead of widening the page.
          sx={{
            position: 'relative',
            pl: 2,
            pb: index === steps.length - 1 ? 0 : 1.5,
            overflowWrap: 'anywhere',
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: -7,
              top: 6,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: DOT_COLOR[step.step] ?? 'primary.main',
            }}
          />
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {step.label}
            </Box>{' '}
            <Box component="time" dateTime={step.at} sx={{ color: 'text.secondary' }}>
              {formatDay(new Date(step.at), now)}
            </Box>
          </Typography>
          {step.reason ? (
            <Typography variant="body2" data-testid="claim-timeline-reason">
              Reason: {step.reason}
            </Typography>
          ) : null}
          {step.note ? (
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ whiteSpace: 'pre-wrap' }}
              data-testid="claim-timeline-note"
            >
              {/* An appeal's step carries the customer's own words, not a reviewer's note. */}
              {step.step === 'appealed' ? 'Your appeal' : 'Note'}: {step.note}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
