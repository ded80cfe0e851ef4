/*
 * The phone rules' chunk (phoneRules.ts: libphonenumber-js and the checks that use it), fetched
 * alongside the dialog's code (loadBookingDialog.ts starts it) rather than inside it, so the
 * dialog opens first. The dialog's field and Confirm read it from here.
 */

export type PhoneRules = typeof import('./phoneRules');

let rules: PhoneRules | null = null;
let loading: Promise<PhoneRules> | null = null;
const listeners = new Set<() => void>();

/** The rules, fetched once; a failed fetch is tried again on the next call. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import(/* webpackChunkName: "phone" */ './phoneRules').then(
    (module) => {
      rules = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The rules once their code has run, else null. */
export function loadedPhoneRules(): PhoneRules | null {
  return rules;
}

/** Calls `listener` when the rules have loaded; returns the unsubscribe. */
export function onPhoneRulesLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
