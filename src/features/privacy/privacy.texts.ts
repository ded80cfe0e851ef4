import { formatPhone, HOTEL, HOTEL_ADDRESS } from '../../domain/hotel';
import { DEFAULT_RETENTION_DAYS } from '../../domain/privacy';
import { defineTexts, ruPlural } from '../../shared/i18n';

/** One part of the notice: a heading, its paragraphs and, where it lists things, the list. */
export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

// Facts the notice states come from data: the hotel's details and the default retention.
const DAYS = DEFAULT_RETENTION_DAYS;
const PHONES = HOTEL.phones.map(formatPhone).join(', ');
const INFO = HOTEL.emails.info;

export const privacyTexts = defineTexts({
  UZ: {
    title: 'Maxfiylik siyosati',
    lead: `${HOTEL.name} bron soʻrovi orqali olgan shaxsga doir maʼlumotlaringiz bilan qanday ishlashini, ularni kimga va nima uchun berishini, qancha saqlashini hamda sizning huquqlaringizni shu yerda bayon qilamiz.`,
    version: (version: string) => `Tahrir: ${version}`,
    contents: 'Mundarija',
    sections: [
      {
        id: 'controller',
        heading: 'Maʼlumotlar egasi va operatori',
        paragraphs: [
          `Shaxsga doir maʼlumotlaringizni ${HOTEL.name} mehmonxonasi (${HOTEL_ADDRESS.UZ.full}) qayta ishlaydi va ular uchun javob beradi. Savol va talablaringizni ${INFO} elektron pochtasiga yozing yoki ${PHONES} raqamlariga qoʻngʻiroq qiling.`,
          'Biz Oʻzbekiston Respublikasining «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Qonuniga amal qilamiz.',
        ],
      },
      {
        id: 'collected',
        heading: 'Qanday maʼlumotlarni va nima uchun olamiz',
        paragraphs: ['Bron soʻrovini yuborganingizda quyidagilarni olamiz:'],
        items: [
          'ism va familiya, telefon raqami — soʻrovingizga javob berish, bronni tasdiqlash va siz bilan bogʻlanish uchun;',
          'elektron pochta (agar koʻrsatsangiz) — soʻrov qabul qilingani, tasdiqlangani yoki rad etilgani haqida xabar yuborish uchun;',
          'fuqaroligingiz — narxni toʻgʻri hisoblash uchun (Oʻzbekiston fuqarolari uchun narx boshqacha);',
          'xona, sanalar, mehmonlar soni, sahifa tili — soʻrovning oʻzi;',
          'qurilmangizning tarmoq manzili (IP) — saytni suisteʼmoldan himoyalash va soʻrovlar sonini cheklash uchun.',
        ],
      },
      {
        id: 'basis',
        heading: 'Qanday asosda',
        paragraphs: [
          'Soʻrovni yuborish orqali siz ushbu siyosat bilan tanishganingizni va maʼlumotlaringiz shu yerda yozilgan maqsadlarda qayta ishlanishiga rozilik berganingizni tasdiqlaysiz. Qaysi tahrirga va qachon rozilik berganingizni soʻrovingiz bilan birga saqlaymiz.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Maʼlumotlarni kimlar oladi',
        paragraphs: [
          'Maʼlumotlaringizni mehmonxona xodimlari koʻradi. Ularni hech kimga sotmaymiz va reklama uchun bermaymiz. Faqat quyidagi xizmatlar orqali uzatiladi:',
        ],
        items: [
          'Telegram — yangi soʻrov haqidagi xabar xodimlarning Telegram guruhiga boradi (mehmonxona bunday xabarlarda ism, telefon va elektron pochtani koʻrsatmaslikni tanlashi mumkin);',
          'elektron pochta xizmati — sizga va mehmonxonaga xatlarni yetkazadi;',
          'Payme yoki Click — faqat oldindan toʻlovni ular orqali toʻlasangiz: soʻrov raqami va summa; karta maʼlumotlarini ularning sahifasida kiritasiz, biz ularni olmaymiz;',
          'Telegram — agar oʻzingiz tanlasangiz, soʻrovingiz haqidagi xabarlar sizning Telegram chatingizga ham yuboriladi.',
        ],
      },
      {
        id: 'storage',
        heading: 'Qayerda saqlanadi',
        paragraphs: [
          'Soʻrovlar mehmonxonaning oʻz serveridagi maʼlumotlar bazasida va uning zaxira nusxalarida saqlanadi; Oʻzbekiston fuqarolarining maʼlumotlari qonun talabiga koʻra Oʻzbekiston hududidagi serverlarda saqlanadi. Qurilmangizda faqat «Mening soʻrovlarim» roʻyxati (soʻrov raqami va uni koʻrish kaliti) saqlanadi.',
        ],
      },
      {
        id: 'retention',
        heading: 'Qancha vaqt saqlanadi',
        paragraphs: [
          `Soʻrov tugaganidan keyin — ketish sanasidan yoki soʻrov bekor qilingan yoki rad etilgan kundan — ${DAYS} kun oʻtgach ismingiz, telefoningiz, elektron pochtangiz va tarmoq manzilingiz oʻchiriladi: bazadan, xodimlarga yuborilgan Telegram xabarlaridan, xatlar nusxalaridan va zaxira nusxalaridan. Soʻrovning ismsiz qismi (xona, sanalar, summa) hisob-kitob uchun qoladi.`,
        ],
      },
      {
        id: 'rights',
        heading: 'Sizning huquqlaringiz',
        paragraphs: ['Siz quyidagi huquqlarga egasiz:'],
        items: [
          'qanday maʼlumotlaringiz saqlanayotganini bilish va nusxasini olish;',
          'notoʻgʻri maʼlumotni tuzattirish;',
          'rozilikni qaytarib olish va maʼlumotlaringizni oʻchirishni talab qilish;',
          'maʼlumotlaringiz bilan notoʻgʻri ishlangan deb hisoblasangiz, shaxsga doir maʼlumotlar sohasidagi vakolatli davlat organiga shikoyat qilish.',
        ],
      },
      {
        id: 'how',
        heading: 'Huquqlardan qanday foydalanish mumkin',
        paragraphs: [
          'Soʻrov bekor qilingan, rad etilgan yoki ketish sanasi oʻtgan boʻlsa, «Mening soʻrovlarim» sahifasida «Maʼlumotlarimni oʻchirish» tugmasini bosing — maʼlumotlar darhol oʻchiriladi.',
          `Boshqa hollarda ${INFO} manziliga yozing yoki ${PHONES} raqamlariga qoʻngʻiroq qiling, soʻrov raqamini ayting. Oʻn kun ichida javob beramiz.`,
        ],
      },
      {
        id: 'changes',
        heading: 'Siyosatga oʻzgartirishlar',
        paragraphs: [
          'Siyosatni oʻzgartirsak, yangi tahrir shu sahifada eʼlon qilinadi. Yuborilgan soʻrovlarga siz rozilik bergan tahrir amal qiladi.',
        ],
      },
    ] satisfies PrivacySection[],
  },
  RU: {
    title: 'Политика конфиденциальности',
    lead: `Здесь мы рассказываем, как ${HOTEL.name} обращается с персональными данными, которые вы сообщаете в запросе на бронирование: кому и зачем их передаёт, сколько хранит и какие у вас есть права.`,
    version: (version: string) => `Редакция от ${version}`,
    contents: 'Содержание',
    sections: [
      {
        id: 'controller',
        heading: 'Кто отвечает за ваши данные',
        paragraphs: [
          `Обладатель и оператор ваших персональных данных — отель ${HOTEL.name} (${HOTEL_ADDRESS.RU.full}). Вопросы и требования направляйте на ${INFO} или по телефонам ${PHONES}.`,
          'Мы обрабатываем данные в соответствии с Законом Республики Узбекистан «О персональных данных».',
        ],
      },
      {
        id: 'collected',
        heading: 'Какие данные мы получаем и зачем',
        paragraphs: ['Отправляя запрос на бронирование, вы сообщаете нам:'],
        items: [
          'имя и фамилию, номер телефона — чтобы ответить на запрос, подтвердить бронирование и связаться с вами;',
          'адрес электронной почты, если вы его указали, — чтобы сообщить, что запрос получен, подтверждён или отклонён;',
          'гражданство — чтобы верно рассчитать цену (для граждан Узбекистана она другая);',
          'номер, даты, количество гостей, язык страницы — суть самого запроса;',
          'сетевой адрес (IP) вашего устройства — чтобы защищать сайт от злоупотреблений и ограничивать число запросов.',
        ],
      },
      {
        id: 'basis',
        heading: 'На каком основании',
        paragraphs: [
          'Отправляя запрос, вы подтверждаете, что ознакомились с этой политикой, и даёте согласие на обработку ваших данных в описанных здесь целях. Вместе с запросом мы храним, с какой редакцией политики и когда вы согласились.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Кому передаются данные',
        paragraphs: [
          'Ваши данные видят сотрудники отеля. Мы не продаём их и не передаём для рекламы. Данные проходят только через следующие сервисы:',
        ],
        items: [
          'Telegram — сообщение о новом запросе приходит в Telegram-чат сотрудников (отель может выбрать режим, при котором имя, телефон и электронная почта в этих сообщениях не показываются);',
          'почтовый сервис — доставляет письма вам и отелю;',
          'Payme или Click — только если вы вносите через них предоплату: номер запроса и сумма; данные карты вы вводите на их странице, мы их не получаем;',
          'Telegram — если вы сами этого захотите, сообщения о вашем запросе приходят и в ваш чат Telegram.',
        ],
      },
      {
        id: 'storage',
        heading: 'Где хранятся данные',
        paragraphs: [
          'Запросы хранятся в базе данных на собственном сервере отеля и в её архивных копиях; данные граждан Узбекистана, как того требует закон, хранятся на серверах на территории Узбекистана. На вашем устройстве остаётся только список «Мои запросы» — номер запроса и ключ для просмотра его статуса.',
        ],
      },
      {
        id: 'retention',
        heading: 'Сколько хранятся данные',
        paragraphs: [
          `Через ${DAYS} ${ruPlural(DAYS, 'день', 'дня', 'дней')} после окончания запроса — с даты выезда или со дня, когда запрос отменён или отклонён, — ваши имя, телефон, электронная почта и сетевой адрес удаляются: из базы данных, из сообщений сотрудникам в Telegram, из копий писем и из архивных копий. Обезличенная часть запроса (номер, даты, сумма) остаётся для учёта.`,
        ],
      },
      {
        id: 'rights',
        heading: 'Ваши права',
        paragraphs: ['Вы вправе:'],
        items: [
          'узнать, какие ваши данные мы храним, и получить их копию;',
          'потребовать исправить неточные данные;',
          'отозвать согласие и потребовать удалить ваши данные;',
          'обратиться с жалобой в уполномоченный государственный орган в области персональных данных, если считаете, что с вашими данными обошлись неправомерно.',
        ],
      },
      {
        id: 'how',
        heading: 'Как воспользоваться правами',
        paragraphs: [
          'Если запрос отменён, отклонён или дата выезда прошла, нажмите «Удалить мои данные» на странице «Мои запросы» — данные удаляются сразу.',
          `В остальных случаях напишите на ${INFO} или позвоните по телефонам ${PHONES} и назовите номер запроса. Мы ответим в течение десяти дней.`,
        ],
      },
      {
        id: 'changes',
        heading: 'Изменения политики',
        paragraphs: [
          'Новая редакция политики публикуется на этой странице. К уже отправленным запросам применяется та редакция, с которой вы согласились.',
        ],
      },
    ] satisfies PrivacySection[],
  },
  EN: {
    title: 'Privacy notice',
    lead: `How ${HOTEL.name} handles the personal data you give in a booking request: who receives it and why, how long it is kept, and your rights.`,
    version: (version: string) => `Version of ${version}`,
    contents: 'Contents',
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible for your data',
        paragraphs: [
          `The owner and operator of your personal data is ${HOTEL.name} (${HOTEL_ADDRESS.EN.full}, Uzbekistan). Send questions and requests to ${INFO} or call ${PHONES}.`,
          'We process personal data under the Law of the Republic of Uzbekistan “On Personal Data”.',
        ],
      },
      {
        id: 'collected',
        heading: 'What we collect and why',
        paragraphs: ['When you send a booking request, you give us:'],
        items: [
          'your first and last name and phone number — to answer the request, confirm the booking and reach you;',
          'your email address, if you give one — to tell you that the request was received, confirmed or declined;',
          'your nationality — to charge the right price (Uzbekistan citizens pay a different rate);',
          'the room, dates, number of guests and the language of the page — the request itself;',
          'your device’s network (IP) address — to protect the site from abuse and limit the number of requests.',
        ],
      },
      {
        id: 'basis',
        heading: 'On what basis',
        paragraphs: [
          'By sending a request you confirm that you have read this notice and consent to your data being processed for the purposes set out here. We keep, with your request, which version of the notice you accepted and when.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Who receives your data',
        paragraphs: [
          'Hotel staff see your data. We never sell it or share it for advertising. It passes only through these services:',
        ],
        items: [
          'Telegram — news of a new request goes to the staff’s Telegram chat (the hotel may choose to leave names, phone numbers and email addresses out of these messages);',
          'the email provider — delivers emails to you and to the hotel;',
          'Payme or Click — only if you pay a deposit through them: the request number and the amount; you enter your card details on their page and we never receive them;',
          'Telegram — if you choose it, updates on your request are also sent to your own Telegram chat.',
        ],
      },
      {
        id: 'storage',
        heading: 'Where it is stored',
        paragraphs: [
          'Requests are kept in the database on the hotel’s own server and in its backups; as the law requires, the data of Uzbekistan citizens is stored on servers in Uzbekistan. Your device keeps only the “My requests” list: each request number and the key to view its status.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long it is kept',
        paragraphs: [
          `${DAYS} days after a request ends — its check-out date, or the day it was cancelled or declined — your name, phone number, email address and network address are erased: from the database, from the staff’s Telegram messages, from copies of emails and from backups. The anonymous part of the request (number, dates, amount) stays for the accounts.`,
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: ['You have the right to:'],
        items: [
          'know what data of yours we hold and receive a copy of it;',
          'have inaccurate data corrected;',
          'withdraw your consent and have your data erased;',
          'complain to the state authority for personal data if you believe your data has been mishandled.',
        ],
      },
      {
        id: 'how',
        heading: 'How to use them',
        paragraphs: [
          'Once a request is cancelled or declined, or its check-out date has passed, press “Delete my data” on the “My requests” page: the data is erased at once.',
          `Otherwise write to ${INFO} or call ${PHONES}, quoting your request number. We reply within ten days.`,
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this notice',
        paragraphs: [
          'A new version of this notice is published on this page. Requests already sent remain under the version you accepted.',
        ],
      },
    ] satisfies PrivacySection[],
  },
});
