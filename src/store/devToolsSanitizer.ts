import type { Action } from '@reduxjs/toolkit';

/*
 * What Redux DevTools gets to see: every action and state with the guest's name, phone and email
 * replaced, wherever they sit (the dialog's form, a stored request, the booking calls' arguments
 * in RTK Query's cache, "my requests" records, the staff console's requests, searches, notes and a
 * change's reason, and RTK Query's cache keys that spell a search). Pure: nothing here touches the
 * store or the page.
 */

/** What a masked value reads as. */
export const GUEST_MASKS = {
  name: '<name>',
  phone: '<phone>',
  email: '<email>',
  search: '<search>',
  text: '<text>',
} as const;

type GuestDataKind = keyof typeof GUEST_MASKS;

/** Keys whose string value is the guest's own data, by what it is. */
const KIND_OF_KEY: Readonly<Record<string, GuestDataKind>> = {
  firstName: 'name',
  secondName: 'name',
  guestName: 'name',
  phone: 'phone',
  phoneNumber: 'phone',
  phoneE164: 'phone',
  email: 'email',
  // The staff console: a search by name, phone or number, and free text about a guest (a note, a
  // message, a history entry's detail).
  q: 'search',
  text: 'text',
  detail: 'text',
};

/** Actions whose `message` is free text to a guest (the staff console's decline and cancel). */
const MESSAGE_KINDS = new Set(['decline', 'cancel']);

/** RTK Query's cache key of a call: the endpoint's name and its arguments as JSON (`staffBookings({"q":"Anna"})`). */
const CACHE_KEY = /^([A-Za-z_$][\w$]*)\((.+)\)$/s;

/** A cache key with its arguments masked; any other text as it is. */
function maskCacheKey(text: string): string {
  const match = CACHE_KEY.exec(text);
  if (!match) return text;
  let args: unknown;
  try {
    args = JSON.parse(match[2]!);
  } catch {
    return text;
  }
  const masked = maskGuestData(args);
  return masked === args ? text : `${match[1]}(${JSON.stringify(masked)})`;
}

// Also inside any other string (a server message quoting a value, a free-text field).
const EMAIL_IN_TEXT = /[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+/g;
const PHONE_IN_TEXT = /\+\d[\d\s-]{6,}\d/g;

function maskText(text: string): string {
  return maskCacheKey(text).replace(EMAIL_IN_TEXT, GUEST_MASKS.email).replace(PHONE_IN_TEXT, GUEST_MASKS.phone);
}

/** An empty value stays empty, so a recording still shows which field was left blank. */
function maskAs(kind: GuestDataKind, value: unknown): unknown {
  return typeof value === 'string' && value !== '' ? GUEST_MASKS[kind] : value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A stay's change (the console's changeStay call, `{ id, ask }`): its `reason` is the staff's free text about the guest. */
function maskChangeAsk(ask: unknown): unknown {
  const masked = maskGuestData(ask);
  return isPlainObject(masked) && typeof masked.reason === 'string' && masked.reason !== ''
    ? { ...masked, reason: GUEST_MASKS.text }
    : masked;
}

/**
 * A copy of `value` with the guest's name, phone and email masked; parts with nothing to mask
 * are returned as they are (the same objects), so the input, frozen by Immer, is never changed.
 * A `{ field, value }` pair (the dialog's fieldChanged) masks `value` by the field's name.
 */
export function maskGuestData<T>(value: T): T {
  if (typeof value === 'string') return maskText(value) as T;
  if (Array.isArray(value)) {
    const list = value as unknown[];
    const items = list.map((item) => maskGuestData(item));
    return (items.some((item, i) => item !== list[i]) ? items : value) as T;
  }
  if (!isPlainObject(value)) return value;
  const pairKind = typeof value.field === 'string' ? KIND_OF_KEY[value.field] : undefined;
  const messageKind = typeof value.kind === 'string' && MESSAGE_KINDS.has(value.kind) ? 'text' : undefined;
  let copy: Record<string, unknown> | null = null;
  let renamed = false;
  for (const [key, item] of Object.entries(value)) {
    const kind = KIND_OF_KEY[key] ?? (key === 'value' ? pairKind : key === 'message' ? messageKind : undefined);
    const masked = kind ? maskAs(kind, item) : key === 'ask' ? maskChangeAsk(item) : maskGuestData(item);
    // A cache entry's key spells its arguments (a search): masked like them.
    const maskedKey = maskCacheKey(key);
    if (maskedKey !== key) renamed = true;
    if (masked === item && maskedKey === key) continue;
    copy ??= { ...value };
    copy[key] = masked;
  }
  if (copy && renamed) {
    // Rebuilt in the same order; two searches masked alike stay two entries.
    const entries: [string, unknown][] = [];
    const taken = new Set<string>();
    for (const [key, item] of Object.entries(copy)) {
      const base = maskCacheKey(key);
      let name = base;
      for (let n = 2; taken.has(name); n += 1) name = `${base} #${n}`;
      taken.add(name);
      entries.push([name, item]);
    }
    return Object.fromEntries(entries) as T;
  }
  return (copy ?? value) as T;
}

/** Redux DevTools' actionSanitizer. */
export const actionSanitizer = <A extends Action>(action: A): A => maskGuestData(action);

/** Redux DevTools' stateSanitizer. */
export const stateSanitizer = <S>(state: S): S => maskGuestData(state);

/**
 * The store's connection to the Redux DevTools extension (development and staging builds only).
 * `export: true` makes the extension's Export write its own, sanitized copy of the history: with
 * the default ('custom') it asks the page, which answers with the raw, unmasked actions.
 */
export const devToolsOptions = {
  name: 'Hotel site',
  actionSanitizer,
  stateSanitizer,
  // A whole booking flow (typing every field) fits.
  maxAge: 500,
  features: {
    pause: true,
    lock: true,
    persist: true,
    export: true,
    import: 'custom',
    jump: true,
    skip: true,
    reorder: true,
    dispatch: true,
    test: true,
  },
} as const;
