/**
 * The guest's emails in the guest's language: "request received", "booking confirmed" and
 * "request declined". Uzbek uses ʻ (U+02BB) and ʼ (U+02BC) as the site does; the price suffix
 * is "so'm" in every language, as on the site (spec section 9). A group (several rooms of one
 * kind) is told its rooms beside the guests, the price of each room, and what was reserved.
 */
import type { Lang } from '../../src/domain/booking';
import { ruPlural } from '../../src/domain/plural';

export interface GuestTexts {
  locale: string;
  currency: string;
  greeting: (name: string) => string;
  labels: {
    id: string;
    room: string;
    checkin: string;
    checkout: string;
    nights: string;
    guests: string;
    perNight: string;
    total: string;
  };
  /** A group's rooms of one kind: "2 rooms", said beside the guests. */
  rooms: (n: number) => string;
  /** After a group's price per night: the price is for each room. */
  perRoom: string;
  rate: { foreign: string; citizen: string };
  policyTitle: string;
  policies: string[];
  /**
   * The owner's cancellation policy for this stay, said only once one is set: free until `when`
   * (the deadline in words, hotel time), never free, or free no longer (the deadline has passed).
   */
  cancellation: { freeUntil: (when: string) => string; none: string; passed: string };
  /** The hotel block at the end of every guest email: address, phones, map, My requests. */
  hotel: {
    address: string;
    phones: string;
    map: string;
    mapLink: string;
    checkInOut: (checkIn: string, checkOut: string) => string;
    myRequests: string;
  };
  received: { subject: (id: string) => string; intro: string; closing: string[] };
  /**
   * The deposit, when the hotel takes one online (Payme, Click): `amount` is already formatted
   * with its suffix. The closings replace the received and confirmed emails' own, which say no
   * payment is taken online.
   */
  deposit: {
    intro: (amount: string) => string;
    payWith: { payme: string; click: string };
    paid: (amount: string) => string;
    receivedClosing: string[];
    confirmedClosing: string[];
  };
  confirmed: {
    subject: (id: string) => string;
    intro: (room: string) => string;
    /** A group's intro: `n` rooms of the kind are reserved. */
    groupIntro: (room: string, n: number) => string;
    closing: string[];
  };
  /** A confirmed stay the guest cancelled on the site. */
  cancelled: { subject: (id: string) => string; intro: string; closing: string[] };
  declined: {
    subject: (id: string) => string;
    intro: (room: string) => string;
    reasons: { full: string; other: string };
    /** The reasons for a group: some rooms of the kind may be free, not enough. */
    groupReasons: { full: string; other: string };
    /** `phones` are the reception's numbers, already formatted. */
    closing: (phones: string) => string[];
  };
  /**
   * The staff console's own words to the guest, each introduced in the guest's language: a
   * message about the request, a decline's reason written by the staff, a cancellation by the hotel.
   */
  fromHotel: {
    subject: (id: string) => string;
    intro: string;
    /** Before a decline's or a cancellation's own words. */
    lead: string;
    cancelledSubject: (id: string) => string;
    cancelledIntro: string;
  };
  /**
   * Staff changed the stay (the console's "Change booking"): the request's or the booking's new
   * facts, said by where it stands, and a paid deposit against the changed stay's (amounts come
   * formatted): the same, more (the rest is paid at reception) or less (the difference refunded).
   */
  changed: {
    subject: (id: string) => string;
    requestSubject: (id: string) => string;
    intro: { received: string; confirmed: string; checked_in: string };
    depositSame: (paid: string) => string;
    depositMore: (paid: string, due: string, rest: string) => string;
    depositLess: (paid: string, due: string, back: string) => string;
    /** `phones` are the reception's numbers, already formatted. */
    closing: (phones: string) => string[];
  };
}

const UZ: GuestTexts = {
  locale: 'uz',
  currency: "so'm",
  greeting: (name) => `Assalomu alaykum, ${name}!`,
  labels: {
    id: 'Soʻrov raqami',
    room: 'Xona',
    checkin: 'Kelish sanasi',
    checkout: 'Ketish sanasi',
    nights: 'Kechalar soni',
    guests: 'Mehmonlar soni',
    perNight: 'Bir kecha narxi',
    total: 'Jami',
  },
  rooms: (n) => `${n} ta xona`,
  perRoom: 'bir xona uchun',
  rate: { foreign: 'chet ellik mehmonlar uchun narx', citizen: 'Oʻzbekiston fuqarolari uchun narx' },
  hotel: {
    address: 'Manzil',
    phones: 'Qabulxona',
    map: 'Xaritada',
    mapLink: 'OpenStreetMap xaritasida ochish',
    checkInOut: (i, o) => `Kelish ${i} dan, ketish ${o} gacha`,
    myRequests: 'Mening soʻrovlarim',
  },
  cancellation: {
    freeUntil: (when) => `Bronni ${when} gacha (Toshkent vaqti bilan) bepul bekor qilish mumkin.`,
    none: 'Bu bronni bepul bekor qilish imkoni yoʻq.',
    passed: 'Bu bronni bepul bekor qilish muddati allaqachon oʻtgan.',
  },
  policyTitle: 'Kelish va ketish qoidalari:',
  policies: [
    'Erta kelish 06:00 dan 12:00 gacha — bir kecha narxining 50%.',
    'Erta kelish 06:00 dan oldin — bir kecha narxining 100%.',
    'Ketish vaqti — 12:00.',
    'Kech ketish 12:00 dan 18:00 gacha — bir kecha narxining 50%.',
    'Kech ketish 18:00 dan keyin — bir kecha narxining 100%.',
  ],
  received: {
    subject: (id) => `Bron soʻrovingiz qabul qilindi (${id})`,
    intro:
      'Bron soʻrovingiz uchun rahmat. Soʻrovingiz qabul qilindi. Qabulxona xodimlari uni koʻrib chiqib, javobini shu manzilga yuboradi; javobni saytdagi «Mening soʻrovlarim» sahifasida ham koʻrasiz.',
    closing: [
      'Onlayn toʻlov talab qilinmaydi. Savollaringiz boʻlsa, shu xatga javob yozing.',
      'Qabulxonamiz kecha-kunduz ishlaydi. Sizni kutamiz!',
    ],
  },
  deposit: {
    intro: (amount) => `Xonani oʻzingizga saqlab qolish uchun ${amount} depozitni onlayn toʻlashingiz mumkin:`,
    payWith: { payme: 'Payme orqali toʻlash', click: 'Click orqali toʻlash' },
    paid: (amount) => `${amount} depozit qabul qilindi, rahmat.`,
    receivedClosing: [
      'Soʻrovingiz tasdiqlangach, xonani oʻzingizga saqlab qolish uchun depozitni onlayn toʻlashingiz mumkin boʻladi. Savollaringiz boʻlsa, shu xatga javob yozing.',
      'Qabulxonamiz kecha-kunduz ishlaydi. Sizni kutamiz!',
    ],
    confirmedClosing: [
      'Qolgan summa mehmonxonaga kelganingizda toʻlanadi.',
      'Rejangiz oʻzgarsa, bronni saytdagi «Mening soʻrovlarim» sahifasida bekor qilishingiz yoki shu xatga javob yozishingiz mumkin.',
      'Sizni kutamiz!',
    ],
  },
  confirmed: {
    subject: (id) => `Broningiz tasdiqlandi (${id})`,
    intro: (room) => `Xushxabar: bron soʻrovingiz tasdiqlandi, «${room}» siz uchun band qilindi.`,
    groupIntro: (room, n) =>
      `Xushxabar: bron soʻrovingiz tasdiqlandi, «${room}» turidagi ${n} ta xona siz uchun band qilindi.`,
    closing: [
      'Toʻlov mehmonxonaga kelganingizda amalga oshiriladi; onlayn toʻlov talab qilinmaydi.',
      'Rejangiz oʻzgarsa, bronni saytdagi «Mening soʻrovlarim» sahifasida bekor qilishingiz yoki shu xatga javob yozishingiz mumkin.',
      'Sizni kutamiz!',
    ],
  },
  cancelled: {
    subject: (id) => `Broningiz bekor qilindi (${id})`,
    intro:
      'Broningiz saytdagi «Mening soʻrovlarim» sahifasida bekor qilindi. Taqvimingizdagi bron ham olib tashlanadi.',
    closing: ['Agar bu xato boʻlsa, qabulxonaga qoʻngʻiroq qiling yoki shu xatga javob yozing.', 'Sizni yana kutamiz!'],
  },
  declined: {
    subject: (id) => `Bron soʻrovingiz boʻyicha javob (${id})`,
    intro: (room) => `Bron soʻrovingiz uchun rahmat. Afsuski, «${room}» boʻyicha soʻrovingizni tasdiqlay olmaymiz.`,
    reasons: {
      full: 'Koʻrsatilgan sanalarga bu turdagi boʻsh xona qolmagan.',
      other: 'Koʻrsatilgan sanalarda sizni bu xonaga joylashtira olmaymiz.',
    },
    groupReasons: {
      full: 'Koʻrsatilgan sanalarga bu turdagi boʻsh xonalar soʻrovingiz uchun yetarli emas.',
      other: 'Koʻrsatilgan sanalarda sizni bu xonalarga joylashtira olmaymiz.',
    },
    closing: (phones) => [
      `Boshqa sanalar yoki boshqa xona boʻyicha yordam berishdan mamnun boʻlamiz: qabulxonaga qoʻngʻiroq qiling (${phones}) yoki shu xatga javob yozing.`,
      'Tushunganingiz uchun rahmat.',
    ],
  },
  fromHotel: {
    subject: (id) => `Mehmonxonadan xabar (${id})`,
    intro: 'Bron soʻrovingiz boʻyicha mehmonxona sizga quyidagini yozdi:',
    lead: 'Mehmonxona xodimlarining izohi:',
    cancelledSubject: (id) => `Mehmonxona broningizni bekor qildi (${id})`,
    cancelledIntro:
      'Afsuski, mehmonxona quyidagi soʻrovingizni bekor qildi. Agar u taqvimingizda boʻlsa, u yerdan ham olib tashlanadi.',
  },
  changed: {
    subject: (id) => `Broningiz oʻzgartirildi (${id})`,
    requestSubject: (id) => `Bron soʻrovingiz oʻzgartirildi (${id})`,
    intro: {
      received:
        'Bron soʻrovingizga oʻzgartirish kiritildi. Yangi maʼlumotlar quyida; javobimizni shu manzilga yuboramiz.',
      confirmed: 'Broningizga oʻzgartirish kiritildi. Yangi maʼlumotlar quyida.',
      checked_in: 'Mehmonxonada turish muddatingizga oʻzgartirish kiritildi. Yangi maʼlumotlar quyida.',
    },
    depositSame: (paid) => `Siz toʻlagan ${paid} depozit oʻzgargan bron uchun ham hisobga olinadi.`,
    depositMore: (paid, due, rest) =>
      `Siz ${paid} depozit toʻlagansiz. Oʻzgargan bron uchun depozit ${due}: qolgan ${rest} qabulxonada toʻlanadi.`,
    depositLess: (paid, due, back) =>
      `Siz ${paid} depozit toʻlagansiz. Oʻzgargan bron uchun depozit ${due}: ortiqcha ${back} sizga qaytariladi, buni qabulxona rasmiylashtiradi.`,
    closing: (phones) => [
      `Agar biror narsa notoʻgʻri boʻlsa, qabulxonaga qoʻngʻiroq qiling (${phones}) yoki shu xatga javob yozing.`,
      'Rahmat!',
    ],
  },
};

const RU: GuestTexts = {
  locale: 'ru',
  currency: "so'm",
  greeting: (name) => `Здравствуйте, ${name}!`,
  labels: {
    id: 'Номер запроса',
    room: 'Номер',
    checkin: 'Заезд',
    checkout: 'Выезд',
    nights: 'Ночей',
    guests: 'Гостей',
    perNight: 'Цена за ночь',
    total: 'Итого',
  },
  rooms: (n) => `${n} ${ruPlural(n, 'номер', 'номера', 'номеров')}`,
  perRoom: 'за номер',
  rate: { foreign: 'цена для иностранных гостей', citizen: 'цена для граждан Узбекистана' },
  hotel: {
    address: 'Адрес',
    phones: 'Ресепшен',
    map: 'На карте',
    mapLink: 'открыть в OpenStreetMap',
    checkInOut: (i, o) => `Заезд с ${i}, выезд до ${o}`,
    myRequests: 'Мои запросы',
  },
  cancellation: {
    freeUntil: (when) => `Бесплатная отмена — до ${when} (по ташкентскому времени).`,
    none: 'Бесплатная отмена для этого бронирования не предусмотрена.',
    passed: 'Срок бесплатной отмены этого бронирования уже прошёл.',
  },
  policyTitle: 'Правила заезда и выезда:',
  policies: [
    'Ранний заезд с 06:00 до 12:00 — 50% стоимости ночи.',
    'Ранний заезд до 06:00 — 100% стоимости ночи.',
    'Расчётный час — 12:00.',
    'Поздний выезд с 12:00 до 18:00 — 50% стоимости ночи.',
    'Поздний выезд после 18:00 — 100% стоимости ночи.',
  ],
  received: {
    subject: (id) => `Ваш запрос на бронирование получен (${id})`,
    intro:
      'Спасибо за запрос на бронирование. Мы его получили: сотрудники ресепшена рассмотрят запрос и пришлют ответ на этот адрес. Ответ также появится на странице «Мои запросы» на сайте.',
    closing: [
      'Оплачивать онлайн ничего не нужно. Если у вас есть вопросы, просто ответьте на это письмо.',
      'Ресепшен работает круглосуточно. Будем рады вас видеть!',
    ],
  },
  deposit: {
    intro: (amount) => `Чтобы закрепить номер за собой, внесите предоплату ${amount} онлайн:`,
    payWith: { payme: 'Оплатить через Payme', click: 'Оплатить через Click' },
    paid: (amount) => `Предоплата ${amount} получена, спасибо.`,
    receivedClosing: [
      'Когда отель подтвердит запрос, вы сможете внести предоплату онлайн, чтобы закрепить номер за собой. Если у вас есть вопросы, просто ответьте на это письмо.',
      'Ресепшен работает круглосуточно. Будем рады вас видеть!',
    ],
    confirmedClosing: [
      'Остальное оплачивается при заселении.',
      'Если планы изменятся, отмените бронирование на странице «Мои запросы» на сайте или ответьте на это письмо.',
      'Ждём вас!',
    ],
  },
  confirmed: {
    subject: (id) => `Ваше бронирование подтверждено (${id})`,
    intro: (room) => `Рады сообщить: ваш запрос подтверждён, «${room}» забронирован за вами.`,
    groupIntro: (room, n) =>
      `Рады сообщить: ваш запрос на ${n} ${ruPlural(n, 'номер', 'номера', 'номеров')} («${room}») подтверждён, номера забронированы за вами.`,
    closing: [
      'Оплата — при заселении, оплачивать онлайн ничего не нужно.',
      'Если планы изменятся, отмените бронирование на странице «Мои запросы» на сайте или ответьте на это письмо.',
      'Ждём вас!',
    ],
  },
  cancelled: {
    subject: (id) => `Ваше бронирование отменено (${id})`,
    intro:
      'Ваше бронирование отменено на странице «Мои запросы» на сайте. Событие в вашем календаре тоже будет удалено.',
    closing: [
      'Если это ошибка, позвоните на ресепшен или ответьте на это письмо.',
      'Будем рады видеть вас в другой раз!',
    ],
  },
  declined: {
    subject: (id) => `Ответ на ваш запрос на бронирование (${id})`,
    intro: (room) => `Спасибо за запрос на бронирование. К сожалению, мы не можем подтвердить ваш запрос («${room}»).`,
    reasons: {
      full: 'На выбранные даты свободных номеров этой категории не осталось.',
      other: 'На выбранные даты мы не можем разместить вас в этом номере.',
    },
    groupReasons: {
      full: 'На выбранные даты свободных номеров этой категории меньше, чем нужно по вашему запросу.',
      other: 'На выбранные даты мы не можем разместить вас в этих номерах.',
    },
    closing: (phones) => [
      `Мы с радостью подберём другие даты или другой номер: позвоните на ресепшен (${phones}) или ответьте на это письмо.`,
      'Спасибо за понимание.',
    ],
  },
  fromHotel: {
    subject: (id) => `Сообщение от отеля (${id})`,
    intro: 'Отель пишет вам по поводу вашего запроса на бронирование:',
    lead: 'Комментарий сотрудников отеля:',
    cancelledSubject: (id) => `Отель отменил ваше бронирование (${id})`,
    cancelledIntro:
      'К сожалению, отель отменил ваш запрос, указанный ниже. Если он был в вашем календаре, он будет удалён и оттуда.',
  },
  changed: {
    subject: (id) => `Ваше бронирование изменено (${id})`,
    requestSubject: (id) => `Ваш запрос на бронирование изменён (${id})`,
    intro: {
      received:
        'Мы внесли изменения в ваш запрос на бронирование. Новые данные — ниже; ответ отеля придёт на этот адрес.',
      confirmed: 'В ваше бронирование внесены изменения. Новые данные — ниже.',
      checked_in: 'Условия вашего проживания изменены. Новые данные — ниже.',
    },
    depositSame: (paid) => `Внесённая вами предоплата ${paid} засчитывается в изменённое бронирование.`,
    depositMore: (paid, due, rest) =>
      `Вы внесли предоплату ${paid}. Для изменённого бронирования предоплата составляет ${due}: оставшиеся ${rest} оплачиваются на ресепшене.`,
    depositLess: (paid, due, back) =>
      `Вы внесли предоплату ${paid}. Для изменённого бронирования предоплата составляет ${due}: разницу ${back} мы вам вернём, это оформит ресепшен.`,
    closing: (phones) => [
      `Если что-то не так, позвоните на ресепшен (${phones}) или ответьте на это письмо.`,
      'Спасибо!',
    ],
  },
};

const EN: GuestTexts = {
  locale: 'en-GB',
  currency: "so'm",
  greeting: (name) => `Dear ${name},`,
  labels: {
    id: 'Request number',
    room: 'Room',
    checkin: 'Check-in',
    checkout: 'Check-out',
    nights: 'Nights',
    guests: 'Guests',
    perNight: 'Price per night',
    total: 'Total',
  },
  rooms: (n) => `${n} ${n === 1 ? 'room' : 'rooms'}`,
  perRoom: 'per room',
  rate: { foreign: 'price for foreign guests', citizen: 'price for Uzbekistan citizens' },
  hotel: {
    address: 'Address',
    phones: 'Reception',
    map: 'Map',
    mapLink: 'open in OpenStreetMap',
    checkInOut: (i, o) => `Check-in from ${i}, check-out by ${o}`,
    myRequests: 'My requests',
  },
  cancellation: {
    freeUntil: (when) => `Free cancellation until ${when} (Tashkent time).`,
    none: 'This booking cannot be cancelled free of charge.',
    passed: 'The free cancellation period for this booking has already passed.',
  },
  policyTitle: 'Check-in and check-out:',
  policies: [
    'Early check-in from 06:00 to 12:00 costs 50% of the nightly price.',
    'Early check-in before 06:00 costs 100% of the nightly price.',
    'Check-out time is 12:00.',
    'Late check-out from 12:00 to 18:00 costs 50% of the nightly price.',
    'Late check-out after 18:00 costs 100% of the nightly price.',
  ],
  received: {
    subject: (id) => `We have received your booking request (${id})`,
    intro:
      'Thank you for your booking request. We have received it: reception will review it and send the answer to this address. You will also see the answer on the “My requests” page of our website.',
    closing: [
      'No payment is taken online. If you have any questions, simply reply to this email.',
      'Reception is open 24/7. We look forward to welcoming you!',
    ],
  },
  deposit: {
    intro: (amount) => `To secure your room, please pay a deposit of ${amount} online:`,
    payWith: { payme: 'Pay with Payme', click: 'Pay with Click' },
    paid: (amount) => `We have received your deposit of ${amount}. Thank you.`,
    receivedClosing: [
      'Once the hotel confirms your request, you can pay a deposit online to secure the room. If you have any questions, simply reply to this email.',
      'Reception is open 24/7. We look forward to welcoming you!',
    ],
    confirmedClosing: [
      'The rest is paid on arrival.',
      'If your plans change, you can cancel on the “My requests” page of our website or reply to this email.',
      'We look forward to welcoming you!',
    ],
  },
  confirmed: {
    subject: (id) => `Your booking is confirmed (${id})`,
    intro: (room) => `Good news: your request for the ${room} is confirmed, and the room is reserved for you.`,
    groupIntro: (room, n) =>
      `Good news: your request is confirmed, and ${n} ${n === 1 ? 'room' : 'rooms'} (${room}) are reserved for you.`,
    closing: [
      'You pay on arrival; no payment is taken online.',
      'If your plans change, you can cancel on the “My requests” page of our website or reply to this email.',
      'We look forward to welcoming you!',
    ],
  },
  cancelled: {
    subject: (id) => `Your booking is cancelled (${id})`,
    intro:
      'Your booking was cancelled on the “My requests” page of our website. The event in your calendar is removed too.',
    closing: ['If this was a mistake, call reception or reply to this email.', 'We hope to welcome you another time!'],
  },
  declined: {
    subject: (id) => `About your booking request (${id})`,
    intro: (room) =>
      `Thank you for your booking request. We are sorry that we cannot confirm your request for the ${room}.`,
    reasons: {
      full: 'There are no rooms of this kind left for your dates.',
      other: 'We are unable to accommodate you in this room on your dates.',
    },
    groupReasons: {
      full: 'There are not enough free rooms of this kind for your request on your dates.',
      other: 'We are unable to accommodate you in these rooms on your dates.',
    },
    closing: (phones) => [
      `We would be glad to help with other dates or another room: call reception (${phones}) or reply to this email.`,
      'Thank you for your understanding.',
    ],
  },
  fromHotel: {
    subject: (id) => `A message from the hotel (${id})`,
    intro: 'The hotel writes to you about your booking request:',
    lead: 'A note from the hotel’s staff:',
    cancelledSubject: (id) => `The hotel has cancelled your booking (${id})`,
    cancelledIntro:
      'We are sorry: the hotel has cancelled the request below. If it is in your calendar, it is removed from there too.',
  },
  changed: {
    subject: (id) => `Your booking has been changed (${id})`,
    requestSubject: (id) => `Your booking request has been changed (${id})`,
    intro: {
      received:
        'We have made changes to your booking request. The new details are below; the hotel’s answer will come to this address.',
      confirmed: 'Your booking has been changed. The new details are below.',
      checked_in: 'Your stay has been changed. The new details are below.',
    },
    depositSame: (paid) => `The deposit of ${paid} you paid counts towards the changed booking.`,
    depositMore: (paid, due, rest) =>
      `You paid a deposit of ${paid}. The deposit for the changed booking is ${due}: the remaining ${rest} is paid at reception.`,
    depositLess: (paid, due, back) =>
      `You paid a deposit of ${paid}. The deposit for the changed booking is ${due}: we will refund the difference of ${back}, and reception will arrange it.`,
    closing: (phones) => [`If anything is not right, call reception (${phones}) or reply to this email.`, 'Thank you!'],
  },
};

export const GUEST_TEXTS: Record<Lang, GuestTexts> = { uz: UZ, ru: RU, en: EN };
