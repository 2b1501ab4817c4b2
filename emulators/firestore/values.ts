// Firestore values as plain objects, with the ordering, equality and field-path rules of the real
// service. The package compares values only within one type and cannot read nested field paths,
// which breaks orderBy, cursors, filters and transforms, so the fallback does its own value logic.
import type { Value as ProtoValue } from '@firestore-emulator/proto/dist/google/firestore/v1/document';

export interface Ts {
  seconds: number;
  nanos: number;
}

/** One Firestore value, in the shape the package's proto classes accept in `fromObject`. */
export type Val =
  | { null_value: 0 }
  | { boolean_value: boolean }
  | { integer_value: number }
  | { double_value: number }
  | { timestamp_value: Ts }
  | { string_value: string }
  | { bytes_value: Uint8Array }
  | { reference_value: string }
  | { geo_point_value: { latitude: number; longitude: number } }
  | { array_value: { values: Val[] } }
  | { map_value: { fields: Fields } };

export type Fields = Record<string, Val>;

export const NULL: Val = { null_value: 0 };

/** Reads a proto Value through its has_ flags (its toObject fills every oneof member with defaults). */
export function fromProto(v: ProtoValue): Val {
  if (v.has_null_value) return { null_value: 0 };
  if (v.has_boolean_value) return { boolean_value: v.boolean_value };
  if (v.has_integer_value) return { integer_value: Number(v.integer_value) };
  if (v.has_double_value) return { double_value: v.double_value };
  if (v.has_timestamp_value)
    return {
      timestamp_value: {
        seconds: Number(v.timestamp_value.seconds),
        nanos: v.timestamp_value.nanos,
      },
    };
  if (v.has_string_value) return { string_value: v.string_value };
  if (v.has_bytes_value) return { bytes_value: Uint8Array.from(v.bytes_value) };
  if (v.has_reference_value) return { reference_value: v.reference_value };
  if (v.has_geo_point_value)
    return {
      geo_point_value: {
        latitude: v.geo_point_value.latitude,
        longitude: v.geo_point_value.longitude,
      },
    };
  if (v.has_array_value) return { array_value: { values: v.array_value.values.map(fromProto) } };
  if (v.has_map_value) return { map_value: { fields: fieldsFromProto(v.map_value.fields) } };
  // An unset Value is what the SDK sends for an empty oneof; Firestore treats it as null.
  return NULL;
}

export function fieldsFromProto(fields: Map<string, ProtoValue>): Fields {
  const out: Fields = {};
  for (const [k, v] of fields) out[k] = fromProto(v);
  return out;
}

// Type order of the real service: null < bool < number < timestamp < string < bytes < reference <
// geo point < array < map.
export function typeOrder(v: Val): number {
  if ('null_value' in v) return 0;
  if ('boolean_value' in v) return 1;
  if ('integer_value' in v || 'double_value' in v) return 2;
  if ('timestamp_value' in v) return 3;
  if ('string_value' in v) return 4;
  if ('bytes_value' in v) return 5;
  if ('reference_value' in v) return 6;
  if ('geo_point_value' in v) return 7;
  if ('array_value' in v) return 8;
  return 9;
}

export function numberOf(v: Val): number | undefined {
  if ('integer_value' in v) return v.integer_value;
  if ('double_value' in v) return v.double_value;
  return undefined;
}

export function isNaNValue(v: Val): boolean {
  return 'double_value' in v && Number.isNaN(v.double_value);
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareNumbers(a: number, b: number): number {
  // NaN sorts before every other number.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareStrings(a: string, b: string): number {
  // The service orders strings by UTF-8 bytes, which differs from UTF-16 order past the BMP.
  // Code point order equals UTF-8 byte order; UTF-16 units differ from it only around surrogates.
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    if ((ca < 0xd800 || ca > 0xdfff) && (cb < 0xd800 || cb > 0xdfff)) return ca < cb ? -1 : 1;
    const pa = a.codePointAt(i) as number;
    const pb = b.codePointAt(i) as number;
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  }
  return sign(a.length - b.length);
}

export function compareTs(a: Ts, b: Ts): number {
  return sign(a.seconds - b.seconds) || sign(a.nanos - b.nanos);
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

/** Path segments compare as strings, except numeric ids (`__id123__`), which sort first, by number. */
function compareSegments(a: string, b: string): number {
  const na = a.startsWith('__id') ? NUMERIC_ID.exec(a) : null;
  const nb = b.startsWith('__id') ? NUMERIC_ID.exec(b) : null;
  if (na && nb) {
    const x = BigInt(na[1] as string);
    const y = BigInt(nb[1] as string);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (na) return -1;
  if (nb) return 1;
  return compareStrings(a, b);
}

export function compareReferences(a: string, b: string): number {
  return compareSegmentLists(a.split('/'), b.split('/'));
}

export function compareSegmentLists(as: string[], bs: string[]): number {
  const n = Math.min(as.length, bs.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(as[i] ?? '', bs[i] ?? '');
    if (c !== 0) return c;
  }
  return sign(as.length - bs.length);
}

export function compareValues(a: Val, b: Val): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return sign(ta - tb);
  if ('boolean_value' in a && 'boolean_value' in b)
    return sign(Number(a.boolean_value) - Number(b.boolean_value));
  if (ta === 2) return compareNumbers(numberOf(a) ?? 0, numberOf(b) ?? 0);
  if ('timestamp_value' in a && 'timestamp_value' in b)
    return compareTs(a.timestamp_value, b.timestamp_value);
  if ('string_value' in a && 'string_value' in b)
    return compareStrings(a.string_value, b.string_value);
  if ('bytes_value' in a && 'bytes_value' in b)
    return Buffer.compare(Buffer.from(a.bytes_value), Buffer.from(b.bytes_value));
  if ('reference_value' in a && 'reference_value' in b)
    return compareReferences(a.reference_value, b.reference_value);
  if ('geo_point_value' in a && 'geo_point_value' in b)
    return (
      compareNumbers(a.geo_point_value.latitude, b.geo_point_value.latitude) ||
      compareNumbers(a.geo_point_value.longitude, b.geo_point_value.longitude)
    );
  if ('array_value' in a && 'array_value' in b) {
    const av = a.array_value.values;
    const bv = b.array_value.values;
    for (let i = 0; i < Math.min(av.length, bv.length); i++) {
      const c = compareValues(av[i] as Val, bv[i] as Val);
      if (c !== 0) return c;
    }
    return sign(av.length - bv.length);
  }
  if ('map_value' in a && 'map_value' in b) {
    const ak = Object.keys(a.map_value.fields).sort(compareStrings);
    const bk = Object.keys(b.map_value.fields).sort(compareStrings);
    for (let i = 0; i < Math.min(ak.length, bk.length); i++) {
      const c =
        compareStrings(ak[i] as string, bk[i] as string) ||
        compareValues(
          a.map_value.fields[ak[i] as string] as Val,
          b.map_value.fields[bk[i] as string] as Val,
        );
      if (c !== 0) return c;
    }
    return sign(ak.length - bk.length);
  }
  return 0;
}

/** Equality as filters see it: 1 equals 1.0, NaN equals nothing. */
export function valuesEqual(a: Val, b: Val): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

/** Equality for arrayUnion/arrayRemove, where NaN matches NaN. */
export function sameElement(a: Val, b: Val): boolean {
  if (isNaNValue(a) && isNaNValue(b)) return true;
  return valuesEqual(a, b);
}

// ---- field paths ----

/** Splits a field path (`a.b`, `` `we.ird`.c ``) into segments. */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let i = 0;
  while (i < path.length) {
    let seg = '';
    if (path[i] === '`') {
      i++;
      while (i < path.length && path[i] !== '`') {
        if (path[i] === '\\' && i + 1 < path.length) i++;
        seg += path[i];
        i++;
      }
      i++; // closing backtick
    } else {
      while (i < path.length && path[i] !== '.') {
        seg += path[i];
        i++;
      }
    }
    segments.push(seg);
    if (path[i] === '.') i++;
  }
  return segments;
}

export function encodeFieldPath(segments: string[]): string {
  return segments
    .map((s) =>
      /^[a-zA-Z_][a-zA-Z_0-9]*$/.test(s)
        ? s
        : '`' + s.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`',
    )
    .join('.');
}

export function getField(fields: Fields, segments: string[]): Val | undefined {
  let current: Fields = fields;
  for (let i = 0; i < segments.length; i++) {
    const v = current[segments[i] as string];
    if (v === undefined) return undefined;
    if (i === segments.length - 1) return v;
    if (!('map_value' in v)) return undefined;
    current = v.map_value.fields;
  }
  return undefined;
}

/** Returns a copy of `fields` with the value at `segments` replaced, creating maps on the way. */
export function setField(fields: Fields, segments: string[], value: Val): Fields {
  const [head, ...rest] = segments;
  if (head === undefined) return fields;
  if (rest.length === 0) return { ...fields, [head]: value };
  const child = fields[head];
  const childFields = child && 'map_value' in child ? child.map_value.fields : {};
  return { ...fields, [head]: { map_value: { fields: setField(childFields, rest, value) } } };
}

export function deleteField(fields: Fields, segments: string[]): Fields {
  const [head, ...rest] = segments;
  if (head === undefined || !(head in fields)) return fields;
  if (rest.length === 0) {
    const copy = { ...fields };
    delete copy[head];
    return copy;
  }
  const child = fields[head];
  if (!child || !('map_value' in child)) return fields;
  return {
    ...fields,
    [head]: { map_value: { fields: deleteField(child.map_value.fields, rest) } },
  };
}

/** Keeps only the listed field paths (a projection / field mask). */
export function projectFields(fields: Fields, paths: string[][]): Fields {
  let out: Fields = {};
  for (const p of paths) {
    const v = getField(fields, p);
    if (v !== undefined) out = setField(out, p, v);
  }
  return out;
}

// ---- JSON for export files: the Firestore REST encoding, so every type round-trips exactly ----

export type JsonValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values: JsonValue[] } }
  | { mapValue: { fields: Record<string, JsonValue> } };

export function tsToRfc3339(ts: Ts): string {
  const iso = new Date(ts.seconds * 1000).toISOString().replace(/\.\d{3}Z$/, '');
  return `${iso}.${String(ts.nanos).padStart(9, '0')}Z`;
}

export function tsFromRfc3339(s: string): Ts {
  const m = /^(.*?)(?:\.(\d{1,9}))?Z$/.exec(s);
  if (!m) throw new Error(`Bad timestamp in import file: ${s}`);
  const seconds = Math.floor(Date.parse(`${m[1]}Z`) / 1000);
  const nanos = Number((m[2] ?? '').padEnd(9, '0') || '0');
  return { seconds, nanos };
}

export function toJson(v: Val): JsonValue {
  if ('null_value' in v) return { nullValue: null };
  if ('boolean_value' in v) return { booleanValue: v.boolean_value };
  if ('integer_value' in v) return { integerValue: String(v.integer_value) };
  if ('double_value' in v)
    return {
      doubleValue: Number.isFinite(v.double_value) ? v.double_value : String(v.double_value),
    };
  if ('timestamp_value' in v) return { timestampValue: tsToRfc3339(v.timestamp_value) };
  if ('string_value' in v) return { stringValue: v.string_value };
  if ('bytes_value' in v) return { bytesValue: Buffer.from(v.bytes_value).toString('base64') };
  if ('reference_value' in v) return { referenceValue: v.reference_value };
  if ('geo_point_value' in v) return { geoPointValue: { ...v.geo_point_value } };
  if ('array_value' in v) return { arrayValue: { values: v.array_value.values.map(toJson) } };
  return { mapValue: { fields: fieldsToJson(v.map_value.fields) } };
}

export function fieldsToJson(fields: Fields): Record<string, JsonValue> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toJson(v)]));
}

export function fromJson(j: JsonValue): Val {
  if ('nullValue' in j) return NULL;
  if ('booleanValue' in j) return { boolean_value: j.booleanValue };
  if ('integerValue' in j) return { integer_value: Number(j.integerValue) };
  if ('doubleValue' in j) return { double_value: Number(j.doubleValue) };
  if ('timestampValue' in j) return { timestamp_value: tsFromRfc3339(j.timestampValue) };
  if ('stringValue' in j) return { string_value: j.stringValue };
  if ('bytesValue' in j)
    return { bytes_value: Uint8Array.from(Buffer.from(j.bytesValue, 'base64')) };
  if ('referenceValue' in j) return { reference_value: j.referenceValue };
  if ('geoPointValue' in j) return { geo_point_value: { ...j.geoPointValue } };
  if ('arrayValue' in j)
    return { array_value: { values: (j.arrayValue.values ?? []).map(fromJson) } };
  return { map_value: { fields: fieldsFromJson(j.mapValue.fields ?? {}) } };
}

export function fieldsFromJson(fields: Record<string, JsonValue>): Fields {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fromJson(v)]));
}
