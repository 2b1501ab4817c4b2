// POST /api/contact: beyond the spec (which only simulates sending), the message is stored so it is not lost.
import { useMutation } from '@tanstack/react-query';
import { CONTACT_MESSAGES, type ContactForm } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';

export function sendContactMessage(
  form: ContactForm,
): Promise<{ success: true; message?: string }> {
  return apiFetch('/api/contact', { method: 'POST', body: form, anonymous: true });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: sendContactMessage,
    meta: { errorMessage: CONTACT_MESSAGES.failed },
  });
}
