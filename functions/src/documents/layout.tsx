// The look the customer's PDFs share: the site's colours and a page with the company's band at the top, the
// document's title and number, and the company's contact at the foot. Layout only: every word comes from
// the domain's content (domain/src/documents.ts). Helvetica is one of the PDF's built-in fonts, so no font
// file ships with the function.
import type { ReactNode } from 'react';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { DOCUMENT_ISSUER, DocumentLine } from '@protect/domain';
import { BRAND_COLORS } from '../brand';

const colors = BRAND_COLORS;

const PAGE_MARGIN = 36;

const styles = StyleSheet.create({
  // Every page's margins: the band sits in the first page's top margin, continued pages start below it.
  page: {
    fontFamily: 'Helvetica',
    fontSize: 10,
    color: colors.ink,
    paddingTop: PAGE_MARGIN,
    paddingBottom: 56,
  },
  band: {
    marginTop: -PAGE_MARGIN,
    backgroundColor: colors.brand,
    color: '#ffffff',
    paddingVertical: 18,
    paddingHorizontal: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
  },
  company: { fontFamily: 'Helvetica-Bold', fontSize: 18 },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 14, textAlign: 'right' },
  bandLine: { fontSize: 9, textAlign: 'right' },
  body: { paddingHorizontal: 40, paddingTop: 18 },
  section: { marginBottom: 14 },
  sectionTitle: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 11,
    color: colors.brand,
    borderBottomWidth: 1,
    borderBottomColor: colors.divider,
    paddingBottom: 3,
    marginBottom: 6,
  },
  line: { flexDirection: 'row', paddingVertical: 2.5 },
  label: { width: '38%', color: colors.inkSoft },
  value: { width: '62%' },
  strong: { fontFamily: 'Helvetica-Bold' },
  callout: {
    backgroundColor: colors.brandTint,
    borderRadius: 6,
    padding: 10,
    marginBottom: 16,
  },
  bullet: { flexDirection: 'row', marginBottom: 5 },
  bulletMark: { width: 12, color: colors.brand },
  bulletText: { flex: 1 },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 40,
    right: 40,
    borderTopWidth: 1,
    borderTopColor: colors.divider,
    paddingTop: 6,
    fontSize: 8,
    color: colors.inkSoft,
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

export { styles as documentStyles };

/** A Letter page (the product sells in the US) with the company's band, the title and the contact. */
export function DocumentPages({
  document: { issuer, title, number, issuedOn },
  children,
}: {
  /** The content's heading facts (both documents' content has them). */
  document: { issuer: typeof DOCUMENT_ISSUER; title: string; number: string; issuedOn: string };
  children: ReactNode;
}) {
  return (
    <Document
      title={`${title} ${number}`}
      author={issuer.name}
      creator={issuer.name}
      language="en-US"
    >
      <Page size="LETTER" style={styles.page}>
        <View style={styles.band}>
          <Text style={styles.company}>{issuer.name}</Text>
          <View>
            <Text style={styles.title}>{title}</Text>
            <Text style={styles.bandLine}>No. {number}</Text>
            <Text style={styles.bandLine}>Issued {issuedOn}</Text>
          </View>
        </View>
        <View style={styles.body}>{children}</View>
        <View style={styles.footer} fixed>
          <Text>
            {issuer.name} · {issuer.address}
          </Text>
          <Text
            render={({ pageNumber, totalPages }) =>
              `${issuer.email} · ${issuer.phone} · Page ${pageNumber} of ${totalPages}`
            }
          />
        </View>
      </Page>
    </Document>
  );
}

/** A titled block, kept on one page unless `breakable` (a long list may run onto the next). */
export function Section({
  title,
  breakable = false,
  children,
}: {
  title: string;
  breakable?: boolean;
  children: ReactNode;
}) {
  return (
    <View style={styles.section} {...(breakable ? {} : { wrap: false })}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {children}
    </View>
  );
}

/** Label and value rows. */
export function Lines({ lines }: { lines: readonly DocumentLine[] }) {
  return (
    <>
      {lines.map((line) => (
        <View style={styles.line} key={line.label}>
          <Text style={styles.label}>{line.label}</Text>
          <Text style={styles.value}>{line.value}</Text>
        </View>
      ))}
    </>
  );
}

/** A person's name over their e-mail. */
export function Person({ name, email }: { name: string; email: string }) {
  return (
    <>
      <Text style={styles.strong}>{name || email}</Text>
      {name ? <Text>{email}</Text> : null}
    </>
  );
}
