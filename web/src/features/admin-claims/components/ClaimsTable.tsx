// The claims of /admin/claims: a table from the md breakpoint, one card per claim on narrow screens (the
// eight columns do not fit a phone). Each row has its photos button and its status actions.
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, Link, CardContent, Stack, Typography, useTheme } from '@mui/material';
import { useMediaQuery } from '../../../hooks/use-media-query';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import {
  type AdminClaimWire,
  type ClaimStatus,
  claimNumber,
  claimPhotoRefs,
} from '@protect/domain';
import { EmailText } from '../../../components/EmailLink';
import { paths } from '../../../config/paths';
import { ClaimActionButtons } from './ClaimActionButtons';
import { ClaimDeductibleState, ClaimTypeText, DeductibleFact } from './ClaimDeductibleState';
import { StatusBadge } from '../../../components/StatusBadge';
import { HeadingRow } from '../../../components/HeadingRow';
import { CustomerFact } from '../../../components/admin/CustomerFact';
import { DataTable } from '../../../components/DataTable';
import { Fact, Facts } from '../../../components/Facts';
import { dateOf } from '../../../components/admin/AdminListParts';
import { JudgedByFact, PlanChangeFlag, judgedByText } from './PlanChangeFlag';
import { PlainList } from '../../../components/PlainList';
import { AppealSummary } from './AppealFacts';

export interface ClaimsTableProps {
  claims: AdminClaimWire[];
  /** The claim whose change is on its way (its buttons wait). */
  busyId: string | null;
  onAction: (claim: AdminClaimWire, to: ClaimStatus) => void;
  onPhotos: (claim: AdminClaimWire) => void;
  /** The appeals queue: each claim's original decision and appeal beside it. */
  appeals?: boolean;
}

/** The claim number, linking to the claim's review page (its details, photos and history). */
function ClaimNumberLink({ claim }: { claim: AdminClaimWire }) {
  return (
    <Link component={RouterLink} to={paths.admin.claimReview.getHref(claim.id)}>
      {claimNumber(claim)}
    </Link>
  );
}

function PhotosButton({ claim, onPhotos }: { claim: AdminClaimWire; onPhotos: () => void }) {
  const count = claimPhotoRefs(claim.photo_urls).length;
  if (count === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        No photos
      </Typography>
    );
  return (
    <Button
      size="small"
      startIcon={<PhotoLibraryIcon aria-hidden />}
      onClick={onPhotos}
      aria-label={`Photos of claim ${claimNumber(claim)} (${count})`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Photos ({count})
    </Button>
  );
}

function ClaimCard({
  claim,
  busyId,
  onAction,
  onPhotos,
  appeals,
}: { claim: AdminClaimWire } & Omit<ClaimsTableProps, 'claims'>) {
  return (
    <Card component="li" variant="outlined" data-testid="admin-claim-row" data-claim-id={claim.id}>
      <CardContent>
        <HeadingRow gap={1}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <ClaimNumberLink claim={claim} />
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {dateOf(claim.created_at)}
            </Typography>
          </Box>
          <StatusBadge of="claim" status={claim.status} testId="admin-claim-status" />
        </HeadingRow>
        <Box sx={{ my: 1.5 }}>
          <Facts>
            <CustomerFact name={claim.user_name} email={claim.user_email} />
            <Fact term="Device">
              {claim.brand} {claim.model}
            </Fact>
            <Fact term="Type">
              <ClaimTypeText claim={claim} />
            </Fact>
            <JudgedByFact claim={claim} />
            <DeductibleFact claim={claim} />
          </Facts>
          {appeals && claim.appeal ? (
            <Box sx={{ mt: 1.5 }}>
              <AppealSummary appeal={claim.appeal} />
            </Box>
          ) : null}
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <PhotosButton claim={claim} onPhotos={() => onPhotos(claim)} />
          <ClaimActionButtons
            claim={claim}
            busy={busyId === claim.id}
            onAction={(to) => onAction(claim, to)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

export function ClaimsTable({
  claims,
  busyId,
  onAction,
  onPhotos,
  appeals = false,
}: ClaimsTableProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  if (!wide)
    return (
      <PlainList spacing={2} aria-label={appeals ? 'Appeals' : 'Claims'}>
        {claims.map((claim) => (
          <ClaimCard
            key={claim.id}
            claim={claim}
            busyId={busyId}
            onAction={onAction}
            onPhotos={onPhotos}
            appeals={appeals}
          />
        ))}
      </PlainList>
    );
  const appealColumn = {
    header: 'Original decision and appeal',
    sx: { minWidth: 200, maxWidth: 280 },
    cell: (claim: AdminClaimWire) => (
      <>
        {claim.appeal ? <AppealSummary appeal={claim.appeal} /> : null}
        <Box sx={{ mt: 1 }}>
          <PhotosButton claim={claim} onPhotos={() => onPhotos(claim)} />
        </Box>
      </>
    ),
  };
  const photosColumn = {
    header: 'Photos',
    cell: (claim: AdminClaimWire) => (
      <PhotosButton claim={claim} onPhotos={() => onPhotos(claim)} />
    ),
  };
  return (
    <DataTable
      label={appeals ? 'Appeals' : 'Claims'}
      minWidth={0}
      wrap
      columns={[
        {
          header: 'Claim #',
          sx: { whiteSpace: 'nowrap' },
          cell: (claim) => <ClaimNumberLink claim={claim} />,
        },
        {
          header: 'Customer',
          sx: { maxWidth: 240, overflowWrap: 'break-word' },
          cell: (claim) => (
            <>
              {claim.user_name}
              <Typography variant="body2" color="textSecondary">
                <EmailText address={claim.user_email} />
              </Typography>
            </>
          ),
        },
        { header: 'Device', cell: (claim) => `${claim.brand} ${claim.model}` },
        {
          header: 'Type',
          cell: (claim) => (
            <>
              <ClaimTypeText claim={claim} />
              <Typography variant="body2" color="textSecondary">
                {judgedByText(claim)}
              </Typography>
              <PlanChangeFlag claim={claim} />
            </>
          ),
        },
        {
          header: 'Status',
          cell: (claim) => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <StatusBadge of="claim" status={claim.status} testId="admin-claim-status" />
              <ClaimDeductibleState claim={claim} />
            </Stack>
          ),
        },
        // An appeal's row gives the room of the filing date (its card still shows it) and of the photos
        // column (its button goes under the appeal) to the decision and the appeal, so that the actions
        // stay on screen at 1280 px.
        ...(appeals
          ? [appealColumn]
          : [
              {
                header: 'Date',
                sx: { whiteSpace: 'nowrap' },
                cell: (claim: AdminClaimWire) => dateOf(claim.created_at),
              },
              photosColumn,
            ]),
        {
          header: 'Actions',
          cell: (claim) => (
            <ClaimActionButtons
              claim={claim}
              busy={busyId === claim.id}
              onAction={(to) => onAction(claim, to)}
            />
          ),
        },
      ]}
      rows={claims}
      rowKey={(claim) => claim.id}
      rowData={(claim) => ({ 'data-testid': 'admin-claim-row', 'data-claim-id': claim.id })}
      empty="No claims found."
    />
  );
}
