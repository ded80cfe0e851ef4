/** The deposit on My requests (its own chunk: loaded only for a request that has one). */
import { defineTexts } from '../../shared/i18n';

export const depositTexts = defineTexts({
  UZ: {
    label: 'Depozit',
    why: 'Depozitni toʻlasangiz, xona siz uchun saqlab qolinadi.',
    payWith: { payme: 'Payme orqali toʻlash', click: 'Click orqali toʻlash' },
    statuses: { pending: 'Toʻlov amalga oshirilmoqda', paid: 'Depozit toʻlandi', refunded: 'Depozit qaytarildi' },
    receipt: 'Fiskal chek',
  },
  RU: {
    label: 'Предоплата',
    why: 'Внесите предоплату, и номер будет закреплён за вами.',
    payWith: { payme: 'Оплатить через Payme', click: 'Оплатить через Click' },
    statuses: { pending: 'Оплата в процессе', paid: 'Предоплата внесена', refunded: 'Предоплата возвращена' },
    receipt: 'Фискальный чек',
  },
  EN: {
    label: 'Deposit',
    why: 'Paying the deposit secures your room.',
    payWith: { payme: 'Pay with Payme', click: 'Pay with Click' },
    statuses: { pending: 'Payment in progress', paid: 'Deposit paid', refunded: 'Deposit refunded' },
    receipt: 'Fiscal receipt',
  },
});
