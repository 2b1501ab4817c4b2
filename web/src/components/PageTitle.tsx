import { site } from '../config/site';

/** The browser tab title "<Page> | DeviceProtect" (React 19 hoists <title> into the head). */
export function PageTitle({ page }: { page: string }) {
  return <title>{`${page} | ${site.name}`}</title>;
}
