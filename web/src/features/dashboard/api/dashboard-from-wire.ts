// The dashboard's answer as the page works with it: dollars to cents and ISO strings to dates, read once
// here so the components only ever see cents.
import {
  type Cents,
  type ClaimWire,
  type CustomerDashboardAnswer,
  type CustomerDeviceWire,
  type DeviceCondition,
  type DeviceType,
  type PaymentStatus,
  type PaymentType,
  type PaymentWire,
  dollarsToCents,
  toDate,
} from '@protect/domain';
import { type Subscription, subscriptionFromWire } from '../../../api/subscription-from-wire';

export interface CustomerDevice {
  id: string;
  brand: string;
  model: string;
  imei: string;
  serialNumber: string;
  /** 'YYYY-MM-DD' as the customer entered it, or ''. */
  purchaseDate: string;
  deviceValueCents: Cents;
  condition: DeviceCondition;
  deviceType: DeviceType;
  subscriptionId: string;
}

export interface CustomerProfile {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  registrationDate: Date | null;
}

export interface CustomerPayment {
  id: string;
  createdAt: Date | null;
  /** Negative for a refund. */
  amountCents: Cents;
  type: PaymentType;
  status: PaymentStatus;
  /** The card processor's payment id, shown so a customer can quote it to support. */
  chargeId: string | null;
  description: string;
}

export interface CustomerDashboard {
  profile: CustomerProfile;
  devices: CustomerDevice[];
  subscriptions: Subscription[];
  payments: CustomerPayment[];
  paymentsCount: number;
  totalPaidCents: Cents;
  claims: ClaimWire[];
}

function deviceFromWire(device: CustomerDeviceWire): CustomerDevice {
  return {
    id: device.id,
    brand: device.brand,
    model: device.model,
    imei: device.imei,
    serialNumber: device.serialNumber,
    purchaseDate: device.purchaseDate,
    deviceValueCents: dollarsToCents(device.deviceValue),
    condition: device.condition,
    deviceType: device.deviceType,
    subscriptionId: device.subscriptionId,
  };
}

function paymentFromWire(payment: PaymentWire): CustomerPayment {
  return {
    id: payment.id,
    createdAt: toDate(payment.created_at),
    amountCents: dollarsToCents(payment.amount),
    type: payment.payment_type,
    status: payment.status,
    chargeId: payment.stripe_payment_intent_id,
    description: payment.description,
  };
}

export function dashboardFromAnswer(answer: CustomerDashboardAnswer): CustomerDashboard {
  const { devices, registrationDate, ...profile } = answer.profile;
  return {
    profile: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      address: profile.address,
      city: profile.city,
      state: profile.state,
      zipCode: profile.zipCode,
      registrationDate: toDate(registrationDate),
    },
    devices: devices.map(deviceFromWire),
    subscriptions: answer.subscriptions.map(subscriptionFromWire),
    payments: answer.payments.map(paymentFromWire),
    paymentsCount: answer.paymentsCount,
    totalPaidCents: dollarsToCents(answer.totalPaid),
    claims: answer.claims,
  };
}
