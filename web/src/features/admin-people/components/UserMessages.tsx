// The user page's Messages (issue 24): every e-mail the outbox holds for this customer, newest first, with
// its delivery (queued, sending, delivered, retrying, failed) with the last error, its tries, and a Resend
// button. Loaded on its own, so a slow or failed list never holds up the rest of the page.
import { Button, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { type AdminMessageWire, mailDeliveryLabel, messageKindLabel } from '@protect/domain';
import { DataTable } from '../../../components/DataTable';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { RetryAlert } from '../../../components/RetryAlert';
import { StatusBadge } from '../../../components/StatusBadge';
import { useAdminUserMessages, useResendMessage } from '../api/admin-user-messages';
import { Section } from './UserDetailSections';

// One formatter for the list: toLocaleString with options would build one per row.
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeOf = (iso: string) => DATE_TIME.format(new Date(iso));

export function UserMessages({ uid }: { uid: string }) {
  const messages = useAdminUserMessages(uid);
  const resend = useResendMessage(uid);
  const rows = messages.data ?? [];
  return (
    <Section title="Messages" count={rows.length}>
      {messages.isPending ? (
        <LoadingStatus label="Loading messages..." />
      ) : messages.isError ? (
        <RetryAlert onRetry={() => void messages.refetch()}>Failed to load the messages</RetryAlert>
      ) : (
        <DataTable<AdminMessageWire>
          label="Messages"
          minWidth={880}
          // A long address or subject breaks over lines rather than pushing Resend out of a laptop's view.
          wrap
          columns={[
            { header: 'Sent', cell: (message) => dateTimeOf(message.created_at) },
            {
              header: 'Message',
              // The subject under the kind, so that the row fits a laptop's width with its Resend.
              cell: (message) => (
                <>
                  {messageKindLabel(message.kind)}
                  <Typography variant="body2" color="textSecondary">
                    {message.subject}
                  </Typography>
                </>
              ),
            },
            { header: 'To', cell: (message) => message.to },
            {
              header: 'Delivery',
              // The last error under its state, cut to the column (the whole of it on hover).
              cell: (message) => (
                <>
                  <StatusBadge
                    of="mail"
                    status={mailDeliveryLabel(message)}
                    testId="admin-user-message-state"
                  />
                  {message.last_error && (
                    <Typography
                      variant="body2"
                      color="textSecondary"
                      title={message.last_error}
                      data-testid="admin-user-message-error"
                      sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}
                    >
                      {message.last_error}
                    </Typography>
                  )}
                </>
              ),
            },
            { header: 'Tries', align: 'right', cell: (message) => message.attempts },
            {
              header: 'Actions',
              align: 'right',
              cell: (message) => (
                <Button
                  size="small"
                  startIcon={<SendIcon aria-hidden />}
                  loading={resend.isPending && resend.variables === message.id}
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(message.id)}
                  aria-label={`Resend ${messageKindLabel(message.kind)} sent ${dateTimeOf(message.created_at)}`}
                >
                  Resend
                </Button>
              ),
            },
          ]}
          rows={rows}
          rowKey={(message) => message.id}
          rowData={(message) => ({
            'data-testid': 'admin-user-message',
            'data-message-id': message.id,
          })}
          empty="No messages sent."
        />
      )}
    </Section>
  );
}
