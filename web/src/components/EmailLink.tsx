import { Link, type LinkProps } from '@mui/material';

/**
 * A mailto link that never breaks inside a word: on a narrow screen the address may only wrap before
 * the "@" (support / @deviceprotect.example), never mid-word as overflow-wrap: anywhere would.
 */
export function EmailLink({ address, color }: { address: string; color?: LinkProps['color'] }) {
  return (
    <Link
      href={`mailto:${address}`}
      color={color}
      sx={{ wordBreak: 'keep-all', overflowWrap: 'normal' }}
    >
      <EmailText address={address} />
    </Link>
  );
}

/**
 * An address whose only break opportunity is before the "@". Its parent keeps words whole
 * (overflow-wrap: normal or break-word), so a table column is sized to the longer half, not one letter.
 */
export function EmailText({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
