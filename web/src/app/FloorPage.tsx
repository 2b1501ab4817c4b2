import { PageTitle } from '../components/PageTitle';

/**
 * The floor of `npm run bench:web`: the layout (theme, header, footer) with an empty page, prerendered and
 * hydrated like the public pages, so every page's figures can be read against what the shell alone costs.
 * Not linked from anywhere; Hosting sends it with `X-Robots-Tag: noindex` (firebase.json).
 */
export default function FloorPage() {
  return <PageTitle page="Floor" />;
}
