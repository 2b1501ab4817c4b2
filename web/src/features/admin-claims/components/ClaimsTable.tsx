// The claims of /admin/claims: a table from the md breakpoint, one card per claim on narrow screens (the
// eight columns do not fit a phone). Each row has its photos button and its status actions.
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  Link,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import {
  type AdminClaimWire,
  type ClaimStatus,
  claimNumber,
  claimPhotoRefs,
  claimTypeLabel,
} from '@protect/domain';
import { EmailText } from '../../../components/EmailLink';
import { paths } from '../../../config/paths';
import { ClaimActionButtons } from './ClaimActionButtons';
import { ClaimDeductibleState } from './ClaimDeductibleState';
import { ClaimStatusChip } from '../../../components/StatusChip';
import { JudgedByFact, PlanChangeFlag, judgedByText } from './PlanChangeFlag';

export interface ClaimsTableProps {
  claims: AdminClaimWire[];
  /** The claim whose change is on its way (its buttons wait). */
  busyId: string | null;
  onAction: (claim: AdminClaimWire, to: ClaimStatus) => void;
  onPhotos: (claim: AdminClaimWire) => void;
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString();

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
}: { claim: AdminClaimWire } & Omit<ClaimsTableProps, 'claims'>) {
  return (
    <Card component="li" variant="outlined" data-testid="admin-claim-row" data-claim-id={claim.id}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            alignItems: 'flex-start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <ClaimNumberLink claim={claim} />
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {dateOf(claim.created_at)}
            </Typography>
          </Box>
          <ClaimStatusChip status={claim.status} />
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            my: 1.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>Customer</dt>
          <dd>
            {claim.user_name}
            <br />
            {claim.user_email}
          </dd>
          <dt>Device</dt>
          <dd>
            {claim.brand} {claim.model}
          </dd>
          <dt>Type</dt>
          <Box component="dd" sx={{ textTransform: 'capitalize' }}>
            {claimTypeLabel(claim.claim_type)}
          </Box>
          <JudgedByFact claim={claim} />
          {claim.deductible ? (
            <>
              <dt>Deductible</dt>
              <dd>
                <ClaimDeductibleState claim={claim} />
              </dd>
            </>
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

export function ClaimsTable({ claims, busyId, onAction, onPhotos }: ClaimsTableProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  if (!wide)
    return (
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Claims">
        {claims.map((claim) => (
          <ClaimCard
            key={claim.id}
            claim={claim}
            busyId={busyId}
            onAction={onAction}
            onPhotos={onPhotos}
          />
        ))}
      </Stack>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Claims">
        <TableHead>
          <TableRow>
            <TableCell>Claim #</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Device</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Photos</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {claims.map((claim) => (
            <TableRow key={claim.id} data-testid="admin-claim-row" data-claim-id={claim.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ClaimNumberLink claim={claim} />
              </TableCell>
              <TableCell sx={{ maxWidth: 240, overflowWrap: 'break-word' }}>
                {claim.user_name}
                <Typography variant="body2" color="textSecondary">
                  <EmailText address={claim.user_email} />
                </Typography>
              </TableCell>
              <TableCell>
                {claim.brand} {claim.model}
              </TableCell>
              <TableCell>
                <Box component="span" sx={{ textTransform: 'capitalize' }}>
                  {claimTypeLabel(claim.claim_type)}
                </Box>
                <Typography variant="body2" color="textSecondary">
                  {judgedByText(claim)}
                </Typography>
                <PlanChangeFlag claim={claim} />
              </TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <ClaimStatusChip status={claim.status} />
                  <ClaimDeductibleState claim={claim} />
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateOf(claim.created_at)}</TableCell>
              <TableCell>
                <PhotosButton claim={claim} onPhotos={() => onPhotos(claim)} />
              </TableCell>
              <TableCell>
                <ClaimActionButtons
                  claim={claim}
                  busy={busyId === claim.id}
                  onAction={(to) => onAction(claim, to)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
