// An image address an <img> can show: the api's own files (/api/files/...) are fetched with the bearer
// token into an object URL, revoked when the address changes or the component goes; others are used as is.
import { useEffect, useState } from 'react';
import { fetchAuthorizedBlob, needsAuthorization } from '../lib/authorized-file';

export type AuthorizedImage =
  | { status: 'loading'; src: null }
  | { status: 'ready'; src: string }
  | { status: 'error'; src: null; reason: 'failed' | 'no data' };

export function useAuthorizedImage(address: string): AuthorizedImage {
  const direct = !needsAuthorization(address);
  const [loaded, setLoaded] = useState<{ address: string; image: AuthorizedImage } | null>(null);

  useEffect(() => {
    if (direct) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchAuthorizedBlob(address, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        if (blob.size === 0) {
          setLoaded({ address, image: { status: 'error', src: null, reason: 'no data' } });
          return;
        }
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ address, image: { status: 'ready', src: objectUrl } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading an image failed', error);
        setLoaded({ address, image: { status: 'error', src: null, reason: 'failed' } });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [address, direct]);

  if (direct) return { status: 'ready', src: address };
  if (loaded?.address === address) return loaded.image;
  return { status: 'loading', src: null };
}
