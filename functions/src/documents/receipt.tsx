// A receipt's (or a refund's credit note's) layout: who paid, the facts of the payment and the amount.
import { Text, View } from '@react-pdf/renderer';
import type { ReceiptContent } from '@protect/domain';
import { DocumentPages, Lines, Person, Section, documentStyles as styles } from './layout';

export function ReceiptPdf({ content }: { content: ReceiptContent }) {
  return (
    <DocumentPages document={content}>
      <Section title="Customer">
        <Person name={content.billedTo.name} email={content.billedTo.email} />
      </Section>
      <Section title="Payment">
        <Lines lines={content.lines} />
      </Section>
      <View style={[styles.line, styles.callout]}>
        <Text style={[styles.label, styles.strong]}>{content.total.label}</Text>
        <Text style={[styles.value, styles.strong]}>{content.total.value}</Text>
      </View>
      <Text>{content.note}</Text>
    </DocumentPages>
  );
}
