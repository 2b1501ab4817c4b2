import { Link, type LinkProps } from '@mui/material';

/**
 * A mailto link that never breaks inside a word: on a narrow screen the address may only wrap before
 * the "@" (support / @deviceprotect.example), never mid-word as overflow-wrap: anywhere would.
 */
export function EmailLink({ address, color }: { address: string; color?: LinkProps['color'] }) {
  const at = address.indexOf('@');
  return (
    <Link href={`mailto:${address}`} color={color} sx={{ wordBreak: 'keep-all', overflowWrap: 'normal' }}>
      {at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </Link>
  );
}
