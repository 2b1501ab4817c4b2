// The local stack's mail catcher, MailDev 3, read over its REST api (node_modules/@maildev/api/dist/server.js):
// the launcher waits for it to answer, and the api and browser tests read what the sender delivered
// (functions/test directly, e2e through src/public.ts). The address is the stack's MAILDEV_URL
// (emulators/launcher.ts); nothing here sends mail.

/** An address as MailDev parsed it from a header. */
export interface InboxAddress {
  address: string;
  name?: string;
}

export interface InboxAttachment {
  filename: string;
  /** The name MailDev stored it under: the one its attachment route takes. */
  generatedFileName: string;
  contentType: string;
  size?: number;
}

/** One received message (MailDev's Email, the fields the tests read). */
export interface InboxMessage {
  id: string;
  /** When MailDev received it (ISO). */
  time: string;
  subject: string;
  from: InboxAddress[];
  to: InboxAddress[];
  html?: string;
  text?: string;
  /** Lower-case header names; `message-id` is `<outbox id@domain>` (adapters/mail-transport.ts). */
  headers: Record<string, string | string[]>;
  attachments: InboxAttachment[];
}

/** @internal For the tests: the product never reads an inbox. */
export function mailDevInbox(baseUrl: string) {
  const api = `${baseUrl.replace(/\/$/, '')}/api`;
  async function call(path: string, init?: RequestInit): Promise<Response> {
    const res = await fetch(`${api}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`MailDev ${init?.method ?? 'GET'} ${path}: HTTP ${res.status}`);
    return res;
  }
  /** Every message to `address` (MailDev filters on `to.address`), oldest first. */
  async function messagesTo(address: string): Promise<InboxMessage[]> {
    const res = await call(`/email?${new URLSearchParams({ 'to.address': address })}`);
    return (await res.json()) as InboxMessage[];
  }

  return {
    /** Whether MailDev answers (its health route). */
    async isUp(): Promise<boolean> {
      try {
        await call('/healthz');
        return true;
      } catch {
        return false;
      }
    },

    messagesTo,

    /**
     * Waits until at least `count` messages to `address` arrived (the sender works in the background), then
     * answers them all, so a test can also see that no more came than it expects.
     */
    async waitForMessagesTo(address: string, count = 1, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const messages = await messagesTo(address);
        if (messages.length >= count) return messages;
        if (Date.now() > deadline)
          throw new Error(
            `${messages.length} of ${count} messages to ${address} arrived in MailDev`,
          );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },

    async message(id: string): Promise<InboxMessage> {
      return (await (await call(`/email/${encodeURIComponent(id)}`)).json()) as InboxMessage;
    },

    /** An attachment's bytes, by the name MailDev stored it under. */
    async attachment(messageId: string, attachment: InboxAttachment): Promise<Uint8Array> {
      const res = await call(
        `/email/${encodeURIComponent(messageId)}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
      );
      return new Uint8Array(await res.arrayBuffer());
    },

    /** Empties the inbox. Shared by every test of a stack: prefer reading by each test's own address. */
    async deleteAll(): Promise<void> {
      await call('/email/all', { method: 'DELETE' });
    },
  };
}
