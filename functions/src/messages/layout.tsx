// The look every e-mail shares, in the site's colours: the company's band, the heading and greeting, the
// message's own blocks, and the company's contact at the foot. Layout only: every word comes from the
// domain's content (domain/src/message-content.ts). Inline styles and tables (React Email's components),
// because mail clients ignore style sheets and most of CSS layout.
import type { ReactNode } from 'react';
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { DOCUMENT_ISSUER, type DocumentLine, type MessageContent } from '@protect/domain';
import { BRAND_COLORS as colors } from '../brand';

/** What every template is given. */
export interface TemplateProps {
  content: MessageContent;
}

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const text = { fontSize: '15px', lineHeight: '24px', color: colors.ink, margin: '0 0 12px' };

export function MessageLayout({ content, children }: TemplateProps & { children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: colors.surface, fontFamily: font, margin: 0 }}>
        <Container style={{ maxWidth: '600px', backgroundColor: '#ffffff' }}>
          <Section style={{ backgroundColor: colors.brand, padding: '20px 32px' }}>
            <Text style={{ ...text, color: '#ffffff', fontSize: '20px', fontWeight: 700 }}>
              {DOCUMENT_ISSUER.name}
            </Text>
          </Section>
          <Section style={{ padding: '24px 32px 8px' }}>
            <Heading as="h1" style={{ fontSize: '22px', color: colors.ink, margin: '0 0 16px' }}>
              {content.heading}
            </Heading>
            <Text style={text}>{content.greeting}</Text>
            {children}
          </Section>
          <Section style={{ padding: '0 32px' }}>
            <Hr style={{ borderColor: colors.divider, margin: '8px 0' }} />
            <Text style={{ ...text, fontSize: '12px', color: colors.inkSoft }}>
              {content.signature}
              <br />
              {DOCUMENT_ISSUER.address}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

type CalloutTone = 'brand' | 'warning' | 'error';

/** The message's sentences, one paragraph each, or each its own callout when a tone is given. */
export function Paragraphs({ lines, tone }: { lines: readonly string[]; tone?: CalloutTone }) {
  return (
    <>
      {lines.map((line) =>
        tone ? (
          <Callout tone={tone} key={line}>
            {line}
          </Callout>
        ) : (
          <Text style={text} key={line}>
            {line}
          </Text>
        ),
      )}
    </>
  );
}

/** Label and value rows on the brand's tint: the facts a customer keeps the message for. */
export function Facts({ lines }: { lines: readonly DocumentLine[] }) {
  return (
    <Section
      style={{ backgroundColor: colors.brandTint, borderRadius: '8px', padding: '8px 16px' }}
    >
      {lines.map((line, index) => (
        <Row key={`${line.label}-${index}`}>
          <Column style={{ ...text, width: '45%', color: colors.inkSoft, margin: '4px 0' }}>
            {line.label}
          </Column>
          <Column style={{ ...text, fontWeight: 600, margin: '4px 0' }}>{line.value}</Column>
        </Row>
      ))}
    </Section>
  );
}

/** One fact set large (the amount paid or due), in the tone of what it means. */
export function Highlight({
  line,
  tone = 'brand',
}: {
  line: DocumentLine | undefined;
  tone?: 'brand' | 'warning' | 'error';
}) {
  if (!line) return null;
  return (
    <Text style={{ ...text, fontSize: '18px', color: colors[tone], fontWeight: 700 }}>
      {line.label}: {line.value}
    </Text>
  );
}

/** What the customer does next, as a list. */
export function NextSteps({ steps }: { steps: readonly string[] }) {
  if (steps.length === 0) return null;
  return (
    <Section style={{ marginTop: '16px' }}>
      <Text style={{ ...text, fontWeight: 700 }}>What happens next</Text>
      {steps.map((step) => (
        <Text style={{ ...text, paddingLeft: '12px' }} key={step}>
          • {step}
        </Text>
      ))}
    </Section>
  );
}

/** The message's button to the site. */
export function Action({ action }: Pick<MessageContent, 'action'>) {
  if (!action) return null;
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={action.url}
        style={{
          backgroundColor: colors.brand,
          color: '#ffffff',
          borderRadius: '8px',
          padding: '12px 20px',
          fontWeight: 600,
          fontSize: '15px',
        }}
      >
        {action.label}
      </Button>
    </Section>
  );
}

/** A note set apart on a coloured edge: an attachment to keep, or a deadline. */
export function Callout({ tone, children }: { tone: CalloutTone; children: ReactNode }) {
  return (
    <Text
      style={{
        ...text,
        borderLeft: `4px solid ${colors[tone]}`,
        padding: '8px 12px',
        backgroundColor: colors.surface,
      }}
    >
      {children}
    </Text>
  );
}

/** One of the content's facts by its label, to set it apart (Highlight). */
export function factOf(content: MessageContent, label: string): DocumentLine | undefined {
  return content.facts.find((line) => line.label === label);
}
