// 'Your Claims' (spec 02 section 2): brand and model, claim type, incident date, the status badge a
// customer sees, description, claim number and the photos, shown from the api's files with the bearer token.
// The reviewer's note (written when a claim is approved or rejected) is shown, so the customer reads why,
// and the claim's timeline: filed, then each decision with its date, reason and note.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Skeleton } from './Skeleton';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import type { ReactNode } from 'react';
import {
  type ClaimWire,
  claimNumber,
  deductibleStateText,
  claimPhotoAddress,
  claimPhotoRefs,
  claimTypeLabel,
  customerClaimStatus,
} from '@protect/domain';
import { useAuthorizedImage } from '../hooks/use-authorized-image';
import { ClaimTimeline } from './ClaimTimeline';
import { StatusBadge } from './StatusBadge';
import { calendarDayLabel } from '../lib/dates';
import { HeadingRow } from './HeadingRow';
import { PlainList } from './PlainList';

function ClaimPhotoThumb({ address, alt }: { address: string; alt: string }) {
  const image = useAuthorizedImage(address);
  const box = { width: 72, height: 72, borderRadius: 1, flexShrink: 0 } as const;
  if (image.status === 'loading')
    return <Skeleton variant="rectangular" sx={box} role="img" aria-label={`Loading ${alt}`} />;
  if (image.status === 'error')
    return (
      <Box
        role="img"
        aria-label={`${alt} (unavailable)`}
        sx={{
          ...box,
          bgcolor: 'background.default',
          color: 'text.secondary',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <BrokenImageIcon />
      </Box>
    );
  return (
    <Box
      component="img"
      src={image.src}
      alt={alt}
      data-testid="claim-photo"
      sx={{ ...box, objectFit: 'cover', border: 1, borderColor: 'divider' }}
    />
  );
}

function ClaimItem({ claim, actions }: { claim: ClaimWire; actions: ReactNode }) {
  const deductible = deductibleStateText(claim.deductible);
  const status = customerClaimStatus(claim.status);
  const number = claimNumber(claim);
  // The photos filed with the claim, then those its appeal added.
  const photos = claimPhotoRefs([...claim.photo_urls, ...(claim.appeal?.photo_urls ?? [])]).map(
    (ref) => claimPhotoAddress(ref, window.location.origin),
  );
  return (
    <Card component="li" variant="outlined" data-testid="claim-item">
      <CardContent>
        <HeadingRow gap={2}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h3">
              {claim.brand} {claim.model}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {number}
            </Typography>
          </Box>
          <StatusBadge of="claim" status={status} />
        </HeadingRow>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            my: 1.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0 },
          }}
        >
          <dt>Claim type</dt>
          <Box component="dd" sx={{ textTransform: 'capitalize' }} data-testid="claim-type">
            {claimTypeLabel(claim.claim_type)}
          </Box>
          <dt>Incident date</dt>
          <dd>{calendarDayLabel(claim.incident_date)}</dd>
          {deductible ? (
            <>
              <dt>Deductible</dt>
              <Box
                component="dd"
                data-testid="claim-deductible"
                sx={claim.deductible_due ? { color: 'warning.dark', fontWeight: 600 } : undefined}
              >
                {deductible}
                {claim.deductible_due ? ': to be paid before the repair' : null}
              </Box>
            </>
          ) : null}
          {claim.notes ? (
            <>
              <dt>Note from our team</dt>
              <Box
                component="dd"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="claim-note"
              >
                {claim.notes}
              </Box>
            </>
          ) : null}
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {claim.description}
        </Typography>
        {photos.length > 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
            {photos.map((address, index) => (
              <ClaimPhotoThumb
                key={address}
                address={address}
                alt={`Photo ${index + 1} of claim ${number}`}
              />
            ))}
          </Stack>
        ) : null}
        {claim.timeline.length > 0 ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="h5" component="h4" sx={{ mb: 1 }}>
              Timeline
            </Typography>
            <ClaimTimeline steps={claim.timeline} claimNumber={number} />
          </Box>
        ) : null}
        {actions ? <Box sx={{ mt: 2 }}>{actions}</Box> : null}
      </CardContent>
    </Card>
  );
}

export function ClaimsList<Claim extends ClaimWire>({
  claims,
  actionsFor,
}: {
  claims: Claim[];
  /** What a claim offers its owner (the claims page: 'Pay deductible'); nothing when not given. */
  actionsFor?: (claim: Claim) => ReactNode;
}) {
  return (
    <PlainList spacing={2} aria-label="Your claims">
      {claims.map((claim) => (
        <ClaimItem key={claim.id} claim={claim} actions={actionsFor?.(claim) ?? null} />
      ))}
    </PlainList>
  );
}
