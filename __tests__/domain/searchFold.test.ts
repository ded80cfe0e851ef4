import {
  foldText,
  foldWords,
  nameMatches,
  phoneMatches,
  referenceMatches,
  referencePart,
  searchKey,
} from '../../src/domain/searchFold';

describe('searchFold: one spelling of a name, whatever the script, apostrophe or transliteration', () => {
  it.each([
    // Apostrophe forms fold together, and to nothing.
    ['Oʻgʻiloy', "O'g'iloy"],
    ['Oʻgʻiloy', 'O‘g‘iloy'],
    ['Oʻgʻiloy', 'O’g’iloy'],
    ['Oʻgʻiloy', 'O`g`iloy'],
    ['Oʻgʻiloy', 'Ogʼiloy'],
    ['Oʻgʻiloy', 'Ogiloy'],
    // Uzbek Cyrillic ↔ Latin.
    ['Ўғилой', 'Oʻgʻiloy'],
    ['Оғилой', 'Oʻgʻiloy'],
    ['Тўхтаева', 'Toʻxtayeva'],
    ['Ғайрат Қодиров', 'Gʻayrat Qodirov'],
    ['Шахзода', 'Shahzoda'],
    ['Юсупова', 'Yusupova'],
    ['Жасур', 'Jasur'],
    ['Хуршид', 'Xurshid'],
    ['Ҳамид', 'Hamid'],
    ['Чўлпон', 'Choʻlpon'],
    ['Шамсия', 'Shamsiya'],
    ['Ёқубов', 'Yoqubov'],
    ['Маъруфжон', 'Maʼrufjon'],
    // Russian ↔ Latin (the common transliterations).
    ['Петров', 'Petrov'],
    ['Жуков', 'Zhukov'],
    ['Хасанов', 'Khasanov'],
    ['Хасанов', 'Hasanov'],
    ['Цой', 'Tsoy'],
    ['Чехов', 'Chekhov'],
    ['Шишкин', 'Shishkin'],
    ['Щукин', 'Shchukin'],
    ['Щукин', 'Schukin'],
    ['Семён', 'Semyon'],
    ['Фёдор', 'Fyodor'],
    ['Елена', 'Elena'],
    ['Елена', 'Yelena'],
    ['Евгений', 'Yevgeniy'],
    ['Евгений', 'Evgeni'],
    ['Николай', 'Nikolay'],
    ['Николай', 'Nikolai'],
    ['Мария', 'Mariya'],
    ['Мария', 'Maria'],
    ['Наталья', 'Natalya'],
    ['Юлия', 'Yuliya'],
    ['Эдуард', 'Eduard'],
    ['Рыбаков', 'Rybakov'],
    // Diacritics and German spellings.
    ['Müller', 'Muller'],
    ['Müller', 'Mueller'],
    ['Göthe', 'Goethe'],
    ['Strauß', 'Strauss'],
    ['José Peña', 'Jose Pena'],
    ['Łukasz', 'Lukasz'],
  ])('%s and %s fold alike', (a, b) => {
    expect(foldText(a)).toBe(foldText(b));
    expect(foldText(a)).toMatch(/^[a-z0-9 ]+$/);
  });

  it.each([
    ['Petrov', 'Petrova'],
    ['Ivanov', 'Ivanova'],
    ['Aziz', 'Anvar'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(foldText(a)).not.toBe(foldText(b));
  });

  it('splits on spaces, hyphens and dots, and ignores case and extra spaces', () => {
    expect(foldWords('  ANNA-Maria  Schmidt. ')).toEqual(['ana', 'maria', 'shmidt']);
    expect(foldWords('')).toEqual([]);
    expect(foldWords(" ' - ")).toEqual([]);
    expect(searchKey('Шахзода Юсупова')).toBe(' shahzoda iusupova');
  });

  it('matches every typed word to the start of a name word, in any order', () => {
    expect(nameMatches('Shahzoda Yusupova', 'Yusupova Shahzoda')).toBe(true);
    expect(nameMatches('Шахзода Юсупова', 'yusup shah')).toBe(true);
    expect(nameMatches('Шахзода Юсупова', 'Yusupova Dilnoza')).toBe(false);
    expect(nameMatches('Шахзода Юсупова', 'upova')).toBe(false);
    expect(nameMatches('Шахзода Юсупова', '  ')).toBe(false);
  });

  it('matches a phone number in any format by its digits, three at least', () => {
    for (const typed of ['90 123', '+998 (90) 123-45', '1234567', '998901234567'])
      expect([typed, phoneMatches('+998901234567', typed)]).toEqual([typed, true]);
    expect(phoneMatches('+998901234567', '90')).toBe(false);
    expect(phoneMatches('+998901234567', '90 124')).toBe(false);
  });

  it('reads a typed reference as stored ones are written', () => {
    expect(referencePart('gh7k3q9m')).toBe('GH-7K3Q9M');
    expect(referencePart('GH-7K3')).toBe('GH-7K3');
    expect(referencePart('7k3q')).toBe('7K3Q');
    expect(referencePart('7k')).toBeNull();
    expect(referenceMatches('GH-7K3Q9M', 'gh 7k3q9m')).toBe(true);
    expect(referenceMatches('GH-7K3Q9M', 'q9m')).toBe(true);
    expect(referenceMatches('GH-7K3Q9M', 'GH-9M')).toBe(false);
  });
});
