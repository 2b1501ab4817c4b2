// POST /api/uploads/device-images (multipart: deviceFrontImage, deviceBackImage) -> DeviceImagesAnswer:
// the stored photos' addresses, which the registration then carries.
import type { DeviceImagesAnswer } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';

export interface DeviceImageUrls {
  front: string | null;
  back: string | null;
}

export const NO_IMAGE_URLS: DeviceImageUrls = { front: null, back: null };

/** Uploads the chosen photos. A failure gives no addresses: the photos are optional (spec 02 section 7). */
export async function uploadDeviceImages(
  front: File | null,
  back: File | null,
): Promise<DeviceImageUrls> {
  if (!front && !back) return NO_IMAGE_URLS;
  const form = new FormData();
  if (front) form.append('deviceFrontImage', front);
  if (back) form.append('deviceBackImage', back);
  try {
    const answer = await apiFetch<DeviceImagesAnswer>('/api/uploads/device-images', {
      method: 'POST',
      body: form,
    });
    return { front: answer.frontImageUrl, back: answer.backImageUrl };
  } catch (error) {
    console.warn('Uploading the device photos failed; registering without them', error);
    return NO_IMAGE_URLS;
  }
}
