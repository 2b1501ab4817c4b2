import { PageTitle } from '../components/PageTitle';

/**
 * The floor of `npm run bench:web`: the layout (theme, header, footer) with an empty page, prerendered and
 * hydrated like the public pages, so every page's figures can be read against what the shell alone costs.
 * At /_floor/signed-in the same page sits behind the session check (router.tsx), loaded as a signed-in page
 * is: the app shell, the Auth SDK and the restored session, so the signed-in pages have their own floor.
 * Not linked from anywhere; Hosting sends both with `X-Robots-Tag: noindex` (firebase.json).
 */
export default function FloorPage() {
  return <PageTitle page="Floor" />;
}
