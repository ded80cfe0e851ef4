/**
 * Both gateways switched on, as the payment suites run them: Payme and Click with their keys, and
 * the receipt items' codes every gateway needs. Nothing listens at Click's merchant API (the
 * fiscalization call is retried in the background; fiscal.test.ts covers it with a fake).
 */
export const SERVICE_ID = '4321';

export function gatewayEnv(keys: { payme: string; click: string }): Record<string, string> {
  return {
    PAYME_MERCHANT_ID: 'merchant-1',
    PAYME_KEY: keys.payme,
    CLICK_SERVICE_ID: SERVICE_ID,
    CLICK_MERCHANT_ID: '765',
    CLICK_SECRET_KEY: keys.click,
    CLICK_MERCHANT_USER_ID: '766',
    CLICK_API_BASE: 'http://127.0.0.1:9/v2/merchant',
    FISCAL_IKPU: '10105001001000000',
    FISCAL_PACKAGE_CODE: '1501336',
    FISCAL_VAT_PERCENT: '0',
  };
}
