// The policy certificate's layout: holder, cover (plan version, status, period, limits), the devices with
// their IMEIs, the deductible per peril, and the key terms.
import { Text, View } from '@react-pdf/renderer';
import type { CertificateContent } from '@protect/domain';
import { DocumentPages, Lines, Person, Section, documentStyles as styles } from './layout';

export function CertificatePdf({ content }: { content: CertificateContent }) {
  return (
    <DocumentPages document={content}>
      <View style={styles.callout}>
        <Text>{content.statement}</Text>
      </View>
      <Section title="Policy holder">
        <Person name={content.holder.name} email={content.holder.email} />
      </Section>
      <Section title="Cover">
        <Lines lines={content.cover} />
        {content.scheduledChange ? (
          <Text style={{ marginTop: 4 }}>{content.scheduledChange}</Text>
        ) : null}
      </Section>
      <Section title={content.devices.length === 1 ? 'Covered device' : 'Covered devices'}>
        <Lines
          lines={content.devices.map((device, index) => ({
            label: `${index + 1}. ${device.name} (${device.type})`,
            value: `IMEI ${device.imei}`,
          }))}
        />
      </Section>
      <Section title="Deductible per claim">
        <Lines lines={content.deductibles} />
      </Section>
      <Section title="Key terms" breakable>
        {content.terms.map((term) => (
          <View style={styles.bullet} key={term}>
            <Text style={styles.bulletMark}>•</Text>
            <Text style={styles.bulletText}>{term}</Text>
          </View>
        ))}
      </Section>
    </DocumentPages>
  );
}
