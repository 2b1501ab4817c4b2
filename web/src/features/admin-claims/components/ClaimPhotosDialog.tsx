// 'Claim Photos' (spec 02 section 2): a grid of the claim's photos, each fetched from /api/files with the
// admin's token, with the spec's placeholders for a claim without photos and for an image that fails.
import { Box, DialogContent, Typography } from '@mui/material';
import { Skeleton } from '../../../components/Skeleton';
import { DetailsDialog } from '../../../components/admin/DetailsDialog';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import {
  type AdminClaimWire,
  EMPTY_LIST_MESSAGES,
  claimNumber,
  claimPhotoAddress,
  claimPhotoRefs,
  isInvalidPhotoPath,
} from '@protect/domain';
import { useAuthorizedImage } from '../../../hooks/use-authorized-image';

/** The addresses of a claim's photos, as the customer's list reads them; null for an invalid path. */
export function claimPhotoAddresses(claim: Pick<AdminClaimWire, 'photo_urls'>): (string | null)[] {
  return claimPhotoRefs(claim.photo_urls).map((ref) =>
    isInvalidPhotoPath(ref) ? null : claimPhotoAddress(ref, window.location.origin),
  );
}

const tile = { width: '100%', aspectRatio: '1', borderRadius: 1 } as const;

/** The spec's placeholder for a photo that cannot be shown, saying why. */
function UnavailablePhoto({ alt, why }: { alt: string; why: string }) {
  return (
    <Box
      role="img"
      aria-label={`${alt}: Image unavailable, ${why}`}
      sx={{
        ...tile,
        bgcolor: 'background.default',
        color: 'text.secondary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 1,
      }}
    >
      <BrokenImageIcon aria-hidden />
      <Typography variant="body2">Image unavailable</Typography>
      <Typography variant="caption">{why}</Typography>
    </Box>
  );
}

function ClaimPhoto({ address, alt }: { address: string; alt: string }) {
  const image = useAuthorizedImage(address);
  if (image.status === 'loading')
    return <Skeleton variant="rectangular" sx={tile} role="img" aria-label={`Loading ${alt}`} />;
  if (image.status === 'error')
    return (
      <UnavailablePhoto
        alt={alt}
        why={image.reason === 'no data' ? '(No data)' : '(Failed to load)'}
      />
    );
  return (
    <Box
      component="a"
      href={image.src}
      target="_blank"
      rel="noreferrer"
      sx={{ display: 'block' }}
      aria-label={`Open ${alt}`}
    >
      <Box
        component="img"
        src={image.src}
        alt={alt}
        data-testid="admin-claim-photo"
        sx={{ ...tile, objectFit: 'cover', border: 1, borderColor: 'divider', display: 'block' }}
      />
    </Box>
  );
}

export function ClaimPhotosDialog({
  claim,
  onClose,
}: {
  claim: Omit<AdminClaimWire, 'estimated_repair_cost'> | null;
  onClose: () => void;
}) {
  const addresses = claim ? claimPhotoAddresses(claim) : [];
  const number = claim ? claimNumber(claim) : '';
  return (
    <DetailsDialog open={claim !== null} onClose={onClose} title="Claim Photos">
      <DialogContent>
        {claim ? (
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {number} · {claim.user_name}
          </Typography>
        ) : null}
        {addresses.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }} data-testid="admin-claim-no-photos">
            {EMPTY_LIST_MESSAGES.claimPhotos}
          </Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
              gap: 2,
            }}
          >
            {addresses.map((address, index) => {
              const alt = `Photo ${index + 1} of claim ${number}`;
              return address === null ? (
                <UnavailablePhoto key={`invalid-${index}`} alt={alt} why="Invalid path" />
              ) : (
                <ClaimPhoto key={address} address={address} alt={alt} />
              );
            })}
          </Box>
        )}
      </DialogContent>
    </DetailsDialog>
  );
}
