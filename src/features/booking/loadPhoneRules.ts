import { lazyModule } from '../../shared/lazyModule';

/*
 * The phone rules' chunk (phoneRules.ts: libphonenumber-js and the checks that use it), not part
 * of the dialog's code: the phone field asks for it once the dialog shows, so the dialog opens
 * first. The dialog's field and Confirm read it from here.
 */

export type PhoneRules = typeof import('./phoneRules');

const phoneRules = lazyModule<PhoneRules>(() => import(/* webpackChunkName: "phone" */ './phoneRules'));

/** The rules, fetched once; a failed fetch is tried again on the next call. */
export const loadPhoneRules = phoneRules.load;

/** The rules once their code has run, else null. */
export const loadedPhoneRules = phoneRules.loaded;

/** Calls `listener` when the rules have loaded; returns the unsubscribe. */
export const onPhoneRulesLoaded = phoneRules.onLoaded;
